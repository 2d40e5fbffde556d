/**
 * Builds every feed from the stream pages: each stream's, then one of all
 * streams, newest first. Pure apart from reading the pages, so the tests run
 * it on the real pages without a site build.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {feedItems, newestFirst, type FeedItem, type Stream} from './feed-items';
import type {ReleaseFeedsOptions, StreamOption} from './options';
import {readStreamPage} from './read-entries';
import {renderRss} from './rss';
import type {FeedRef, ReleaseFeedsGlobalData} from './plugin-data';

export type BuiltFeed = FeedRef & {xml: string; items: FeedItem[]};

/** docs/ocean/release-notes/index.mdx → /ocean/release-notes/ (the docs plugin serves docs/ at the root). */
export function routeOf(source: string, baseUrl = '/'): string {
  return `${baseUrl}${path.posix.dirname(source).replace(/^docs\/?/, '')}/`;
}

/** A stream page must show its feed: <FeedLink stream="id" /> both announces it and links it. */
function assertAnnounced(source: string, option: StreamOption): void {
  if (!new RegExp(`<FeedLink\\s+stream="${option.id}"\\s*/>`).test(source)) {
    throw new Error(`release-feeds: ${option.source} does not show its feed: add <FeedLink stream="${option.id}" /> below its opening text`);
  }
}

export function readStreams(siteDir: string, options: ReleaseFeedsOptions, baseUrl = '/'): Stream[] {
  return options.streams.map((option) => {
    const source = readFileSync(path.join(siteDir, option.source), 'utf8');
    assertAnnounced(source, option);
    const {entries} = readStreamPage(source, option.source);
    if (!entries.length) throw new Error(`release-feeds: ${option.source} has no dated table row`);
    return {id: option.id, name: option.name, route: routeOf(option.source, baseUrl), entries};
  });
}

export function feedRefs(options: ReleaseFeedsOptions, baseUrl = '/'): ReleaseFeedsGlobalData {
  return {
    streams: Object.fromEntries(
      options.streams.map((s) => [s.id, {href: `${routeOf(s.source, baseUrl)}${options.fileName}`, title: `${s.name} release notes from Spot`}]),
    ),
    all: {href: `${baseUrl}${options.allPath.replace(/^\//, '')}`, title: 'All Spot release notes'},
  };
}

export function buildFeeds(streams: Stream[], options: ReleaseFeedsOptions, siteUrl: string, baseUrl = '/'): BuiltFeed[] {
  const origin = siteUrl.replace(/\/$/, '');
  const refs = feedRefs(options, baseUrl);
  const perStream = streams.map((stream) => {
    const ref = refs.streams[stream.id];
    const items = newestFirst(feedItems(stream, origin));
    const xml = renderRss(
      {title: ref.title, link: `${origin}${stream.route}`, self: `${origin}${ref.href}`, description: `Each dated entry of the ${stream.name} release notes in the Spot documentation, newest first.`},
      items,
    );
    return {...ref, xml, items};
  });
  // Each item says which stream it is from, since the titles alone do not.
  const allItems = newestFirst(streams.flatMap((stream) => feedItems(stream, origin).map((item) => ({...item, categories: [stream.name, ...item.categories]}))));
  const all = {
    ...refs.all,
    items: allItems,
    xml: renderRss(
      {title: refs.all.title, link: `${origin}${baseUrl}`, self: `${origin}${refs.all.href}`, description: 'Each dated entry of every release-notes page in the Spot documentation, newest first.'},
      allItems,
    ),
  };
  return [...perStream, all];
}
