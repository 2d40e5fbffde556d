import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {XMLParser} from 'fast-xml-parser';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {RELEASE_STREAMS} from '../../data/release-streams';
import {routes as siteRoutes} from '../../data/page-tree';
import {buildFeeds, readStreams} from './build-feeds';
import {validateOptions, type ReleaseFeedsOptions} from './options';
import {rssProblems} from './rss-rules';

const SITE_DIR = path.resolve(import.meta.dirname, '../../..');
const ORIGIN = 'https://docs.spot.io';

type Validate = Parameters<typeof validateOptions>[0]['validate'];
const options: ReleaseFeedsOptions = validateOptions({validate: normalizePluginOptions as unknown as Validate, options: {streams: [...RELEASE_STREAMS]}});
const feeds = buildFeeds(readStreams(SITE_DIR, options), options, ORIGIN);

type Item = {title: string; link: string; description: string; pubDate: string; guid?: {'#text': string}; category?: string[]};
const itemsOf = (xml: string): Item[] =>
  new XMLParser({ignoreAttributes: false, attributeNamePrefix: '@', isArray: (name) => ['item', 'category'].includes(name), parseTagValue: false}).parse(xml).rss.channel.item ?? [];

/** The page's dated rows, read as a writer sees them: table lines that start with a date. */
function datedRows(source: string): {date: string; id: string}[] {
  return [...source.matchAll(/^\|\s*(\d{4}-\d{2}-\d{2})\s*\|\s*`?([^|`]*?)`?\s*\|/gm)].map((m) => ({date: m[1], id: m[2]}));
}

const day = (pubDate: string) => new Date(pubDate).toISOString().slice(0, 10);
const routes = new Set(siteRoutes);

describe.each(RELEASE_STREAMS.map((stream) => [stream.id, stream] as const))('the %s feed', (_id, stream) => {
  const source = readFileSync(path.join(SITE_DIR, stream.source), 'utf8');
  const feed = feeds.find((f) => f.href === `/${path.posix.dirname(stream.source).replace(/^docs\//, '')}/feed.rss`)!;
  const items = itemsOf(feed.xml);

  it('is valid RSS 2.0 with one item per dated row of its page, newest first, each with the row\'s date and id', () => {
    expect(rssProblems(feed.xml)).toEqual([]);
    const rows = datedRows(source);
    expect(rows.length).toBeGreaterThan(0);
    expect(items).toHaveLength(rows.length);
    const dates = items.map((item) => day(item.pubDate));
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates.sort()).toEqual(rows.map((r) => r.date).sort());
    const ids = rows.map((r) => r.id).filter((id) => id !== '(none)');
    expect(items.flatMap((item) => (item.guid ? [item.guid['#text']] : [])).sort()).toEqual(ids.sort());
  });

  it('links each item to a page of this site: its Details page, else the stream page at the entry\'s month', () => {
    for (const item of items) {
      expect(item.link.startsWith(`${ORIGIN}/`), item.link).toBe(true);
      const url = new URL(item.link);
      expect(routes.has(url.pathname) || routes.has(url.pathname.replace(/\/$/, '')), item.link).toBe(true);
      if (url.hash) {
        // A month heading of the stream page; the browser test checks the anchor on the built page.
        const months = [...source.matchAll(/^## (.+)$/gm)].map((m) => m[1].toLowerCase().replace(/\s+/g, '-'));
        expect(months, item.link).toContain(url.hash.slice(1));
      }
    }
  });

  it('has a title and a summary from the row for every item', () => {
    for (const item of items) {
      expect(item.title.length).toBeGreaterThan(0);
      expect(item.title.length).toBeLessThanOrEqual(140);
      expect(source.replace(/[`*]/g, '').replace(/\s+/g, ' ')).toContain(item.description);
    }
  });
});

describe('the feed of all streams', () => {
  const all = feeds.find((f) => f.href === '/release-notes/feed.rss')!;
  const items = itemsOf(all.xml);

  it('holds every stream\'s items, newest first, each labelled with its stream', () => {
    expect(rssProblems(all.xml)).toEqual([]);
    const total = RELEASE_STREAMS.reduce((sum, s) => sum + datedRows(readFileSync(path.join(SITE_DIR, s.source), 'utf8')).length, 0);
    expect(items).toHaveLength(total);
    const times = items.map((item) => new Date(item.pubDate).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const names = new Set(RELEASE_STREAMS.map((s) => s.name));
    for (const item of items) expect(names.has(item.category![0]), item.title).toBe(true);
  });
});

describe('a stream page', () => {
  it('that does not show its feed stops the build', () => {
    const page = RELEASE_STREAMS[0];
    const without = {...options, streams: [{...page, id: 'renamed'}]};
    expect(() => readStreams(SITE_DIR, without)).toThrow(/does not show its feed: add <FeedLink stream="renamed" \/>/);
  });
});
