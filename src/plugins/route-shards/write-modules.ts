/**
 * Writes the modules the browser build uses instead of Docusaurus's generated
 * route files: `routes.js` (the skeleton), `registry.js` and
 * `routesChunkNames.js` (mutable objects the shards add to), one
 * `shard-<n>.js` per shard, and `index.js` listing the shards' loaders. The
 * route and registry code keeps the shape Docusaurus's codegen gives it.
 */
import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {Registry, RouteEntry} from './read-generated';
import type {SplitRoutes} from './split-routes';

const CREATOR_IMPORT = "import ComponentCreator from '@docusaurus/ComponentCreator';";

export function routeCode(route: RouteEntry): string {
  const parts = [`path: ${JSON.stringify(route.path)}`, `component: ComponentCreator(${route.creator.map((a) => JSON.stringify(a)).join(', ')})`];
  if (route.exact) parts.push('exact: true');
  if (route.routes) parts.push(`routes: [${route.routes.map(routeCode).join(',\n')}]`);
  for (const [key, value] of Object.entries(route.attributes)) parts.push(`${JSON.stringify(key)}: ${JSON.stringify(value)}`);
  return `{${parts.join(', ')}}`;
}

/** Registry entries as Docusaurus writes them: the module path is already escaped for a string literal. */
export function registryCode(registry: Registry): string {
  const entries = Object.entries(registry).map(
    ([name, modulePath]) =>
      `  ${JSON.stringify(name)}: [() => import(/* webpackChunkName: "${name}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")]`,
  );
  return `{\n${entries.join(',\n')}\n}`;
}

/** The chunk name of shard n, so its file is recognisable in build/assets/js. */
export const shardChunkName = (index: number) => `route-shard-${index}`;

export type WrittenModules = {routes: string; registry: string; chunkNames: string; index: string; emptyIndex: string};

/** Writes the modules into outDir (emptied first) and returns their paths. */
export function writeShardModules(split: SplitRoutes, outDir: string): WrittenModules {
  rmSync(outDir, {recursive: true, force: true});
  mkdirSync(outDir, {recursive: true});
  const file = (name: string, code: string) => {
    writeFileSync(path.join(outDir, name), code);
    return path.join(outDir, name);
  };
  split.shards.forEach((shard, index) => {
    const routes = shard.routes.map(({parent, route}) => `[${JSON.stringify(parent)}, ${routeCode(route)}]`);
    file(
      `shard-${index}.js`,
      `${CREATOR_IMPORT}\nexport const chunkNames = ${JSON.stringify(shard.chunkNames)};\nexport const registry = ${registryCode(shard.registry)};\nexport const routes = [\n${routes.join(',\n')}\n];\n`,
    );
  });
  const loaders = split.shards.map(
    (_shard, index) => `  () => import(/* webpackChunkName: "${shardChunkName(index)}" */ './shard-${index}.js')`,
  );
  return {
    routes: file('routes.js', `${CREATOR_IMPORT}\nexport default [\n${split.skeleton.map(routeCode).join(',\n')}\n];\n`),
    registry: file('registry.js', `export default ${registryCode(split.registry)};\n`),
    chunkNames: file('routesChunkNames.js', `export default ${JSON.stringify(split.chunkNames)};\n`),
    index: file('index.js', `export const shards = [\n${loaders.join(',\n')}\n];\nexport const starts = ${JSON.stringify(split.starts)};\n`),
    emptyIndex: file('empty-index.js', EMPTY_INDEX),
  };
}

const EMPTY_INDEX = '// No shards: the route table is whole (server bundle, `docusaurus start`).\nexport const shards = [];\nexport const starts = [];\n';

/** For `docusaurus start`: an index with no shards, so the client code finds nothing to load. */
export function writeEmptyIndex(outDir: string): void {
  rmSync(outDir, {recursive: true, force: true});
  mkdirSync(outDir, {recursive: true});
  writeFileSync(path.join(outDir, 'index.js'), EMPTY_INDEX);
}
