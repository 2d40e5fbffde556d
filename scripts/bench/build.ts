/**
 * `npm run bench:build [-- --only=rspack,webpack,stock,scale --keep-scale=dir]` — how fast and
 * how heavy the production build is, and how much JavaScript a doc page
 * loads first compared with stock Docusaurus 3.9.2 classic sites: one of 20
 * docs, and one with our doc paths as plain Markdown (the same page count,
 * which main.js and the runtime grow with).
 *
 * Every build runs in a copy of the sources under the system temp folder, so
 * it never touches this checkout's .docusaurus/ or build/ (someone may be
 * rebuilding them). The copies are removed at the end; `--keep-scale=dir`
 * moves the published 5× site's build/ to dir first, for
 * `npm run bench:lighthouse -- --build=dir`.
 *
 * Cold builds: Docusaurus Faster turns on Rspack's persistent cache and
 * webpack builds use webpack's filesystem cache; both live in
 * `node_modules/.cache/` next to the site (Rspack: `<siteDir>/node_modules/
 * .cache/rspack`; webpack: `node_modules/.cache/webpack` beside the nearest
 * package.json). A symlink to the shared node_modules would read and fill the
 * shared cache, so each copy gets a real node_modules folder holding one
 * symlink per package: the caches land in the copy, start empty and go away
 * with it. Babel, SWC and MDX keep no cache of their own here.
 *
 * Memory: `/usr/bin/time -v` reports the largest single process; the tree
 * total is sampled from /proc every 250 ms, so short spikes can be missed.
 */
import {cpSync, existsSync, mkdirSync, mkdtempSync, openSync, closeSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {sitemapPaths} from '../../server/clean-path';
import {listDocFiles} from '../lib/docs-files';
import {SITE} from '../../src/data/site';
import {publish as publishBuild} from '../../src/publish';
import {firstVisitOf} from './first-visit';
import {measureFirstLoadJs, type FirstLoadJs} from './lib/first-load';
import type {FirstVisitJs} from './lib/first-visit-js';
import {runMeasured, type MeasuredRun} from './lib/process-stats';
import {addDocsCopy} from './lib/scale-docs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DOCUSAURUS_CLI = path.join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
/** What the site build reads: the config imports only from src/; search hashes package-lock.json into its file name. */
const SITE_SOURCES = ['docs', 'tests/fixtures', 'src', 'static', 'docusaurus.config.ts', 'sidebars.ts', 'tsconfig.json', 'package.json', 'package-lock.json'];
/** A long doc page with code blocks and tabs. */
const SITE_PAGE = 'ocean/features/headroom/index.html';
const STOCK_PAGE = 'doc-01/index.html';
const STOCK_DOC_COUNT = 20;
const SITE_LABEL = 'site, Rspack';
const STOCK_LABEL = `stock 3.9.2 classic, ${STOCK_DOC_COUNT} docs`;
const SAME_SIZE_STOCK_LABEL = 'stock 3.9.2 classic, our doc paths';
const SCALE_COPIES = 4;
const FIRST_LOAD_TARGET_PERCENT = 110;
/** Issue 39: a doc page's first-visit JavaScript on the 5× site, at most 1.2× that of the 1× site. */
const SCALE_FIRST_VISIT_TARGET = 1.2;
/** Page paths measured on both sites; the copy's path is in the 5× site only. */
const SCALE_PAGE = '/ocean/features/headroom';
const SCALE_COPY_PAGE = `/scale-${SCALE_COPIES}/ocean/features/headroom`;

const RUNS = ['rspack', 'webpack', 'stock', 'scale'] as const;
type RunName = (typeof RUNS)[number];

type BuildResult = {
  label: string;
  run: MeasuredRun;
  outputBytes: number;
  htmlFiles: number;
  pages: number;
  firstLoad?: FirstLoadJs;
  /** What a first visit fetches and evaluates before the page is interactive, per page (browser-measured). */
  firstVisit?: FirstVisitJs[];
};

function selectedRuns(argv: string[]): RunName[] {
  const only = argv.filter((a) => a.startsWith('--only=')).flatMap((a) => a.slice('--only='.length).split(','));
  const unknown = only.filter((name) => !RUNS.includes(name as RunName));
  if (unknown.length) throw new Error(`Unknown --only value(s): ${unknown.join(', ')}; use ${RUNS.join('|')}`);
  return only.length ? RUNS.filter((name) => only.includes(name)) : [...RUNS];
}

/** A node_modules folder of symlinks to the shared packages, without the shared cache. */
function linkNodeModules(siteDir: string): void {
  const shared = path.join(ROOT, 'node_modules');
  const local = path.join(siteDir, 'node_modules');
  mkdirSync(local);
  for (const entry of readdirSync(shared)) {
    if (entry !== '.cache') symlinkSync(path.join(shared, entry), path.join(local, entry));
  }
}

function copySite(siteDir: string): void {
  for (const source of SITE_SOURCES) {
    cpSync(path.join(ROOT, source), path.join(siteDir, source), {recursive: true});
  }
  linkNodeModules(siteDir);
}

/** Forgets everything a previous build in this folder left behind. */
function makeCold(siteDir: string): void {
  for (const leftover of ['.docusaurus', 'build', 'node_modules/.cache']) {
    rmSync(path.join(siteDir, leftover), {recursive: true, force: true});
  }
}

function folderStats(dir: string): {bytes: number; htmlFiles: number} {
  let bytes = 0;
  let htmlFiles = 0;
  for (const entry of readdirSync(dir, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile()) continue;
    bytes += statSync(path.join(entry.parentPath, entry.name)).size;
    if (entry.name.endsWith('.html')) htmlFiles += 1;
  }
  return {bytes, htmlFiles};
}

/** Runs `docusaurus build` cold in siteDir and measures it; the log goes to logFile. */
async function buildSite(label: string, siteDir: string, env: NodeJS.ProcessEnv, logFile: string, page?: string): Promise<BuildResult> {
  makeCold(siteDir);
  console.log(`▶ ${label}: building in ${siteDir} (log: ${logFile})`);
  const log = openSync(logFile, 'w');
  let run: MeasuredRun;
  try {
    run = await runMeasured(process.execPath, [DOCUSAURUS_CLI, 'build', siteDir], {
      cwd: siteDir,
      // No update check against the npm registry in the middle of a timed build.
      env: {...process.env, NO_UPDATE_NOTIFIER: '1', ...env},
      logFd: log,
    });
  } catch (error) {
    closeSync(log);
    const tail = readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n');
    throw new Error(`${label} build failed: ${(error as Error).message}\n--- last lines of the log ---\n${tail}`);
  }
  closeSync(log);
  const outDir = path.join(siteDir, 'build');
  const {bytes, htmlFiles} = folderStats(outDir);
  const pages = sitemapPaths(readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8')).length;
  const result: BuildResult = {label, run, outputBytes: bytes, htmlFiles, pages};
  if (page) result.firstLoad = measureFirstLoadJs(outDir, page);
  console.log(`  done in ${run.wallSeconds.toFixed(1)} s`);
  return result;
}

/** Doc files of a 20-page stock site, relative to its docs/. */
function smallStockDocs(): string[] {
  return ['index.md', ...Array.from({length: STOCK_DOC_COUNT}, (_, i) => `doc-${String(i + 1).padStart(2, '0')}.md`)];
}

/**
 * Our doc files as plain Markdown: Docusaurus puts every route and every doc's
 * metadata into main.js and the chunk map into the runtime, so first-load JS
 * grows with the page count whatever the site adds.
 */
function sameSizeStockDocs(): string[] {
  const docsDir = path.join(ROOT, 'docs');
  return listDocFiles(docsDir).map((file) => path.relative(docsDir, file).replace(/\.mdx$/, '.md'));
}

/** A Docusaurus 3.9.2 classic site with defaults: docs at /, no blog, an autogenerated sidebar. */
function writeStockSite(siteDir: string, docFiles: string[]): void {
  mkdirSync(path.join(siteDir, 'docs'), {recursive: true});
  writeFileSync(path.join(siteDir, 'package.json'), JSON.stringify({name: 'stock-site', private: true}, null, 2));
  writeFileSync(
    path.join(siteDir, 'docusaurus.config.js'),
    `// Stock classic site for comparison; the same bundler as ours (Rspack) and the
// v4 flag that Docusaurus Faster's SSG worker threads require.
module.exports = {
  title: 'Stock',
  url: 'https://example.com',
  baseUrl: '/',
  future: {experimental_faster: true, v4: {removeLegacyPostBuildHeadAttribute: true}},
  presets: [['classic', {docs: {routeBasePath: '/', sidebarPath: './sidebars.js'}, blog: false}]],
};
`,
  );
  writeFileSync(path.join(siteDir, 'sidebars.js'), `module.exports = {docs: [{type: 'autogenerated', dirName: '.'}]};\n`);
  docFiles.forEach((file, n) => {
    const target = path.join(siteDir, 'docs', file);
    mkdirSync(path.dirname(target), {recursive: true});
    writeFileSync(target, stockDoc(n));
  });
  linkNodeModules(siteDir);
}

function stockDoc(n: number): string {
  const paragraph = 'This page explains a feature in plain words, with a list, a table and a code sample, like a typical documentation page.';
  return `# Page ${n}

${paragraph}

## Overview

${paragraph} ${paragraph}

- First point about the feature
- Second point about the feature

| Setting | Default |
| ------- | ------- |
| size    | 10      |

## Example

\`\`\`bash
curl -X GET https://api.example.com/items/${n}
\`\`\`

\`\`\`json
{"id": ${n}, "enabled": true}
\`\`\`

## Next steps

See [the home page](/).
`;
}

const seconds = (s: number) => `${s.toFixed(1)} s`;
const mib = (kb: number) => `${(kb / 1024).toFixed(0)} MiB`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

function printResults(results: BuildResult[]): void {
  console.log('\nBuilds (cold; CPU = user + sys of the whole tree; RSS max = largest single process, RSS tree = sampled sum)\n');
  printTable(
    ['build', 'wall', 'CPU', 'RSS max', 'RSS tree', 'build/', 'HTML files', 'pages', 'first-load JS gzip'],
    results.map((r) => [
      r.label,
      seconds(r.run.wallSeconds),
      seconds(r.run.userSeconds + r.run.systemSeconds),
      mib(r.run.maxRssKb),
      mib(r.run.peakTreeRssKb),
      megabytes(r.outputBytes),
      String(r.htmlFiles),
      String(r.pages),
      r.firstLoad ? kib(r.firstLoad.gzip) : '-',
    ]),
  );
  for (const r of results.filter((x) => x.firstLoad)) {
    console.log(`\nFirst-load JS of ${r.label}:`);
    for (const f of r.firstLoad!.files) console.log(`  ${f.url}  ${kib(f.raw)} raw, ${kib(f.gzip)} gzip`);
  }
  printScaleFirstVisit(results);
  const ours = results.find((r) => r.label === SITE_LABEL)?.firstLoad;
  for (const label of [STOCK_LABEL, SAME_SIZE_STOCK_LABEL]) {
    const stock = results.find((r) => r.label === label)?.firstLoad;
    if (!ours || !stock) continue;
    const percent = (100 * ours.gzip) / stock.gzip;
    const verdict = percent <= FIRST_LOAD_TARGET_PERCENT ? 'within' : 'OVER';
    console.log(
      `\nFirst-load JS, ours vs ${label}: ${kib(ours.gzip)} / ${kib(stock.gzip)} gzip = ${percent.toFixed(1)} % (${verdict} the ${FIRST_LOAD_TARGET_PERCENT} % target)`,
    );
  }
}

/** The 1× and 5× first-visit JavaScript of a doc page, and their ratio against the target. */
function printScaleFirstVisit(results: BuildResult[]): void {
  const measured = results.filter((r) => r.firstVisit);
  if (measured.length < 2) return;
  console.log('\nFirst visit, JavaScript fetched and evaluated before the page is interactive (fresh browser context):');
  for (const r of measured) {
    for (const v of r.firstVisit!) console.log(`  ${r.label}  ${v.page}: ${v.scripts.length} scripts, ${kib(v.decoded)} decoded, ${kib(v.encoded)} brotli`);
  }
  const base = measured[0].firstVisit![0];
  for (const v of measured[1].firstVisit!) {
    const ratio = v.decoded / base.decoded;
    const verdict = ratio <= SCALE_FIRST_VISIT_TARGET ? 'within' : 'OVER';
    console.log(`  ×${SCALE_COPIES + 1} / ×1 for ${v.page}: ${ratio.toFixed(3)} decoded, ${(v.encoded / base.encoded).toFixed(3)} brotli (${verdict} the ${SCALE_FIRST_VISIT_TARGET}× target)`);
  }
}

/** The post-build step of `npm run build` (scripts/publish.ts) on a copy, so the copy is served as readers get it. */
async function publish(siteDir: string): Promise<void> {
  await publishBuild(path.join(siteDir, 'build'), {baseUrl: SITE.baseUrl, siteUrl: SITE.url, tagManager: false});
}

async function main(): Promise<void> {
  const runs = selectedRuns(process.argv.slice(2));
  const keepScale = process.argv.find((a) => a.startsWith('--keep-scale='))?.slice('--keep-scale='.length);
  const workDir = mkdtempSync(path.join(tmpdir(), 'bench-build-'));
  const cleanUp = () => rmSync(workDir, {recursive: true, force: true});
  process.once('SIGINT', () => {
    cleanUp();
    process.exit(130);
  });
  const results: BuildResult[] = [];
  try {
    if (runs.includes('rspack') || runs.includes('webpack')) {
      const siteDir = path.join(workDir, 'site');
      copySite(siteDir);
      if (runs.includes('rspack')) {
        results.push(await buildSite(SITE_LABEL, siteDir, {DOCUSAURUS_FASTER: 'true'}, path.join(workDir, 'rspack.log'), SITE_PAGE));
      }
      if (runs.includes('webpack')) {
        results.push(await buildSite('site, webpack', siteDir, {DOCUSAURUS_FASTER: 'false'}, path.join(workDir, 'webpack.log'), SITE_PAGE));
      }
      rmSync(siteDir, {recursive: true, force: true});
    }
    if (runs.includes('stock')) {
      const small = path.join(workDir, 'stock');
      writeStockSite(small, smallStockDocs());
      results.push(await buildSite(STOCK_LABEL, small, {}, path.join(workDir, 'stock.log'), STOCK_PAGE));
      rmSync(small, {recursive: true, force: true});
      const sameSize = path.join(workDir, 'stock-same-size');
      writeStockSite(sameSize, sameSizeStockDocs());
      results.push(await buildSite(SAME_SIZE_STOCK_LABEL, sameSize, {}, path.join(workDir, 'stock-same-size.log'), SITE_PAGE));
      rmSync(sameSize, {recursive: true, force: true});
    }
    if (runs.includes('scale')) {
      const scaleDir = path.join(workDir, 'scale');
      copySite(scaleDir);
      const docsDir = path.join(scaleDir, 'docs');
      const folders = Array.from({length: SCALE_COPIES}, (_, i) => `scale-${i + 1}`);
      const added = folders.reduce((sum, folder) => sum + addDocsCopy(docsDir, folder, new Set(folders)), 0);
      console.log(`Scale: added ${added} pages in ${folders.join(', ')} (not in the sidebar)`);
      // The 1× figure from the same sources and the same build command, so only the page count differs.
      const baseDir = path.join(workDir, 'scale-base');
      copySite(baseDir);
      const base = await buildSite(`site ×1 pages, Rspack`, baseDir, {DOCUSAURUS_FASTER: 'true'}, path.join(workDir, 'scale-base.log'));
      await publish(baseDir);
      base.firstVisit = await firstVisitOf(path.join(baseDir, 'build'), [SCALE_PAGE]);
      results.push(base);
      rmSync(baseDir, {recursive: true, force: true});
      const scaled = await buildSite(`site ×${SCALE_COPIES + 1} pages, Rspack`, scaleDir, {DOCUSAURUS_FASTER: 'true'}, path.join(workDir, 'scale.log'));
      await publish(scaleDir);
      scaled.firstVisit = await firstVisitOf(path.join(scaleDir, 'build'), [SCALE_PAGE, SCALE_COPY_PAGE]);
      results.push(scaled);
      if (keepScale) {
        rmSync(path.resolve(keepScale), {recursive: true, force: true});
        cpSync(path.join(scaleDir, 'build'), path.resolve(keepScale), {recursive: true});
        console.log(`The 5× site's build is in ${path.resolve(keepScale)}`);
      }
      rmSync(scaleDir, {recursive: true, force: true});
    }
  } finally {
    if (results.length) printResults(results);
    cleanUp();
  }
}

if (!existsSync(DOCUSAURUS_CLI)) {
  console.error(`Docusaurus is not installed (${DOCUSAURUS_CLI}); run npm install first.`);
  process.exit(1);
}
main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
