/**
 * The site's search, in one folder: docusaurus-lunr-search (the spec's
 * search) with its build step and browser side replaced.
 *
 * - indexer/ what `docusaurus build` runs: finds each route's HTML file,
 *            turns it into a page document and one per section
 *            (html-to-docs.ts), writes one compact documents file.
 * - client/  the browser side: lunr index built in a Web Worker, the engine
 *            (query concepts and synonyms, typo correction, snippets) and the
 *            state the components share.
 * - theme/   the components this plugin ships: the navbar's SearchBar (an
 *            ARIA combobox whose options are links), the /search results
 *            page and the word highlighter on the destination page.
 *
 * The stock plugin writes a serialised lunr index next to the documents, and
 * its search bar downloads and parses both on every page view. Here the
 * browser builds the index from one documents file after the page has
 * loaded. The file name carries a hash of everything the documents are made
 * from (sources and the lockfile), so it can be cached forever.
 */
import {createHash} from 'node:crypto';
import {readdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import {dirname, join, relative} from 'node:path';
import {fileURLToPath} from 'node:url';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import type {SearchDoc, SearchFile} from './client/types';
import {searchDocFileName} from './client/files';
import {sectionOf} from '../../data/page-tree';
import {extractDocs, type ExtractedDoc} from './indexer/extract';
import {pagesToIndex} from './indexer/route-files';
import {validateOptions, type SearchPluginOptions} from './options';
import {SEARCH_PLUGIN_NAME, type SearchGlobalData} from './plugin-data';

export type {SearchPluginOptions, SearchGlobalData};
export {SEARCH_PLUGIN_NAME};

// Docusaurus has validated the options and filled in the defaults (options.ts) before it calls this.
function searchPlugin(context: LoadContext, options: SearchPluginOptions): Plugin {
  const fileName = searchDocFileName(sourceHash(context.siteDir, options.sources));
  const isBuild = process.env.NODE_ENV === 'production';

  return {
    name: SEARCH_PLUGIN_NAME,
    getThemePath: () => join(dirname(fileURLToPath(import.meta.url)), 'theme'),
    async contentLoaded({actions}) {
      actions.setGlobalData({searchDoc: fileName, available: isBuild} satisfies SearchGlobalData);
      actions.addRoute({path: `${context.baseUrl}search`, component: '@theme/SearchPage', exact: true});
    },
    async postBuild({routesPaths, outDir, baseUrl}) {
      const pages = pagesToIndex(outDir, baseUrl, routesPaths, options.excludeRoutes);
      if (pages.length === 0) throw new Error('search: no built page was found to index');
      const searchFile: SearchFile = {
        searchDocs: toSearchDocs(extractDocs(pages)),
        options: {maxHits: options.maxHits, highlightResult: options.highlightResult},
      };
      writeFileSync(join(outDir, fileName), JSON.stringify(searchFile));
    },
  };
}

export function toSearchDocs(perFile: ExtractedDoc[][]): SearchDoc[] {
  return perFile.flat().map((doc) => ({
    url: doc.url,
    title: doc.title,
    subcategory: sectionOf(doc.url),
    text: doc.content,
  }));
}

// A plugin given as a function carries its validator as a property, where Docusaurus looks for it.
// PluginModule types validateOptions generically; this one knows its own options.
export default Object.assign(searchPlugin, {validateOptions}) as unknown as PluginModule<unknown> & typeof searchPlugin;

function sourceHash(siteDir: string, sources: string[]): string {
  const hash = createHash('sha256');
  const visit = (path: string) => {
    if (statSync(path).isDirectory()) {
      for (const entry of readdirSync(path).sort()) visit(join(path, entry));
    } else {
      hash.update(relative(siteDir, path));
      hash.update(readFileSync(path));
    }
  };
  for (const source of sources) visit(join(siteDir, source));
  return hash.digest('hex').slice(0, 12);
}
