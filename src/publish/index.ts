/**
 * Readies build/ for production serving once `docusaurus build` has exited,
 * so every plugin has written its files (sitemap, search documents, redirect
 * pages, Markdown twins): redirect pages without inline scripts, bundle
 * scripts started after the first paint (boot-after-paint.ts), webpack's
 * chunk maps built once (hoist-runtime-maps.ts), the header
 * policy as `_headers` with the hash of every inline script, `robots.txt`,
 * and `.br`/`.gz` siblings of every text file. Run by `scripts/publish.ts`,
 * the step of `npm run build` after `docusaurus build`, as Docusaurus's own
 * website runs its output steps after the build.
 */
import {readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {COMPRESSIBLE, TYPED_EXTENSIONS, headerRules} from '../../server/header-policy';
import {renderHeadersFile} from '../../server/headers-file';
import {SEARCH_DOC_FILE} from '../plugins/search/client/files';
import {bootAfterPaint} from './boot-after-paint';
import {hoistRuntimeMaps, isRuntimeChunk} from './hoist-runtime-maps';
import {cspHash, inlineScripts} from './inline-scripts';
import {precompress} from './precompress';
import {externaliseRedirectPages} from './redirect-pages';

export type PublishOptions = {
  /** The site's base URL, as in docusaurus.config.ts. */
  baseUrl: string;
  /** The production origin, for the sitemap address in robots.txt. */
  siteUrl: string;
  /** True when the build embeds Google Tag Manager: its hosts join the CSP. */
  tagManager: boolean;
};

/** Served from static/js; replaces the inline script of every client-redirect page. */
const REDIRECT_SCRIPT = 'js/client-redirect.js';
/** Configuration for static hosts and our servers, not a page: never compressed or served. */
const HEADERS_FILE = '_headers';

async function filesEndingWith(dir: string, extensions: readonly string[]): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  return entries.filter((entry) => entry.isFile() && extensions.some((ext) => entry.name.endsWith(ext))).map((entry) => path.join(entry.parentPath, entry.name));
}

const htmlFiles = (dir: string) => filesEndingWith(dir, ['.html']);

export function robotsTxt(sitemapUrl: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${sitemapUrl}`, ''].join('\n');
}

/** Publishes a finished build in outDir; returns the summary line for the build log. */
export async function publish(outDir: string, {baseUrl, siteUrl, tagManager}: PublishOptions): Promise<string> {
  const pages = await htmlFiles(outDir);
  const redirects = await externaliseRedirectPages(pages, baseUrl + REDIRECT_SCRIPT);

  const hashes = new Set<string>();
  let booted = 0;
  for (const page of pages) {
    let html = await readFile(page, 'utf8');
    const rewritten = bootAfterPaint(html, `${baseUrl}assets/js/`);
    if (rewritten !== null) {
      html = rewritten;
      booted += 1;
      await writeFile(page, html);
    }
    for (const script of inlineScripts(html)) hashes.add(cspHash(script));
  }
  const searchFiles = (await readdir(outDir)).filter((name) => SEARCH_DOC_FILE.test(name)).map((name) => baseUrl + name);
  // Feeds get their type spelled out for static hosts; both servers know it from the policy's types.
  const typedFiles = (await filesEndingWith(outDir, TYPED_EXTENSIONS)).map((file) => baseUrl + path.relative(outDir, file).split(path.sep).join('/'));
  const rules = headerRules({scriptHashes: [...hashes], tagManager, hashedFiles: searchFiles, typedFiles: typedFiles.sort()});
  await writeFile(path.join(outDir, HEADERS_FILE), renderHeadersFile(rules));
  await writeFile(path.join(outDir, 'robots.txt'), robotsTxt(new URL(`${baseUrl}sitemap.xml`, siteUrl).href));

  // Before precompression, so the .br and .gz files carry the rewritten runtime.
  const scriptsDir = path.join(outDir, 'assets', 'js');
  for (const name of (await readdir(scriptsDir)).filter(isRuntimeChunk)) {
    const file = path.join(scriptsDir, name);
    await writeFile(file, hoistRuntimeMaps(await readFile(file, 'utf8')));
  }

  const totals = await precompress(outDir, COMPRESSIBLE, (file) => path.relative(outDir, file) === HEADERS_FILE);
  const mb = (bytes: number) => (bytes / 1e6).toFixed(1);
  return (
    `[publish] ${redirects} redirect pages, ${booted} pages boot after paint, ${hashes.size} inline script hashes in the CSP; ` +
      `${totals.files} files precompressed: ${mb(totals.bytes)} MB → ${mb(totals.brotliBytes)} MB brotli, ${mb(totals.gzipBytes)} MB gzip (${outDir})`
  );
}
