/**
 * `npm run bench:lighthouse [-- --json=path]` — Lighthouse scores of the
 * production build, served the way readers get it (server/, `npm run serve`:
 * compressed, long-cached assets), for five kinds of page, mobile and desktop.
 *
 * It serves a copy of build/ from the temp folder, so a rebuild running at
 * the same time cannot change the pages under audit. Chromium comes from
 * CHROMIUM_PATH (default /usr/bin/chromium).
 *
 * The 404 page answers with HTTP 404 on purpose. Lighthouse refuses to audit
 * a page with an error status unless told to (ignoreStatusCode, set for that
 * page only, so an unexpected 404 elsewhere still fails), and its SEO audit
 * "Page has successful HTTP status code" then fails there: that is expected.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {cpSync, existsSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import lighthouse, {desktopConfig, type Config, type Flags} from 'lighthouse';
import {CHROMIUM_FLAGS as CHROMIUM_TEST_FLAGS, CHROMIUM_PATH} from '../lib/chromium';
import {SERVER_ENTRY} from '../lib/site-server';
import {CATEGORIES, summarise, type PageSummary} from './lib/lighthouse-summary';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BUILD = path.join(ROOT, 'build');
const CHROMIUM = CHROMIUM_PATH;
const CHROMIUM_FLAGS = ['--headless=new', ...CHROMIUM_TEST_FLAGS];
const PAGES: {name: string; path: string; expect404?: boolean}[] = [
  {name: 'home', path: '/'},
  {name: 'product index', path: '/ocean/'},
  // Long feature page with code blocks and <Tabs>.
  {name: 'feature page', path: '/ocean/features/headroom'},
  {name: 'search results', path: '/search?q=headroom'},
  // Expected to fail SEO's http-status-code audit: a missing page must answer 404.
  {name: '404', path: '/no-such-page', expect404: true},
];
const PRESETS: {name: string; config?: Config}[] = [{name: 'mobile'}, {name: 'desktop', config: desktopConfig}];

type Browser = {port: number; close: () => void};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Copies build/ aside so a concurrent rebuild cannot change it mid-audit. */
function snapshotBuild(workDir: string): string {
  const required = ['index.html', '404.html', 'sitemap.xml'];
  if (!required.every((file) => existsSync(path.join(BUILD, file)))) {
    throw new Error(`No complete build in ${BUILD} (${required.join(', ')} needed): run \`npm run build\` first.`);
  }
  const copy = path.join(workDir, 'build');
  cpSync(BUILD, copy, {recursive: true});
  return copy;
}

/** Starts the production server on the build copy and resolves once it says "Serving". */
function startServer(buildDir: string, port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: {...process.env, PORT: String(port), HOST: '127.0.0.1', BUILD_DIR: buildDir},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Serving')) resolve(server);
    };
    server.stdout!.on('data', onData);
    server.stderr!.on('data', onData);
    server.once('exit', (code) => reject(new Error(`the server exited with ${code} before serving:\n${output}`)));
  });
}

/** Chromium via chrome-launcher (installed with lighthouse); started by hand if that package is missing. */
async function startChromium(workDir: string): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`No Chromium at ${CHROMIUM}; set CHROMIUM_PATH or run \`npm run system:install\`.`);
  try {
    const {launch} = await import('chrome-launcher');
    const chrome = await launch({chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent'});
    return {port: chrome.port, close: () => chrome.kill()};
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_MODULE_NOT_FOUND') throw error;
    return startChromiumByHand(workDir);
  }
}

async function startChromiumByHand(workDir: string): Promise<Browser> {
  const port = await freePort();
  const chromium = spawn(
    CHROMIUM,
    [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${path.join(workDir, 'profile')}`, 'about:blank'],
    {stdio: 'ignore'},
  );
  const close = () => chromium.kill();
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (response.ok) return {port, close};
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  close();
  throw new Error(`Chromium did not open its debugging port ${port} within 10 s`);
}

async function audit(origin: string, browser: Browser, page: (typeof PAGES)[number], preset: (typeof PRESETS)[number]): Promise<PageSummary> {
  const flags: Flags = {
    port: browser.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    ignoreStatusCode: page.expect404 ?? false,
  };
  const result = await lighthouse(`${origin}${page.path}`, flags, preset.config);
  if (!result) throw new Error(`Lighthouse returned nothing for ${page.path} (${preset.name})`);
  if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${page.path} (${preset.name}): ${result.lhr.runtimeError.message}`);
  return summarise(result.lhr, page.path, preset.name);
}

const score = (value: number | null) => (value === null ? '-' : String(value));
const milliseconds = (value: number | null) => (value === null ? '-' : `${Math.round(value)} ms`);

function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

function printSummaries(summaries: PageSummary[]): void {
  console.log();
  printTable(
    ['page', 'preset', 'perf', 'a11y', 'best-pr.', 'SEO', 'LCP', 'TBT', 'CLS'],
    summaries.map((s) => [
      s.page,
      s.preset,
      ...CATEGORIES.map((c) => score(s.scores[c])),
      milliseconds(s.lcpMs),
      milliseconds(s.tbtMs),
      s.cls === null ? '-' : s.cls.toFixed(3),
    ]),
  );
  console.log('\nAudits below full marks (weight = share of the category score; weight 0 = advice only):');
  for (const s of summaries) {
    for (const [category, audits] of Object.entries(s.failing)) {
      console.log(`\n${s.page} (${s.preset}) ${category} ${score(s.scores[category as keyof PageSummary['scores']])}:`);
      if (!audits.length) console.log('  (no scored audit failed; the category could not be scored)');
      for (const a of audits) {
        const detail = a.displayValue ? ` — ${a.displayValue}` : '';
        console.log(`  ${a.id} [score ${a.score.toFixed(2)}, weight ${a.weight}]: ${a.title}${detail}`);
      }
    }
  }
  const warnings = summaries.flatMap((s) => s.warnings.map((w) => `  ${s.page} (${s.preset}): ${w}`));
  if (warnings.length) console.log(`\nLighthouse warnings (the 404 page's status warning is expected):\n${warnings.join('\n')}`);
}

function jsonPath(argv: string[]): string | undefined {
  const flag = argv.find((a) => a.startsWith('--json='));
  return flag ? path.resolve(flag.slice('--json='.length)) : undefined;
}

async function main(): Promise<void> {
  const json = jsonPath(process.argv.slice(2));
  const workDir = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-'));
  let server: ChildProcess | undefined;
  let browser: Browser | undefined;
  try {
    const buildCopy = snapshotBuild(workDir);
    const port = await freePort();
    server = await startServer(buildCopy, port);
    browser = await startChromium(workDir);
    const summaries: PageSummary[] = [];
    const failures: string[] = [];
    // One audit at a time: parallel runs on a 2-core machine would skew every metric.
    for (const page of PAGES) {
      for (const preset of PRESETS) {
        console.log(`▶ ${page.path} (${preset.name})`);
        try {
          summaries.push(await audit(`http://127.0.0.1:${port}`, browser, page, preset));
        } catch (error) {
          // Keep auditing the other pages; the failure is reported at the end.
          failures.push((error as Error).message);
        }
      }
    }
    printSummaries(summaries);
    if (failures.length) {
      console.error(`\nAudits that could not run:\n${failures.map((f) => `  ${f}`).join('\n')}`);
      process.exitCode = 1;
    }
    if (json) {
      writeFileSync(json, `${JSON.stringify(summaries, null, 2)}\n`);
      console.log(`\nSummary written to ${json}`);
    }
  } finally {
    browser?.close();
    server?.kill();
    rmSync(workDir, {recursive: true, force: true});
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
