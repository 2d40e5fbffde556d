/**
 * `npm run bench:search` — measures search on the production build in build/
 * (run `npm run build` first), beside the stock docusaurus-lunr-search output
 * for the same pages, which this script generates into a temporary folder.
 *
 * Prints: relevance on the queries of `lib/search-queries.ts` (hit@1 and
 * hit@3 per kind, and each query that misses), then the same for each
 * held-out set of `lib/search-queries-held-out.ts`; bytes raw/gzip/brotli (ours,
 * stock); pages lost against stock;
 * search requests before the load event and before intent under save-data;
 * time to ready and longest main-thread task while loading; time to first
 * results after the first keystroke and per later keystroke, with the CPU
 * unthrottled and throttled 4× (Chrome DevTools Protocol); and the main-thread
 * cost of the stock approach (parse + lunr.Index.load) on the same machine.
 * `--relevance` prints the relevance part only (no browser, a few seconds).
 */
import {copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {brotliCompressSync, constants, gzipSync} from 'node:zlib';
import lunr from 'lunr';
import {chromium, type Browser, type Page} from 'playwright-core';
import {sitemapPaths} from '../../server/clean-path';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from '../lib/chromium';
import {startSiteServer} from '../lib/site-server';
import {median} from './lib/median';
import {buildIndex, search} from '../../src/plugins/search/client/engine';
import {SEARCH_DOC_FILE} from '../../src/plugins/search/client/files';
import type {SearchFile} from '../../src/plugins/search/client/types';
import {SEARCH_EXCLUDED_ROUTES} from '../../src/data/site';
import {percent, scoreRelevance} from './lib/search-relevance';
import {HELD_OUT_SETS} from './lib/search-queries-held-out';

const require = createRequire(import.meta.url);
const BUILD = 'build';
const PORT = Number(process.env.BENCH_PORT ?? 4190);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const PAGE = '/ocean/features/headroom';
const QUERIES = ['headroom', 'spot instances', 'terraform', 'kubernetes cluster autoscaling', 'stateful node', 'roll', 'commitments', 'spark application'];

type Sizes = {raw: number; gzip: number; brotli: number};
const sizesOf = (buffers: Buffer[]): Sizes =>
  buffers.reduce(
    (sum, b) => ({
      raw: sum.raw + b.length,
      gzip: sum.gzip + gzipSync(b, {level: 9}).length,
      brotli: sum.brotli + brotliCompressSync(b, {params: {[constants.BROTLI_PARAM_QUALITY]: 11}}).length,
    }),
    {raw: 0, gzip: 0, brotli: 0},
  );
const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(1)} %`;

async function stockOutput(): Promise<{dir: string; docs: Buffer; index: Buffer; all: Buffer[]}> {
  // The stock plugin resolves a route to `<route>.html` before `<route>/index.html`; in our build
  // `<route>.html` is the client-redirect folder for old .html links, which it cannot read. So it
  // indexes a copy holding only each sitemap page's HTML: the same pages ours indexes.
  const dir = mkdtempSync(join(tmpdir(), 'stock-search-'));
  const routesPaths = [...new Set(['/', ...sitemapPaths(readFileSync(join(BUILD, 'sitemap.xml'), 'utf8'))])];
  for (const route of routesPaths) {
    const html = join(route, 'index.html');
    mkdirSync(join(dir, route), {recursive: true});
    copyFileSync(join(BUILD, html), join(dir, html));
  }
  const stockPlugin = require('docusaurus-lunr-search') as (ctx: object, options: object) => {
    postBuild: (props: object) => Promise<void>;
  };
  const plugin = stockPlugin({}, {excludeRoutes: SEARCH_EXCLUDED_ROUTES, indexBaseUrl: true, maxHits: 8, highlightResult: true});
  const log = console.log;
  console.log = () => {};
  try {
    await plugin.postBuild({routesPaths, outDir: dir, baseUrl: '/', plugins: []});
  } finally {
    console.log = log;
  }
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  const read = (re: RegExp) => readFileSync(join(dir, files.find((f) => re.test(f))!));
  return {
    dir,
    docs: read(/^search-doc-\d+\.json$/),
    index: read(/^lunr-index-\d+\.json$/),
    all: files.map((f) => readFileSync(join(dir, f))),
  };
}

/**
 * Pages the stock index finds for a query that ours does not. Compared by page, not section: ours
 * leaves out "Related pages" sections and card grids (other pages' titles), which the stock index
 * has as sections of their own.
 */
function lostPages(stockDocs: Buffer, stockIndex: Buffer, ours: SearchFile): {queries: number; lost: string[]} {
  const {searchDocs} = JSON.parse(stockDocs.toString()) as {searchDocs: Array<{url: string}>};
  const stock = lunr.Index.load(JSON.parse(stockIndex.toString()));
  const ourIndex = buildIndex(ours.searchDocs);
  const pageOf = (url: string) => url.split('#')[0];
  const lost: string[] = [];
  for (const q of QUERIES) {
    const stockPages = new Set(
      stock
        .query((query) => {
          const tokens = lunr.tokenizer(q);
          query.term(tokens, {boost: 10});
          query.term(tokens, {wildcard: lunr.Query.wildcard.TRAILING});
        })
        .map((r) => pageOf(searchDocs[Number(r.ref)].url)),
    );
    const ourPages = new Set(search(ourIndex, q, 100_000).hits.map((h) => pageOf(h.url)));
    for (const page of stockPages) if (!ourPages.has(page)) lost.push(`${q}: ${page}`);
  }
  return {queries: QUERIES.length, lost};
}


/** The search data file or the worker script (the worker fetches everything else it needs after it). */
const isSearchRequest = (url: string) => {
  const path = new URL(url).pathname;
  return SEARCH_DOC_FILE.test(path.slice(1)) || /^\/assets\/js\/search\.[0-9a-f]+\.js$/.test(path);
};

/** Installs in-page probes: long tasks, request timing of the search file. */
async function probe(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as {__longTasks: Array<{start: number; duration: number}>};
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__longTasks.push({start: entry.startTime, duration: entry.duration});
    }).observe({type: 'longtask', buffered: true});
  });
}

/**
 * Waits for the index to be ready. The box shows its normal placeholder before loading starts too,
 * so the signal is the page's own `search:ready` mark (src/plugins/search/client/client.ts), then the enabled box.
 */
async function searchReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const input = document.querySelector<HTMLInputElement>('input[role="combobox"]');
      return performance.getEntriesByName('search:ready', 'mark').length > 0 && input !== null && !input.disabled;
    },
    undefined,
    {timeout: 120_000, polling: 20},
  );
}

type LoadRun = {
  searchRequestsBeforeLoad: number;
  loadEventEnd: number;
  loadStart: number;
  ready: number;
  /** Longest main-thread task from the start of search loading to ready: what search costs a reader's input. */
  longestTaskWhileLoading: number;
  /** Longest task before that (hydration etc.), for context. */
  longestTaskBefore: number;
};

async function loadRun(browser: Browser, throttle: number): Promise<LoadRun> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await probe(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: throttle});
  const requests: number[] = [];
  // Worker-initiated fetches are reported on the context, page ones on the page; count each once.
  const seen = new Set<string>();
  const onRequest = (url: string) => {
    if (isSearchRequest(url) && !seen.has(url)) {
      seen.add(url);
      requests.push(Date.now());
    }
  };
  context.on('request', (r) => onRequest(r.url()));
  const start = Date.now();
  await page.goto(ORIGIN + PAGE);
  await searchReady(page);
  await page.waitForTimeout(300); // long-task entries are delivered asynchronously
  const timing = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    // No helper functions in here: tsx would wrap them in a __name() the page does not have.
    return {
      loadEventEnd: nav.loadEventEnd,
      loadStart: performance.getEntriesByName('search:load-start', 'mark')[0]?.startTime ?? NaN,
      ready: performance.getEntriesByName('search:ready', 'mark')[0]?.startTime ?? NaN,
      longTasks: (window as unknown as {__longTasks: Array<{start: number; duration: number}>}).__longTasks,
    };
  });
  const during = timing.longTasks.filter((t) => t.start + t.duration >= timing.loadStart).map((t) => t.duration);
  const before = timing.longTasks.filter((t) => t.start + t.duration < timing.loadStart).map((t) => t.duration);
  const run: LoadRun = {
    searchRequestsBeforeLoad: requests.filter((t) => t - start < timing.loadEventEnd).length,
    loadEventEnd: Math.round(timing.loadEventEnd),
    loadStart: Math.round(timing.loadStart),
    ready: Math.round(timing.ready),
    longestTaskWhileLoading: Math.round(Math.max(0, ...during)),
    longestTaskBefore: Math.round(Math.max(0, ...before)),
  };
  await context.close();
  return run;
}

async function saveDataRun(browser: Browser): Promise<{beforeIntent: number; afterIntent: number}> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', {value: {saveData: true, effectiveType: '4g'}, configurable: true}),
  );
  let count = 0;
  context.on('request', (r) => isSearchRequest(r.url()) && count++);
  await page.goto(ORIGIN + PAGE, {waitUntil: 'load'});
  await page.waitForTimeout(5000);
  const beforeIntent = count;
  await page.keyboard.press('Control+k');
  await searchReady(page);
  await context.close();
  return {beforeIntent, afterIntent: count};
}

type Latency = {dom: number; frame: number};

/**
 * Keystroke-to-results latency, measured in the page from the keydown event's timestamp to
 * (dom) the moment the list shows new results, and (frame) the next animation frame after it,
 * which is when the browser paints them.
 */
async function typingRun(browser: Browser, throttle: number): Promise<{first: Latency; later: Latency[]}> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(ORIGIN + PAGE);
  await searchReady(page); // fills the HTTP cache
  await page.reload();
  await searchReady(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: throttle});
  await page.focus('input[role="combobox"]');
  const latencies: Latency[] = [];
  for (const char of 'kubernetes') {
    await page.evaluate(() => {
      const w = window as unknown as {__latency?: Promise<{dom: number; frame: number}>};
      const listbox = document.querySelector<HTMLElement>('[role="listbox"]')!;
      const input = document.querySelector<HTMLInputElement>('input[role="combobox"]')!;
      w.__latency = new Promise((resolve) => {
        let pressed = 0;
        input.addEventListener('keydown', (e) => (pressed = e.timeStamp), {once: true});
        const observer = new MutationObserver(() => {
          // Results are on screen when the list says it answers what is now in the box.
          if (listbox.dataset.query !== input.value) return;
          observer.disconnect();
          const dom = performance.now() - pressed;
          requestAnimationFrame(() => resolve({dom, frame: performance.now() - pressed}));
        });
        observer.observe(listbox, {childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['data-query']});
      });
    });
    await page.keyboard.type(char);
    const latency = await page.evaluate(() => (window as unknown as {__latency: Promise<Latency>}).__latency);
    latencies.push({dom: Math.round(latency.dom), frame: Math.round(latency.frame)});
  }
  await context.close();
  return {first: latencies[0], later: latencies.slice(1)};
}

/** The stock bar's main-thread work: parse both files and load the lunr index, in the page. */
async function stockMainThread(browser: Browser, stockDir: string, throttle: number): Promise<number> {
  // The site's CSP forbids inline scripts; the stock library is injected as one, so this context ignores it.
  const context = await browser.newContext({bypassCSP: true});
  const page = await context.newPage();
  await page.goto(ORIGIN + PAGE);
  const files = readdirSync(stockDir);
  const docs = readFileSync(join(stockDir, files.find((f) => /^search-doc-\d+/.test(f))!), 'utf8');
  const index = readFileSync(join(stockDir, files.find((f) => /^lunr-index-\d+/.test(f))!), 'utf8');
  await page.addScriptTag({content: readFileSync(require.resolve('lunr'), 'utf8')});
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: throttle});
  const ms = await page.evaluate(
    ([d, i]) => {
      const t = performance.now();
      JSON.parse(d);
      (window as unknown as {lunr: typeof lunr}).lunr.Index.load(JSON.parse(i));
      return performance.now() - t;
    },
    [docs, index],
  );
  await context.close();
  return Math.round(ms);
}

function printRelevance(file: SearchFile): void {
  const index = buildIndex(file.searchDocs);
  console.log('Relevance (accepted page first, and in the first three results)');
  printScores(scoreRelevance(index));
  for (const set of HELD_OUT_SETS) {
    console.log(`Held out, set ${set.name} (not tuned on, not gated: lib/search-queries-held-out.ts)`);
    printScores(scoreRelevance(index, set.queries));
  }
}

function printScores({kinds, misses}: ReturnType<typeof scoreRelevance>): void {
  const all = kinds.reduce((sum, k) => ({queries: sum.queries + k.queries, hit1: sum.hit1 + k.hit1, hit3: sum.hit3 + k.hit3}), {queries: 0, hit1: 0, hit3: 0});
  for (const k of [...kinds, {kind: 'all', ...all}]) {
    console.log(`  ${k.kind.padEnd(13)} ${String(k.queries).padStart(3)} queries  hit@1 ${percent(k.hit1, k.queries).padStart(5)}  hit@3 ${percent(k.hit3, k.queries).padStart(5)}`);
  }
  for (const miss of misses) console.log(`  miss (${miss.query.kind}) "${miss.query.query}": got ${miss.got.join(', ')}`);
}

async function main(): Promise<void> {
  const ourFile = readdirSync(BUILD).find((f) => SEARCH_DOC_FILE.test(f));
  if (!ourFile) throw new Error('build/ has no search file: run `npm run build` first.');
  const ours = readFileSync(join(BUILD, ourFile));
  printRelevance(JSON.parse(ours.toString()) as SearchFile);
  if (process.argv.includes('--relevance')) return;
  const stock = await stockOutput();
  const ourSizes = sizesOf([ours]);
  const stockPair = sizesOf([stock.docs, stock.index]);
  const stockAll = sizesOf(stock.all);
  const hits = lostPages(stock.docs, stock.index, JSON.parse(ours.toString()) as SearchFile);

  console.log('Search data (bytes)');
  console.log(`  ours   ${ourFile}: raw ${kb(ourSizes.raw)}, gzip ${kb(ourSizes.gzip)}, brotli ${kb(ourSizes.brotli)}`);
  console.log(`  stock  search-doc + lunr-index (what its bar downloads): raw ${kb(stockPair.raw)}, gzip ${kb(stockPair.gzip)}, brotli ${kb(stockPair.brotli)}`);
  console.log(`  stock  all ${stock.all.length} files it writes: raw ${kb(stockAll.raw)}, gzip ${kb(stockAll.gzip)}`);
  console.log(`  ours / stock download: raw ${pct(ourSizes.raw, stockPair.raw)}, gzip ${pct(ourSizes.gzip, stockPair.gzip)}, brotli ${pct(ourSizes.brotli, stockPair.brotli)}`);
  console.log(`  pages the stock index finds that ours does not, over ${hits.queries} queries: ${hits.lost.length}`);
  for (const miss of hits.lost.slice(0, 10)) console.log(`    ${miss}`);

  const server = await startSiteServer({buildDir: resolve('build'), port: PORT});
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  try {
    const saveData = await saveDataRun(browser);
    console.log('Loading');
    console.log(`  save-data: search requests in 5 s after load without intent: ${saveData.beforeIntent}; after Ctrl+K: ${saveData.afterIntent}`);
    for (const throttle of [1, 4]) {
      const run = await loadRun(browser, throttle);
      console.log(
        `  CPU ${throttle}×: search requests before the load event: ${run.searchRequestsBeforeLoad}; load event ${run.loadEventEnd} ms, search starts ${run.loadStart} ms, ready ${run.ready} ms after navigation; longest main-thread task while search loads ${run.longestTaskWhileLoading} ms (before it, page hydration: ${run.longestTaskBefore} ms)`,
      );
    }
    console.log('Typing (files cached)');
    for (const throttle of [1, 4]) {
      const run = await typingRun(browser, throttle);
      const dom = run.later.map((l) => l.dom);
      const frame = run.later.map((l) => l.frame);
      console.log(
        `  CPU ${throttle}×: first results in the DOM ${run.first.dom} ms after the first keystroke (painted ${run.first.frame} ms); ` +
          `later keystrokes: in the DOM median ${median(dom)} ms, max ${Math.max(...dom)} ms; painted median ${median(frame)} ms, max ${Math.max(...frame)} ms`,
      );
    }
    console.log('Stock approach, for comparison');
    for (const throttle of [1, 4]) {
      console.log(`  CPU ${throttle}×: parsing both stock files and loading the lunr index blocks the main thread ${await stockMainThread(browser, stock.dir, throttle)} ms`);
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(stock.dir, {recursive: true, force: true});
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
