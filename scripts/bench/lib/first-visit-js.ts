/**
 * The JavaScript a reader's browser fetches and evaluates before a page is
 * interactive, on a first visit: a new browser context (empty cache), the
 * page opened, and every script whose request started before React hydrated
 * the page (the `docusaurus-hydrated` mark, src/client/hydration-mark.ts),
 * read from the Resource Timing entries: decoded bytes (what V8 parses) and
 * encoded bytes (what the network carried, brotli from the production server).
 */
import type {Browser} from 'playwright-core';
import {HYDRATED_MARK} from '../../../src/client/hydration-mark';

export type FirstVisitJs = {page: string; scripts: {url: string; decoded: number; encoded: number}[]; decoded: number; encoded: number};

export async function measureFirstVisitJs(browser: Browser, origin: string, page: string): Promise<FirstVisitJs> {
  const context = await browser.newContext();
  try {
    const tab = await context.newPage();
    await tab.goto(origin + page);
    await tab.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, HYDRATED_MARK, {timeout: 60_000});
    const scripts = await tab.evaluate((mark) => {
      const hydratedAt = performance.getEntriesByName(mark)[0].startTime;
      return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.startTime <= hydratedAt && new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({url: new URL(entry.name).pathname, decoded: entry.decodedBodySize, encoded: entry.encodedBodySize}));
    }, HYDRATED_MARK);
    return {
      page,
      scripts,
      decoded: scripts.reduce((sum, s) => sum + s.decoded, 0),
      encoded: scripts.reduce((sum, s) => sum + s.encoded, 0),
    };
  } finally {
    await context.close();
  }
}
