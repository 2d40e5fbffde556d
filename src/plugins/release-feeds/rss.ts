/**
 * RSS 2.0 for a list of feed items, written here rather than with the `feed`
 * package: its RSS output (4.2.2) writes an entry's id as a guid without
 * `isPermaLink="false"`, which tells readers the id is a URL (the W3C
 * validator flags it), and it stamps the time of the build, so an unchanged
 * page would yield a changed feed. The format needs a dozen elements; every
 * text goes through one escape function.
 */
import type {FeedItem} from './feed-items';

export type Channel = {
  title: string;
  description: string;
  /** The page the feed is of. */
  link: string;
  /** The feed's own address (atom:link rel="self", as the RSS Advisory Board recommends). */
  self: string;
};

/** Text and attribute values: the five characters XML reserves, and no control characters XML 1.0 forbids. */
export function escapeXml(text: string): string {
  return text
    // XML 1.0 cannot carry these control characters at all, escaped or not.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const element = (name: string, text: string, attributes = '') => `<${name}${attributes}>${escapeXml(text)}</${name}>`;

/** RFC 822 date, as RSS 2.0 requires (`Tue, 05 Aug 2025 00:00:00 GMT`). */
const rfc822 = (date: Date) => date.toUTCString();

export function renderRss(channel: Channel, items: readonly FeedItem[]): string {
  const newest = items.reduce<Date | undefined>((latest, item) => (!latest || item.date > latest ? item.date : latest), undefined);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    element('title', channel.title),
    element('link', channel.link),
    element('description', channel.description),
    `<atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>`,
    element('language', 'en'),
    // The newest entry's date, not the build's: the feed changes only when the notes do.
    ...(newest ? [element('pubDate', rfc822(newest)), element('lastBuildDate', rfc822(newest))] : []),
    element('docs', 'https://www.rssboard.org/rss-specification'),
    ...items.flatMap((item) => [
      '<item>',
      element('title', item.title),
      element('link', item.link),
      element('description', item.summary),
      element('pubDate', rfc822(item.date)),
      ...(item.id ? [element('guid', item.id, ' isPermaLink="false"')] : []),
      ...item.categories.map((category) => element('category', category)),
      '</item>',
    ]),
    '</channel>',
    '</rss>',
    '',
  ];
  return lines.join('\n');
}
