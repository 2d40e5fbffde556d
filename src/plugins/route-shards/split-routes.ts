/**
 * Splits the route table into what main.js keeps (the skeleton) and shards.
 * A route group is sharded when every child is a plain leaf: exact, no
 * children, a static path. Such children cannot shadow one another, so the
 * browser may add them back in any order (client/load-routes.ts). Everything
 * else — top-level pages, layouts, the 404 route — stays in the skeleton, with
 * the chunk names and registry entries its routes use. So does the home page
 * (the route at the base URL): theme-common's useHomePageRoute looks for it in
 * the table on every page, for the breadcrumbs' home link.
 */
import type {ChunkNames, GeneratedRoutes, Registry, RouteEntry} from './read-generated';
import {shardOf, shardStarts} from './shard-of';

/** A leaf to put back: the indexes of its parent in the skeleton, and the route. */
export type ShardRoute = {parent: number[]; route: RouteEntry};
export type Shard = {routes: ShardRoute[]; chunkNames: ChunkNames; registry: Registry};
export type SplitRoutes = {skeleton: RouteEntry[]; chunkNames: ChunkNames; registry: Registry; shards: Shard[]; starts: string[]};

const isPlainLeaf = (route: RouteEntry) => route.exact === true && !route.routes && !/[:*(?]/.test(route.path);

/** The key Docusaurus gives a route in routesChunkNames: `<path>-<hash>`. */
const chunkKey = (route: RouteEntry) => `${route.creator[0]}-${route.creator[1]}`;

function chunkNamesIn(tree: unknown, out: Set<string>): Set<string> {
  if (typeof tree === 'string') out.add(tree);
  else if (tree && typeof tree === 'object') for (const value of Object.values(tree)) chunkNamesIn(value, out);
  return out;
}

/** The chunk names and registry entries of some routes (no children followed). */
function chunksFor(routes: RouteEntry[], generated: GeneratedRoutes): {chunkNames: ChunkNames; registry: Registry} {
  const chunkNames: ChunkNames = {};
  const registry: Registry = {};
  for (const route of routes) {
    const key = chunkKey(route);
    if (!(key in generated.chunkNames)) continue; // ComponentCreator('*'): the 404 route has none.
    chunkNames[key] = generated.chunkNames[key];
    for (const name of chunkNamesIn(generated.chunkNames[key], new Set())) {
      if (name in generated.registry) registry[name] = generated.registry[name];
    }
  }
  return {chunkNames, registry};
}

export function splitRoutes(generated: GeneratedRoutes, routesPerShard: number, baseUrl = '/'): SplitRoutes {
  const staysInSkeleton = (route: RouteEntry) => route.path === baseUrl;
  const leaves: ShardRoute[] = [];
  const kept: RouteEntry[] = [];
  const prune = (routes: RouteEntry[], parentIndexes: number[] | null): RouteEntry[] =>
    routes.map((route, index) => {
      kept.push(route);
      if (!route.routes) return route;
      const indexes = parentIndexes ? [...parentIndexes, index] : [index];
      if (route.routes.length && route.routes.every(isPlainLeaf)) {
        const stay = route.routes.filter(staysInSkeleton);
        kept.push(...stay);
        for (const leaf of route.routes) if (!staysInSkeleton(leaf)) leaves.push({parent: indexes, route: leaf});
        return {...route, routes: stay};
      }
      return {...route, routes: prune(route.routes, indexes)};
    });
  const skeleton = prune(generated.routes, null);
  const starts = shardStarts(leaves.map((leaf) => leaf.route.path), routesPerShard);
  const grouped: ShardRoute[][] = Array.from({length: leaves.length ? starts.length + 1 : 0}, () => []);
  for (const leaf of leaves) grouped[shardOf(leaf.route.path, starts)].push(leaf);
  return {
    skeleton,
    starts,
    ...chunksFor(kept, generated),
    shards: grouped.map((routes) => ({routes, ...chunksFor(routes.map((r) => r.route), generated)})),
  };
}
