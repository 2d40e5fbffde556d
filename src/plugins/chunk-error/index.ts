/**
 * Puts the chunk-failure banner (banner.js) inline in every page's head, so
 * it runs even when no bundle file can be fetched. See banner.js for why.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Plugin} from '@docusaurus/types';

export default function chunkErrorPlugin(): Plugin {
  // Without its header comment: the comment is for maintainers, not for every page's bytes.
  const script = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'banner.js'), 'utf8').replace(/^\/\*[\s\S]*?\*\/\s*/, '');
  return {
    name: 'chunk-error-banner',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: script}]};
    },
  };
}
