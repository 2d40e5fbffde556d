import {describe, expect, it} from 'vitest';
import {feedItems, firstSentence, newestFirst} from './feed-items';

describe('feed items', () => {
  it('title an entry by its first sentence, cut at a word when long', () => {
    expect(firstSentence('Nodes scale faster. Pods follow.')).toBe('Nodes scale faster.');
    expect(firstSentence('Kubernetes 1.31 images can be used (see e.g. the docs)')).toBe('Kubernetes 1.31 images can be used (see e.g. the docs)');
    const long = `${'word '.repeat(30)}end.`;
    const cut = firstSentence(long);
    expect(cut.endsWith('word…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(101);
  });

  it('link a site page in full, an external Details link to the stream page at the month', () => {
    const stream = {
      id: 'w',
      name: 'Widget',
      route: '/widget/release-notes/',
      entries: [
        {date: '2025-08-05', id: 'W-2', change: 'A.', appliesTo: ['AKS'], details: '/widget/a', anchor: 'august-2025'},
        {date: '2025-08-01', change: 'B.', appliesTo: [], details: 'https://docs.aws.amazon.com/', anchor: 'august-2025'},
      ],
    };
    const items = feedItems(stream, 'https://docs.example.com/');
    expect(items.map((i) => [i.title, i.link, i.id])).toEqual([
      ['W-2: A.', 'https://docs.example.com/widget/a', 'W-2'],
      ['B.', 'https://docs.example.com/widget/release-notes/#august-2025', undefined],
    ]);
    expect(items[0].date.toISOString()).toBe('2025-08-05T00:00:00.000Z');
  });

  it('order newest first and keep the page order within a day', () => {
    const at = (d: string, n: number) => ({date: new Date(d), n});
    expect(newestFirst([at('2025-01-01', 1), at('2025-03-01', 2), at('2025-01-01', 3)]).map((i) => i.n)).toEqual([2, 1, 3]);
  });
});
