/**
 * Prism's grammar files (prismjs/components/prism-*.js) extend a global
 * `Prism`; prism-react-renderer highlights with its own instance, so that is
 * the one they must extend. Pages require this module before their grammars
 * (see remark.ts). It stays exposed, unlike stock Docusaurus's brief mount:
 * a page opened later in the session evaluates its grammars later, and this
 * module runs only once.
 */
import {Prism} from 'prism-react-renderer';

(globalThis as {Prism?: typeof Prism}).Prism = Prism;
