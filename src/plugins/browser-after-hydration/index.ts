/**
 * The re-render after hydration, time-sliced. Docusaurus's
 * BrowserContextProvider (core/lib/client/browserContext.js) flips
 * `useIsBrowser()` to true in an effect once the page has hydrated; every
 * component that reads it renders again (each code block's copy and wrap
 * buttons appear, tabs, sidebar categories, the color-mode toggle,
 * `<html data-has-hydrated>`). An update from an effect is rendered in one
 * piece: on /ocean/features/headroom that was a task of about 115 ms on a
 * phone (Lighthouse's 4× CPU), most of the page's total blocking time after
 * hydration. The replacement makes the same update a transition, which React
 * renders in slices of a few milliseconds between other work; what readers
 * see is unchanged.
 */
import path from 'node:path';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import {moduleFilePattern} from '../module-file';
import type {Plugin} from '@docusaurus/types';

const require = createRequire(import.meta.url);
/** The provider App.js and useIsBrowser.js import as '../browserContext' / './browserContext'. */
export const CORE_BROWSER_CONTEXT = require.resolve('@docusaurus/core/lib/client/browserContext.js');
const REPLACEMENT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'browser-context.tsx');

export default function browserAfterHydrationPlugin(): Plugin {
  return {
    name: 'browser-after-hydration',
    configureWebpack(_config, _isServer, {currentBundler}) {
      // Both bundles, so the server renders with the same module (it never runs the effect).
      return {plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(moduleFilePattern(CORE_BROWSER_CONTEXT), REPLACEMENT)]};
    },
  };
}
