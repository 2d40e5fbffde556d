/**
 * The site's search plugin: docusaurus-lunr-search (the spec's search) with
 * its build step replaced.
 *
 * The stock plugin writes a serialised lunr index (with word positions) next
 * to the documents, twice over, and its search bar downloads and parses both
 * on every page view. This plugin keeps the stock plugin's name, theme path
 * (its page highlighter) and document extraction, and writes one compact
 * file of search documents; the browser builds the index from it in a worker
 * (src/search). The file name carries a hash of everything the documents are
 * made from, so it changes exactly when the index may change and can be
 * cached forever.
 */
import {createHash} from 'node:crypto';
import {readdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join, relative} from 'node:path';
import {Worker} from 'node:worker_threads';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {SearchDoc, SearchFile} from '../../search/types';
import {sectionOfRoute} from '../../data/routes';
import {searchDocFileName} from '../../search/files';

const require = createRequire(__filename);

export type SearchPluginOptions = {
  maxHits: number;
  highlightResult: boolean;
  excludeRoutes: string[];
  /** Folders (relative to the site) whose files the documents are made from. */
  sources: string[];
};

/** What the stock extractor posts for each page or section. */
type ExtractedDoc = {
  title: string;
  type: 0 | 1;
  pageTitle?: string;
  url: string;
  content: string;
};

type StockPlugin = Plugin<unknown> & {getThemePath: () => string};

// Docusaurus hands plugins their options untyped; docusaurus.config.ts checks them with `satisfies`.
export default function searchPlugin(context: LoadContext, pluginOptions: unknown): Plugin {
  const options = pluginOptions as SearchPluginOptions;
  const stockFactory = require('docusaurus-lunr-search') as (context: LoadContext, options: object) => StockPlugin;
  const stock = stockFactory(context, {...options, indexBaseUrl: true});
  const fileName = searchDocFileName(sourceHash(context.siteDir, options.sources));

  return {
    name: stock.name,
    getThemePath: stock.getThemePath,
    async contentLoaded({actions}) {
      actions.setGlobalData({fileNames: {searchDoc: fileName}});
    },
    async postBuild({routesPaths, outDir, baseUrl}) {
      const {getFilePaths} = require('docusaurus-lunr-search/src/utils') as {
        getFilePaths: (routes: string[], outDir: string, baseUrl: string, options: object) => [PageFile[], unknown];
      };
      const [files] = getFilePaths(routesPaths, outDir, baseUrl, {
        excludeRoutes: options.excludeRoutes,
        indexBaseUrl: true,
      });
      const extracted = await extractDocs(files);
      const searchFile: SearchFile = {
        searchDocs: toSearchDocs(extracted),
        options: {maxHits: options.maxHits, highlightResult: options.highlightResult},
      };
      writeFileSync(join(outDir, fileName), JSON.stringify(searchFile));
    },
  };
}

type PageFile = {path: string; url: string};

/** Runs the stock plugin's HTML-to-document extractor over every page, two threads at a time. */
async function extractDocs(files: PageFile[]): Promise<ExtractedDoc[][]> {
  const workerPath = require.resolve('docusaurus-lunr-search/src/html-to-doc.js');
  const perFile: ExtractedDoc[][] = files.map(() => []);
  let next = 0;
  const runWorker = () =>
    new Promise<void>((resolve, reject) => {
      const worker = new Worker(workerPath, {workerData: {loadedVersions: null}});
      let current = -1;
      const feed = () => {
        current = next < files.length ? next++ : -1;
        worker.postMessage(current === -1 ? null : files[current]);
      };
      worker.on('message', ([isDoc, payload]: [boolean | null, ExtractedDoc | number]) => {
        if (isDoc) perFile[current].push(payload as ExtractedDoc);
        else feed();
      });
      worker.on('error', reject);
      worker.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`search extractor exited with ${code}`))));
      feed();
    });
  await Promise.all([runWorker(), runWorker()]);
  return perFile;
}

/** Plain text (the extractor HTML-escapes it), without the zero-width spaces heading anchors add. */
function plain(text: string): string {
  return text
    .replace(/\u200b/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .trim();
}

export function toSearchDocs(perFile: ExtractedDoc[][]): SearchDoc[] {
  return perFile.flat().map((doc) => {
    const pageTitle = plain(doc.type === 0 ? doc.title : (doc.pageTitle ?? doc.title));
    return {
      url: doc.url,
      title: plain(doc.title),
      pageTitle,
      subcategory: sectionOfRoute(doc.url),
      text: plain(doc.content),
    };
  });
}

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
