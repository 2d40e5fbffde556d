import {describe, expect, it} from 'vitest';
import {XMLParser} from 'fast-xml-parser';
import {renderRss} from './rss';
import {rssProblems} from './rss-rules';

const channel = {title: 'Widget release notes from Spot', description: 'Each dated entry.', link: 'https://docs.example.com/widget/', self: 'https://docs.example.com/widget/feed.rss'};

describe('RSS 2.0 output', () => {
  it('follows the format\'s rules, with ids as guids that are not permalinks', () => {
    const xml = renderRss(channel, [
      {title: 'WID-2: Faster', date: new Date('2025-08-05T00:00:00Z'), id: 'WID-2', summary: 'Faster.', link: 'https://docs.example.com/widget/a', categories: ['AKS', 'EKS']},
      {title: 'Fixed', date: new Date('2025-08-01T00:00:00Z'), summary: 'Fixed.', link: 'https://docs.example.com/widget/#august-2025', categories: []},
    ]);
    expect(rssProblems(xml)).toEqual([]);
    expect(xml).toContain('<guid isPermaLink="false">WID-2</guid>');
    expect(xml).toContain('<pubDate>Tue, 05 Aug 2025 00:00:00 GMT</pubDate>');
    // The channel is dated by its newest entry, not the time of the build, so an unchanged page gives an unchanged feed.
    expect(xml).toContain('<lastBuildDate>Tue, 05 Aug 2025 00:00:00 GMT</lastBuildDate>');
  });

  it('escapes markup and ampersands in every text, so a change that names <code> or A&B stays text', () => {
    const xml = renderRss({...channel, title: 'R&D <notes>'}, [
      {title: 'Use <FeedLink> & "quotes"', date: new Date('2025-01-01T00:00:00Z'), summary: 'a < b && c > d\u0001', link: 'https://docs.example.com/?a=1&b=2', categories: ["Ocean's"]},
    ]);
    expect(rssProblems(xml)).toEqual([]);
    const parsed = new XMLParser({processEntities: true}).parse(xml);
    expect(parsed.rss.channel.title).toBe('R&D <notes>');
    expect(parsed.rss.channel.item.title).toBe('Use <FeedLink> & "quotes"');
    expect(parsed.rss.channel.item.description).toBe('a < b && c > d');
  });

  it('the rules catch what a reader would choke on (so their silence above means something)', () => {
    const good = renderRss(channel, [{title: 'A', date: new Date('2025-01-01T00:00:00Z'), id: 'A-1', summary: 'a', link: 'https://docs.example.com/a', categories: []}]);
    expect(rssProblems(good.replace('isPermaLink="false"', ''))).toEqual(['item 1: <guid> A-1 is taken for a URL (isPermaLink defaults to true) but is not one']);
    expect(rssProblems(good.replace('Wed, 01 Jan 2025 00:00:00 GMT</pubDate>\n<guid', '2025-01-01</pubDate>\n<guid'))).toEqual(['item 1: <pubDate> is not an RFC 822 date: 2025-01-01']);
    expect(rssProblems(good.replace('<title>A</title>', '<title>A & B</title>'))[0]).toMatch(/^not well-formed XML/);
    expect(rssProblems(good.replace('<link>https://docs.example.com/a</link>', '<link>/a</link>'))).toEqual(['item 1: <link> is not an absolute URL: /a']);
  });
});
