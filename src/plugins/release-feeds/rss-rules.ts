/**
 * The RSS 2.0 rules a feed reader relies on, checked the way the W3C Feed
 * Validation Service checks them, for the tests of the feeds (unit and
 * browser): the network validator is not reachable from CI.
 */
import {XMLParser, XMLValidator} from 'fast-xml-parser';

/** Every broken rule of https://www.rssboard.org/rss-specification, one line each; empty when the feed is valid. */
export function rssProblems(xml: string): string[] {
  const wellFormed = XMLValidator.validate(xml);
  if (wellFormed !== true) return [`not well-formed XML: ${wellFormed.err.msg} (line ${wellFormed.err.line})`];
  const doc = new XMLParser({ignoreAttributes: false, attributeNamePrefix: '@', isArray: (name) => ['channel', 'item', 'category', 'atom:link'].includes(name), parseTagValue: false}).parse(xml);
  const problems: string[] = [];
  const rss = doc.rss;
  if (!rss) return ['the root element is not <rss>'];
  if (rss['@version'] !== '2.0') problems.push('<rss> lacks version="2.0"');
  if (rss.channel?.length !== 1) return [...problems, '<rss> must hold exactly one <channel>'];
  const [channel] = rss.channel;
  const url = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^\s]+$/.test(value);
  const rfc822 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} (GMT|[+-]\d{4})$/;
  const CHANNEL = new Set(['title', 'link', 'description', 'language', 'copyright', 'managingEditor', 'webMaster', 'pubDate', 'lastBuildDate', 'category', 'generator', 'docs', 'cloud', 'ttl', 'image', 'rating', 'textInput', 'skipHours', 'skipDays', 'item', 'atom:link']);
  const ITEM = new Set(['title', 'link', 'description', 'author', 'category', 'comments', 'enclosure', 'guid', 'pubDate', 'source']);
  for (const name of ['title', 'link', 'description']) if (!channel[name]) problems.push(`<channel> lacks <${name}>`);
  if (!url(channel.link)) problems.push(`<channel><link> is not an absolute URL: ${channel.link}`);
  for (const name of Object.keys(channel)) if (!CHANNEL.has(name)) problems.push(`<channel> has an element RSS 2.0 does not define: <${name}>`);
  for (const name of ['pubDate', 'lastBuildDate']) if (channel[name] && !rfc822.test(channel[name])) problems.push(`<channel><${name}> is not an RFC 822 date: ${channel[name]}`);
  if (channel['atom:link']) {
    if (rss['@xmlns:atom'] !== 'http://www.w3.org/2005/Atom') problems.push('atom:link is used without the Atom namespace declared');
    const self = channel['atom:link'].find((l: Record<string, string>) => l['@rel'] === 'self');
    if (!self || !url(self['@href']) || self['@type'] !== 'application/rss+xml') problems.push('atom:link rel="self" needs an absolute href and type="application/rss+xml"');
  }
  const guids = new Set<string>();
  (channel.item ?? []).forEach((item: Record<string, unknown>, i: number) => {
    const where = `item ${i + 1}`;
    for (const name of Object.keys(item)) if (!ITEM.has(name)) problems.push(`${where} has an element RSS 2.0 does not define: <${name}>`);
    if (!item.title && !item.description) problems.push(`${where} has neither <title> nor <description>`);
    if (item.link !== undefined && !url(item.link)) problems.push(`${where}: <link> is not an absolute URL: ${String(item.link)}`);
    if (item.pubDate !== undefined && !rfc822.test(String(item.pubDate))) problems.push(`${where}: <pubDate> is not an RFC 822 date: ${String(item.pubDate)}`);
    const guid = item.guid as string | {'#text': string; '@isPermaLink'?: string} | undefined;
    if (guid !== undefined) {
      const value = typeof guid === 'string' ? guid : guid['#text'];
      const permalink = typeof guid === 'string' || guid['@isPermaLink'] !== 'false';
      if (permalink && !url(value)) problems.push(`${where}: <guid> ${value} is taken for a URL (isPermaLink defaults to true) but is not one`);
      if (guids.has(value)) problems.push(`${where}: <guid> ${value} repeats`);
      guids.add(value);
    }
  });
  return problems;
}
