/**
 * `npm run bench:prefetch`: what src/client/route-prefetch.ts saves a phone.
 * Both variants load the same build on an emulated Pixel 7 with Chromium's CPU
 * slowed 4×, HTTP cache warm; "stock" gets main.js with the module's install
 * line switched off, so Docusaurus's own prefetch runs. Reports, per page, the
 * median of 5 loads of the long-task time past 50 ms until the network is idle
 * (what Lighthouse's TBT counts) and the `<link rel=prefetch>` elements added.
 * Needs `npm run build` first.
 */
import path from 'node:path';
import {chromium, devices, type Browser} from 'playwright-core';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from '../lib/chromium';
import {startSiteServer} from '../lib/site-server';
import {median} from './lib/median';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PAGES = ['/', '/ocean/', '/ocean/features/headroom', '/administration/identity-providers/okta-saml-authentication'];
const RUNS = 5;
/** The minified install line of route-prefetch.ts: `x.docusaurus&&x.docusaurus.prefetch!==y&&(`. */
const INSTALL = /(\w+)\.docusaurus&&\1\.docusaurus\.prefetch!==\w+&&\(/;


async function measure(browser: Browser, origin: string, page: string, stock: boolean): Promise<{longTasks: number; links: number}> {
  const context = await browser.newContext({...devices['Pixel 7']});
  await context.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (stock && !INSTALL.test(body)) throw new Error('route-prefetch install line not found in main.js');
    await route.fulfill({response, body: stock ? body.replace(INSTALL, 'false&&(') : body});
  });
  await context.addInitScript(() => {
    const w = window as unknown as {longTaskTime: number};
    w.longTaskTime = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.longTaskTime += Math.max(0, entry.duration - 50);
    }).observe({type: 'longtask', buffered: true});
  });
  const tab = await context.newPage();
  await tab.goto(origin + page);
  await tab.waitForLoadState('networkidle');
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  await tab.goto(origin + page, {waitUntil: 'load'});
  await tab.waitForLoadState('networkidle');
  const result = {
    longTasks: await tab.evaluate(() => (window as unknown as {longTaskTime: number}).longTaskTime),
    links: await tab.locator('link[rel="prefetch"]').count(),
  };
  await context.close();
  return result;
}

const server = await startSiteServer({buildDir: path.join(ROOT, 'build'), port: 4191});
const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS});
try {
  console.log(`variant          page${' '.repeat(56)}long tasks past 50 ms  prefetch links`);
  for (const stock of [true, false]) {
    for (const page of PAGES) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, server.url, page, stock));
      const label = (stock ? 'stock' : 'route-prefetch').padEnd(15);
      console.log(`${label}  ${page.padEnd(60)}${`${Math.round(median(runs.map((r) => r.longTasks))!)} ms`.padStart(21)}  ${String(median(runs.map((r) => r.links))).padStart(14)}`);
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
