/**
 * Which shard holds a route: the same function at build time (split-routes.ts)
 * and in the browser (client/load-routes.ts), so a path is looked for in the
 * one shard that can hold it. React Router matches paths case-insensitively
 * and ignores a trailing slash (`strict: false`), so both are normalised away.
 */

/** The form of a path that every spelling React Router treats as the same route shares. */
export function normalizedRoutePath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // A malformed escape matches no route either way; hash the raw text.
  }
  return decoded.toLowerCase().replace(/\/+$/, '');
}

/** FNV-1a over the normalised path, reduced to a shard index in [0, count). */
export function shardOf(pathname: string, count: number): number {
  const text = normalizedRoutePath(pathname);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % count;
}
