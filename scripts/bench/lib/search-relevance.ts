/**
 * Scores the search engine on the relevance queries: for each query, whether
 * an accepted page is the first result (hit@1) or among the first three
 * results (hit@3), counted on the results as the search box lists them (a
 * section counts for its page). Shared by `npm run bench:search` and the
 * relevance test.
 */
import {search, type SearchIndex} from '../../../src/plugins/search/client/engine';
import {RELEVANCE_QUERIES, type QueryKind, type RelevanceQuery} from './search-queries';

export type KindScore = {kind: QueryKind; queries: number; hit1: number; hit3: number};
export type Miss = {query: RelevanceQuery; got: string[]};

const pageOf = (url: string) => url.split('#')[0];

export function topPages(index: SearchIndex, query: string, n: number): string[] {
  return search(index, query, n).hits.map((hit) => pageOf(hit.url));
}

export function scoreRelevance(index: SearchIndex, queries: readonly RelevanceQuery[] = RELEVANCE_QUERIES): {
  kinds: KindScore[];
  misses: Miss[];
} {
  const kinds = new Map<QueryKind, KindScore>();
  const misses: Miss[] = [];
  for (const query of queries) {
    const top = topPages(index, query.query, 3);
    const score = kinds.get(query.kind) ?? {kind: query.kind, queries: 0, hit1: 0, hit3: 0};
    kinds.set(query.kind, score);
    score.queries += 1;
    if (query.accept.includes(top[0])) score.hit1 += 1;
    if (top.some((page) => query.accept.includes(page))) score.hit3 += 1;
    else misses.push({query, got: top});
  }
  return {kinds: [...kinds.values()], misses};
}

export const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;
