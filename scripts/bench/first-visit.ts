/**
 * `npm run bench:first-visit [-- --build=dir --pages=/a,/b]` — the JavaScript a
 * first visit fetches and evaluates before the page is interactive
 * (lib/first-visit-js.ts), per page, on the production server. Defaults: build/
 * and the pages of lib/audited-pages.ts. `npm run bench:build -- --only=scale`
 * compares the same figure on a site with five times the pages.
 */
import path from 'node:path';
import {chromium} from 'playwright-core';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from '../lib/chromium';
import {startSiteServer} from '../lib/site-server';
import {flagValue} from './lib/audit-env';
import {selectPages} from './lib/audited-pages';
import {measureFirstVisitJs, type FirstVisitJs} from './lib/first-visit-js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function firstVisitOf(buildDir: string, pages: string[], port = 4192): Promise<FirstVisitJs[]> {
  const server = await startSiteServer({buildDir, port});
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS});
  try {
    const results: FirstVisitJs[] = [];
    for (const page of pages) results.push(await measureFirstVisitJs(browser, server.url, page));
    return results;
  } finally {
    await browser.close();
    await server.stop();
  }
}

export function printFirstVisit(results: FirstVisitJs[]): void {
  for (const r of results) {
    console.log(`${r.page}: ${r.scripts.length} scripts, ${kb(r.decoded)} decoded, ${kb(r.encoded)} over the network`);
    for (const s of r.scripts) console.log(`  ${s.url}  ${kb(s.decoded)} / ${kb(s.encoded)}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const argv = process.argv.slice(2);
  const buildDir = path.resolve(flagValue(argv, 'build') ?? path.join(ROOT, 'build'));
  const pages = flagValue(argv, 'pages')?.split(',') ?? selectPages(undefined).filter((p) => !p.expect404).map((p) => p.path);
  firstVisitOf(buildDir, pages)
    .then(printFirstVisit)
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    });
}
