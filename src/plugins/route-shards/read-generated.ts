/**
 * Reads the route table Docusaurus 3.9.2 generates (`.docusaurus/routes.js`,
 * `registry.js`, `routesChunkNames.json`) back into data. routes.js is
 * evaluated with a stand-in ComponentCreator that records its arguments;
 * registry.js has one entry per line in a fixed shape. The shapes are pinned by
 * read-generated.node.test.ts, which parses what the installed Docusaurus's own
 * codegen writes. See UPGRADING.md.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

/** A route as routes.js declares it; `creator` holds the ComponentCreator arguments. */
export type RouteEntry = {
  path: string;
  creator: string[];
  exact?: boolean;
  routes?: RouteEntry[];
  /** Other keys a plugin gave the route (the docs plugin's `sidebar`), kept as they are. */
  attributes: Record<string, unknown>;
};

/** A registry entry: the module path as it is written in the generated string literal. */
export type Registry = Record<string, string>;
export type ChunkNames = Record<string, unknown>;
export type GeneratedRoutes = {routes: RouteEntry[]; registry: Registry; chunkNames: ChunkNames};

const CREATOR_MARK = Symbol('ComponentCreator');

function toEntry(raw: Record<string, unknown>): RouteEntry {
  const {path: routePath, component, exact, routes, ...attributes} = raw;
  const creator = (component as {[CREATOR_MARK]?: string[]} | undefined)?.[CREATOR_MARK];
  if (typeof routePath !== 'string' || !creator) {
    throw new Error(`route-shards: a route in routes.js has no path or no ComponentCreator call: ${JSON.stringify(raw)}`);
  }
  return {
    path: routePath,
    creator,
    ...(exact === true ? {exact: true} : {}),
    ...(Array.isArray(routes) ? {routes: routes.map((r) => toEntry(r as Record<string, unknown>))} : {}),
    attributes,
  };
}

/** routes.js source → its route tree. */
export function parseRoutes(source: string): RouteEntry[] {
  const body = source.replace(/^import\s.*$/gm, '').replace(/^export default\s*/m, 'module.exports = ');
  const sandbox = {
    module: {exports: undefined as unknown},
    ComponentCreator: (...args: string[]) => ({[CREATOR_MARK]: args}),
  };
  vm.runInNewContext(body, sandbox);
  if (!Array.isArray(sandbox.module.exports)) throw new Error('route-shards: routes.js did not export an array of routes');
  return (sandbox.module.exports as Record<string, unknown>[]).map(toEntry);
}

const REGISTRY_LINE = /^\s*"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ "((?:[^"\\]|\\.)*)"\), "\2", require\.resolveWeak\("\2"\)\],$/;

/** registry.js source → chunk name to module path. */
export function parseRegistry(source: string): Registry {
  const registry: Registry = {};
  const body = source.replace(/^export default \{\n/, '').replace(/\};\s*$/, '');
  if (body === source) throw new Error('route-shards: registry.js is not `export default { … };`');
  for (const line of body.split('\n')) {
    if (!line.trim()) continue;
    const match = REGISTRY_LINE.exec(line);
    if (!match) throw new Error(`route-shards: a line of registry.js has an unknown shape: ${line.slice(0, 200)}`);
    registry[match[1]] = match[2];
  }
  return registry;
}

/** The three generated files of a build. */
export function readGeneratedRoutes(generatedFilesDir: string): GeneratedRoutes {
  const read = (file: string) => readFileSync(path.join(generatedFilesDir, file), 'utf8');
  return {
    routes: parseRoutes(read('routes.js')),
    registry: parseRegistry(read('registry.js')),
    chunkNames: JSON.parse(read('routesChunkNames.json')) as ChunkNames,
  };
}
