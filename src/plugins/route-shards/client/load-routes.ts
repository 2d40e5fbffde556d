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
import {shards} from '@generated/route-shards/index.js';
import {shardOf} from '../shard-of';

type RouteObject = {routes?: RouteObject[]};
type ShardModule = {chunkNames: Record<string, unknown>; registry: Record<string, unknown>; routes: [number[], RouteObject][]};

const installed = new Set<number>();
const loading = new Map<number, Promise<void>>();
let version = 0;

function parentAt(indexes: number[]): RouteObject {
  let list = routes as RouteObject[];
  let node: RouteObject | undefined;
  for (const index of indexes) {
    node = list[index];
    list = node?.routes ?? [];
  }
  if (!node?.routes) throw new Error(`route-shards: no route group at ${indexes.join('.')}`);
  return node;
}

function install(index: number, shard: ShardModule): void {
  if (installed.has(index)) return;
  // Chunk names and registry first: a route's component looks them up when it is first preloaded or rendered.
  Object.assign(routesChunkNames, shard.chunkNames);
  Object.assign(registry, shard.registry);
  for (const [parent, route] of shard.routes) parentAt(parent).routes!.push(route);
  installed.add(index);
  version += 1;
}

/** Whether the table already holds every route `pathname` could match. */
export function routesReady(pathname: string): boolean {
  return !shards.length || installed.has(shardOf(pathname, shards.length));
}

/**
 * Loads the shard that can hold `pathname`. Returns undefined when there is
 * nothing to wait for (no shards, or that shard is in), so callers stay
 * synchronous in the common case.
 */
export function ensureRoutes(pathname: string): Promise<void> | undefined {
  if (routesReady(pathname)) return undefined;
  const index = shardOf(pathname, shards.length);
  let pending = loading.get(index);
  if (!pending) {
    pending = (shards[index]() as Promise<ShardModule>).then((shard) => install(index, shard));
    loading.set(index, pending);
    // A failed fetch may be retried on the next navigation (chunk-error offers a retry).
    pending.catch(() => loading.delete(index));
  }
  return pending;
}

/** Grows by one each time routes are added, so caches of the table know when to look again. */
export function routesVersion(): number {
  return version;
}
