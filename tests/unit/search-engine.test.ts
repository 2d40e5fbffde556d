import {describe, expect, it} from 'vitest';
import {buildIndex, queryWords, search, MAX_QUERY_TERMS} from '../../src/plugins/search/client/engine';
import {isSearchFile, type SearchDoc} from '../../src/plugins/search/client/types';

const docs: SearchDoc[] = [
  {url: '/ocean/features/headroom', title: 'Headroom', pageTitle: 'Headroom', subcategory: 'Ocean', text: ''},
  {url: '/ocean/features/headroom#how-it-works', title: 'How headroom works', pageTitle: 'Headroom', subcategory: 'Ocean', text: 'Ocean keeps spare capacity ready so pods schedule at once.'},
  {url: '/ocean/features/scaling#buffers', title: 'Buffers', pageTitle: 'Scaling', subcategory: 'Ocean', text: 'A buffer is like headroom: extra capacity that the autoscaler keeps for bursts of pods.'},
  {url: '/elastigroup/features/compute/autohealing', title: 'Autohealing', pageTitle: 'Autohealing', subcategory: 'Elastigroup', text: 'Replaces unhealthy instances automatically.'},
];
const index = buildIndex(docs);

describe('queryWords', () => {
  it('reads lunr syntax as plain words', () => {
    // cspell:disable-next-line -- lunr syntax stripped into run-together words is the point
    expect(queryWords('title:ocean spot~2 ocean^10 +pods -spark roll*')).toEqual(['titleocean', 'spot2', 'ocean10', 'pods', 'spark', 'roll']);
  });
  it('drops blanks and repeated words and caps the number of words', () => {
    expect(queryWords('   ')).toEqual([]);
    expect(queryWords('a a a')).toEqual(['a']);
    expect(queryWords(Array.from({length: 50}, (_, i) => `w${i}`).join(' '))).toHaveLength(MAX_QUERY_TERMS);
  });
});

describe('search', () => {
  it('puts the page whose title matches before pages that mention the word in the body', () => {
    const urls = search(index, docs, 'headroom', 8).hits.map((hit) => hit.url);
    expect(urls[0]).toBe('/ocean/features/headroom');
    expect(urls.indexOf('/ocean/features/scaling#buffers')).toBeGreaterThan(urls.indexOf('/ocean/features/headroom#how-it-works'));
  });

  it('matches a word while it is still being typed', () => {
    expect(search(index, docs, 'autoheal', 8).hits[0]?.url).toBe('/elastigroup/features/compute/autohealing');
  });

  it('marks the matched words in the title and snippet and names the word to highlight', () => {
    const hit = search(index, docs, 'capacity', 8).hits[0];
    expect(hit.snippet.filter((s) => s.match).map((s) => s.text)).toContain('capacity');
    expect(hit.word).toBe('capacity');
  });

  it('respects the limit and reports the total', () => {
    const outcome = search(index, docs, 'headroom', 1);
    expect(outcome.hits).toHaveLength(1);
    expect(outcome.total).toBe(3);
  });

  // cspell:disable-next-line -- right-to-left input (Arabic) is part of the test
  it.each(['', '   ', '*', '~', ':', '^', '+', '-', '"', '[]', '()', 'x'.repeat(2000), '🚀', 'ابحث', 'a:b*c~d^e+f-g', 'the of and'])(
    'never throws for %j',
    (query) => {
      expect(() => search(index, docs, query, 8)).not.toThrow();
    },
  );
});

describe('isSearchFile', () => {
  it('accepts the shape the build writes and rejects anything else', () => {
    expect(isSearchFile({searchDocs: docs, options: {maxHits: 8, highlightResult: true}})).toBe(true);
    expect(isSearchFile({searchDocs: [{url: 1}], options: {maxHits: 8}})).toBe(false);
    expect(isSearchFile([])).toBe(false);
    expect(isSearchFile(null)).toBe(false);
  });
});
