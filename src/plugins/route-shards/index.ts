/**
 * The route table in shards. Docusaurus puts every route, its chunk names and
 * its registry entry in main.js, so the JavaScript of a first visit grows with
 * the page count. In the production browser build this plugin keeps only the
 * routes around the docs in main.js (the skeleton) and moves each doc route,
 * with its chunk names and registry entries, into one of several small shard
 * chunks, loaded when a path in it is first preloaded (before hydration and
 * before each navigation) or prefetched. A shard holds a range of paths in
 * sorted order, so a page and the pages it links to mostly share one. Chunk files are named by id, not
 * name, so webpack's runtime holds no per-page map of names either.
 *
 * - read-generated.ts   .docusaurus/routes.js, registry.js, routesChunkNames.json → data
 * - split-routes.ts     skeleton and shards
 * - shard-of.ts         which shard holds a path (build and browser)
 * - write-modules.ts    the modules that replace the generated ones
 * - client/             loading a shard; the preload that waits for it
 *
 * The server bundle and `docusaurus start` keep the whole table. Couplings
 * to Docusaurus internals are listed in UPGRADING.md.
 */
import path from 'node:path';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import {moduleFilePattern} from '../module-file';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {validateOptions, type RouteShardsOptions} from './options';
import {readGeneratedRoutes} from './read-generated';
import {splitRoutes} from './split-routes';
import {writeEmptyIndex, writeShardModules, type WrittenModules} from './write-modules';

const require = createRequire(import.meta.url);
const HERE = path.dirname(fileURLToPath(import.meta.url));
const PRELOAD = path.join(HERE, 'client/preload.ts');
/** Docusaurus's own preload, which clientEntry.js and docusaurus.js import as './preload'. */
const CORE_PRELOAD = require.resolve('@docusaurus/core/lib/client/preload.js');
/** The browser build's lazily loaded chunks, named by id and content hash only. */
export const CHUNK_FILENAME = 'assets/js/[id].[contenthash:8].js';

export type {RouteShardsOptions};

function routeShardsPlugin(context: LoadContext, options: RouteShardsOptions): Plugin {
  const outDir = path.join(context.generatedFilesDir, 'route-shards');
  // configureWebpack runs for the browser and the server config of one build; the modules are written once.
  let written: WrittenModules | undefined;
  return {
    name: 'route-shards',
    configureWebpack(config, isServer, utils) {
      if (config.mode !== 'production') {
        // `docusaurus start` regenerates routes.js on every change without calling this again: keep the whole table.
        writeEmptyIndex(outDir);
        return {};
      }
      written ??= writeShardModules(splitRoutes(readGeneratedRoutes(context.generatedFilesDir), options.routesPerShard, context.baseUrl), outDir);
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      if (isServer) {
        // Server rendering needs every route at once; its bundle keeps Docusaurus's table and loads no shard.
        return {plugins: [new NormalModuleReplacementPlugin(/^@generated\/route-shards\/index\.js$/, written.emptyIndex)]};
      }
      return {
        // Docusaurus names chunk files `[name].[contenthash]`, so webpack's runtime, which every first visit loads,
        // carries a map from each chunk's id to its name beside the map of hashes: one entry per doc page. Files named
        // by id need only the hashes (13 KB less at 626 pages, and a fifth of the growth with the page count).
        output: {chunkFilename: CHUNK_FILENAME},
        plugins: [
          new NormalModuleReplacementPlugin(/^@generated\/routes$/, written.routes),
          new NormalModuleReplacementPlugin(/^@generated\/registry$/, written.registry),
          new NormalModuleReplacementPlugin(/^@generated\/routesChunkNames$/, written.chunkNames),
          new NormalModuleReplacementPlugin(moduleFilePattern(CORE_PRELOAD), PRELOAD),
        ],
      };
    },
  };
}

// A plugin given as a function carries its validator as a property, where Docusaurus looks for it.
export default Object.assign(routeShardsPlugin, {validateOptions}) as unknown as PluginModule<unknown> & typeof routeShardsPlugin;
