/**
 * Which shard holds a route: the same function at build time (split-routes.ts)
 * and in the browser (client/load-routes.ts), so a path is looked for in the
 * one shard that can hold it. React Router matches paths case-insensitively
 * and ignores a trailing slash (`strict: false`), so both are normalised away.
 *
 * Shards hold ranges of paths in sorted order, so pages of one section share
 * a shard: the links a page shows (its sidebar neighbours, its child cards,
 * its previous and next pages) mostly lead into the shard the page itself
 * loaded, and prefetching them evaluates few others. The browser needs only
 * the first path of each shard after the first (`starts`): one string per
 * shard, not one per page.
 */

/** The form of a path that every spelling React Router treats as the same route shares. */
export function normalizedRoutePath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // A malformed escape matches no route either way; place the raw text.
  }
  return decoded.toLowerCase().replace(/\/+$/, '');
}

/**
 * The shard whose range holds the path: the number of shard starts at or
 * before it in sorted order. `starts` is sorted; shard 0 begins before them all.
 */
export function shardOf(pathname: string, starts: readonly string[]): number {
  const text = normalizedRoutePath(pathname);
  let low = 0;
  let high = starts.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (starts[middle] <= text) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Cuts the sorted, distinct normalised paths into ranges of about `perShard`:
 * the starts of shards 1 and up. Spellings of one route normalise alike, so
 * they fall in one range.
 */
export function shardStarts(pathnames: readonly string[], perShard: number): string[] {
  const sorted = [...new Set(pathnames.map(normalizedRoutePath))].sort();
  const starts: string[] = [];
  for (let i = perShard; i < sorted.length; i += perShard) starts.push(sorted[i]);
  return starts;
}
