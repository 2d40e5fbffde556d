/**
 * Puts a shard's routes back into the route table before anything matches a
 * path in it. The objects are the ones Docusaurus's client imports: in the
 * production browser build `@generated/routes`, `@generated/registry` and
 * `@generated/routesChunkNames` are the skeleton modules route-shards writes,
 * so adding to them here is what ComponentCreator, the router and prefetching
 * see. Without shards (the server bundle, `docusaurus start`) nothing loads.
 */
import routes from '@generated/routes';
import registry from '@generated/registry';
import routesChunkNames from '@generated/routesChunkNames';
import {shards, starts} from '@generated/route-shards/index.js';
import {normalizedRoutePath, shardOf} from '../shard-of';

type RouteObject = {path?: string; routes?: RouteObject[]};
type ShardModule = {chunkNames: Record<string, unknown>; registry: Record<string, unknown>; routes: [number[], RouteObject][]};

const installed = new Set<number>();
const loading = new Map<number, Promise<void>>();
let version = 0;

/** Each sharded route with the route groups above it, by normalised path: what matching would find, without matching. */
const chains = new Map<string, RouteObject[]>();

/** The route groups from the top of the table down to the one at `indexes`. */
function groupsAt(indexes: number[]): RouteObject[] {
  const groups: RouteObject[] = [];
  let list = routes as RouteObject[];
  for (const index of indexes) {
    const node = list[index];
    if (!node?.routes) throw new Error(`route-shards: no route group at ${indexes.join('.')}`);
    groups.push(node);
    list = node.routes;
  }
  return groups;
}

function install(index: number, shard: ShardModule): void {
  if (installed.has(index)) return;
  // Chunk names and registry first: a route's component looks them up when it is first preloaded or rendered.
  Object.assign(routesChunkNames, shard.chunkNames);
  Object.assign(registry, shard.registry);
  for (const [parent, route] of shard.routes) {
    const groups = groupsAt(parent);
    groups[groups.length - 1].routes!.push(route);
    chains.set(normalizedRoutePath(route.path ?? ''), [...groups, route]);
  }
  installed.add(index);
  version += 1;
}

/** Whether the table already holds every route `pathname` could match. */
export function routesReady(pathname: string): boolean {
  return !shards.length || installed.has(shardOf(pathname, starts));
}

/**
 * Loads the shard that can hold `pathname`. Returns undefined when there is
 * nothing to wait for (no shards, or that shard is in), so callers stay
 * synchronous in the common case.
 */
export function ensureRoutes(pathname: string): Promise<void> | undefined {
  if (routesReady(pathname)) return undefined;
  const index = shardOf(pathname, starts);
  let pending = loading.get(index);
  if (!pending) {
    pending = (shards[index]() as Promise<ShardModule>).then((shard) => install(index, shard));
    loading.set(index, pending);
    // A failed fetch may be retried on the next navigation (chunk-error offers a retry).
    pending.catch(() => loading.delete(index));
  }
  return pending;
}

/**
 * The routes a path renders, from the top group down, when the path is one of
 * the sharded routes already loaded; undefined otherwise. Matching the whole
 * table (react-router-config's matchRoutes) tests every route before the
 * one found, and the loaded shards' routes come last: on a page whose links
 * loaded several shards that was 10–60 ms a link on a phone.
 */
export function loadedRouteChain(pathname: string): readonly RouteObject[] | undefined {
  return chains.get(normalizedRoutePath(pathname));
}

/** Grows by one each time routes are added, so caches of the table know when to look again. */
export function routesVersion(): number {
  return version;
}
