/**
 * Docusaurus prefetches the code and data of every internal link that scrolls
 * into view: `Link` calls `window.docusaurus.prefetch(path)`. The stock
 * function (core/lib/client/docusaurus.js) suits small sites. For each link it
 * scans the chunk list of every route with a regular expression, asks webpack
 * for each chunk's file name (a runtime function that rebuilds its maps of
 * all 700 chunks on every call), and appends a `<link rel="prefetch">` for each
 * file, even one already requested for an earlier link. On
 * /ocean/features/headroom on a phone that was 488 elements for 27 files,
 * all on the main thread just after hydration.
 *
 * This module swaps in the same policy, computed once: the same connection
 * rule (nothing on save-data or 2g), the same routes and chunks, each file
 * requested once, the links appended in idle time. `preload` (on hover or
 * touch) is Docusaurus's own.
 */
import {matchRoutes} from 'react-router-config';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import {ensureRoutes, loadedRouteChain, routesReady, routesVersion} from '../plugins/route-shards/client/load-routes';
import {isConstrainedConnection} from './connection';

/** Webpack's runtime helper Docusaurus registers (ChunkAssetPlugin): a chunk name to its file's URL. */
declare const __webpack_require__: {gca: (chunkName: string) => string | undefined};

type Docusaurus = {prefetch: (routePath: string) => unknown; preload: (routePath: string) => unknown};

/** Every chunk name in a route's (nested) chunk map. */
function chunkNames(tree: unknown, out: string[]): string[] {
  if (typeof tree === 'string') out.push(tree);
  else if (tree && typeof tree === 'object') for (const value of Object.values(tree)) chunkNames(value, out);
  return out;
}

const chunksByRoute = new Map<string, string[]>();
const indexedKeys = new Set<string>();
let indexedVersion = -1;

/** Chunk names per route path; the generated keys end in `-<hash>`, as Docusaurus's own lookup assumes. */
function chunksOf(routePath: string): string[] {
  // A route shard has added routes (src/plugins/route-shards): index the new keys only.
  if (indexedVersion !== routesVersion()) {
    indexedVersion = routesVersion();
    for (const [key, chunks] of Object.entries(routesChunkNames)) {
      if (indexedKeys.has(key)) continue;
      indexedKeys.add(key);
      const path = key.replace(/-[^-]+$/, '');
      chunksByRoute.set(path, chunkNames(chunks, chunksByRoute.get(path) ?? []));
    }
  }
  return chunksByRoute.get(routePath) ?? [];
}

const prefetchedRoutes = new Set<string>();
const fileOfChunk = new Map<string, string | null>();
const prefetchedFiles = new Set<string>();

export function prefetchRoute(routePath: string): boolean {
  if (isConstrainedConnection() || prefetchedRoutes.has(routePath)) return false;
  prefetchedRoutes.add(routePath);
  if (routesReady(routePath)) whenIdle(() => queueRouteChunks(routePath));
  else {
    // The route's shard first (src/plugins/route-shards), in idle time like the links.
    whenIdle(() => {
      const pending = ensureRoutes(routePath);
      if (!pending) queueRouteChunks(routePath);
      // The shard's promise settles in the task that evaluated it; matching its routes waits for another idle moment
      // so that task stays short. A shard that failed to load may be tried again by a later link.
      else pending.then(() => whenIdle(() => queueRouteChunks(routePath)), () => prefetchedRoutes.delete(routePath));
    });
  }
  return true;
}

function queueRouteChunks(routePath: string): void {
  const wasEmpty = queued.length === 0;
  const chain = loadedRouteChain(routePath) ?? matchRoutes(routes, routePath).map((match) => match.route);
  for (const route of chain) queued.push(...chunksOf(route.path ?? ''));
  if (wasEmpty && queued.length) whenIdle(appendQueued);
}

/** A chunk's file through webpack's `gca`, looked up once per chunk, inside the time slices. */
function fileOf(chunk: string): string | null {
  let file = fileOfChunk.get(chunk);
  if (file === undefined) {
    const asset = __webpack_require__.gca(chunk);
    // Webpack may have merged the chunk into another one; Docusaurus skips those the same way.
    file = asset && !asset.includes('undefined') ? asset : null;
    fileOfChunk.set(chunk, file);
  }
  return file;
}

/**
 * Appending a prefetch link starts its request on the main thread: about
 * 3 ms a link unthrottled in our CPU profiles, so the 25 links of a page
 * coming into view at hydration made one task of 70–110 ms. Chunks are
 * resolved to files and their links appended in slices of a few
 * milliseconds, when the browser is idle.
 */
const SLICE_MS = 8;
/** Chunk names waiting for their link. */
const queued: string[] = [];

function appendQueued(): void {
  const start = performance.now();
  while (queued.length && performance.now() - start < SLICE_MS) {
    const file = fileOf(queued.shift()!);
    if (!file || prefetchedFiles.has(file)) continue;
    prefetchedFiles.add(file);
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = file;
    document.head.appendChild(link);
  }
  if (queued.length) whenIdle(appendQueued);
}

function whenIdle(callback: () => void): void {
  // Safari has no requestIdleCallback.
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback);
  else setTimeout(callback, 1);
}

/**
 * Installed at the first route update: `window.docusaurus` is assigned after
 * client modules are evaluated, and this lifecycle runs in a layout effect,
 * before any link's IntersectionObserver can report.
 */
export function onRouteDidUpdate(): void {
  const host = window as unknown as {docusaurus?: Docusaurus};
  // Docusaurus freezes its object, so the replacement is a copy with this prefetch.
  if (host.docusaurus && host.docusaurus.prefetch !== prefetchRoute) host.docusaurus = Object.freeze({...host.docusaurus, prefetch: prefetchRoute});
}
