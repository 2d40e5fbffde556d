/**
 * Puts the chunk-failure banner (banner.js) inline in every page's head, so
 * it runs even when no bundle file can be fetched. See banner.js for why.
 */
import type {Plugin} from '@docusaurus/types';
import {readInlineScript} from '../inline-script';

export default function chunkErrorPlugin(): Plugin {
  const script = readInlineScript(import.meta.url, 'banner.js');
  return {
    name: 'chunk-error-banner',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: script}]};
    },
  };
}
