/**
 * Markdown for readers' AI assistants: twins of every page, llms.txt and
 * llms-full.txt (see generate.ts). Files in outDir only, never routes, so
 * they stay out of the sitemap and the search index.
 */
import type {Plugin} from '@docusaurus/types';
import {generateMarkdownTwins} from './generate';

export default function markdownTwinsPlugin(): Plugin {
  return {
    name: 'markdown-twins',
    async postBuild({outDir, siteDir, siteConfig}) {
      await generateMarkdownTwins({outDir, siteDir, siteUrl: siteConfig.url});
    },
  };
}
