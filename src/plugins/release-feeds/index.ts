/**
 * RSS feeds of the release notes: one per release-notes stream page and one
 * of all streams, made at build time from the pages' own tables (the one
 * source: a new row is a new item). Each stream page shows and announces its
 * feed with <FeedLink stream="…" /> (src/components/FeedLink), which reads
 * this plugin's global data.
 *
 * - read-entries.ts  a stream page's dated table rows
 * - feed-items.ts    rows → items (title, date, id, summary, link)
 * - rss.ts           items → RSS 2.0
 * - build-feeds.ts   every feed, from the options
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {buildFeeds, feedRefs, readStreams} from './build-feeds';
import type {Stream} from './feed-items';
import {validateOptions, type ReleaseFeedsOptions} from './options';
import {RELEASE_FEEDS_PLUGIN_NAME} from './plugin-data';

export type {ReleaseFeedsOptions};

function releaseFeedsPlugin(context: LoadContext, options: ReleaseFeedsOptions): Plugin<Stream[]> {
  const {siteDir, baseUrl, siteConfig} = context;
  return {
    name: RELEASE_FEEDS_PLUGIN_NAME,
    getPathsToWatch: () => options.streams.map((s) => path.join(siteDir, s.source)),
    // Reading the pages here fails the build (and `npm start`) on a row without a valid date.
    loadContent: async () => readStreams(siteDir, options, baseUrl),
    async contentLoaded({actions}) {
      actions.setGlobalData(feedRefs(options, baseUrl));
    },
    async postBuild({content, outDir}) {
      for (const feed of buildFeeds(content, options, siteConfig.url, baseUrl)) {
        const file = path.join(outDir, feed.href.slice(baseUrl.length));
        mkdirSync(path.dirname(file), {recursive: true});
        writeFileSync(file, feed.xml);
      }
    },
  };
}

// A plugin given as a function carries its validator as a property, where Docusaurus looks for it.
export default Object.assign(releaseFeedsPlugin, {validateOptions}) as unknown as PluginModule<unknown> & typeof releaseFeedsPlugin;
