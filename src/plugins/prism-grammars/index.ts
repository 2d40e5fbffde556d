/**
 * Takes Prism out of every page's start-up. The classic theme's client module
 * `prism-include-languages` imports prism-react-renderer into main.js, so
 * every page evaluated Prism and its bundled grammars (about 55 ms unthrottled
 * in our CPU profiles) whether it had code or not. Here that module is
 * replaced with an empty one; Prism is evaluated when a code block is first
 * highlighted (src/theme/CodeBlock/Content), with the grammars the page
 * registered (remark.ts, registry.ts).
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Plugin} from '@docusaurus/types';

const THEME_CLIENT_MODULE = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;
const EMPTY_MODULE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'no-client-module.ts');

export default function prismGrammarsPlugin(): Plugin {
  return {
    name: 'prism-grammars',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(THEME_CLIENT_MODULE, EMPTY_MODULE)]};
    },
  };
}
