/**
 * Route components created on first use (component-creator.tsx), so
 * evaluating main.js no longer builds a react-loadable component for each of
 * the site's routes. Docusaurus's generated route table imports
 * `@docusaurus/ComponentCreator`, one of its fine-grained aliases; this
 * plugin points that alias at the lazy version, which calls the original.
 * See UPGRADING.md.
 */
import path from 'node:path';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import type {Plugin} from '@docusaurus/types';

const require = createRequire(import.meta.url);
const LAZY_CREATOR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'component-creator.tsx');
const ORIGINAL_CREATOR = require.resolve('@docusaurus/core/lib/client/exports/ComponentCreator.js');

export default function lazyRoutesPlugin(): Plugin {
  return {
    name: 'lazy-routes',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            '@docusaurus/ComponentCreator': LAZY_CREATOR,
            '@docusaurus-original/ComponentCreator': ORIGINAL_CREATOR,
          },
        },
      };
    },
  };
}
