import {describe, expect, it} from 'vitest';
import {routes} from '../../../src/data/page-tree';
import {RELEVANCE_QUERIES} from './search-queries';
import {HELD_OUT_SETS} from './search-queries-held-out';

const sets = [{name: 'benchmark', queries: RELEVANCE_QUERIES}, ...HELD_OUT_SETS];
const known = new Set(routes);

describe('relevance queries', () => {
  it.each(sets)('$name: every accepted page is a page of the site', ({queries}) => {
    const unknown = queries.flatMap((query) => query.accept.filter((url) => !known.has(url)).map((url) => `${query.query} → ${url}`));
    expect(unknown).toEqual([]);
  });

  it('no held-out query repeats a benchmark query, so its score says something new', () => {
    const benchmark = new Set(RELEVANCE_QUERIES.map((query) => query.query.toLowerCase()));
    const repeated = HELD_OUT_SETS.flatMap((set) => set.queries.filter((query) => benchmark.has(query.query.toLowerCase())));
    expect(repeated).toEqual([]);
  });
});
