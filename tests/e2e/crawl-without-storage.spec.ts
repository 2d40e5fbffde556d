import {readFileSync} from 'node:fs';
import {test, expect, hydrated, withoutBackgroundSearch, withoutStorage} from './support';
import {sitemapPaths} from '../../server/clean-path';

/**
 * Every sitemap URL again, for a reader whose browser refuses storage
 * (privacy settings, some embedded views): reading `localStorage` or
 * `sessionStorage` throws. Each page must still answer, hydrate, show its
 * heading and log no console error or warning.
 */
const paths = sitemapPaths(readFileSync('build/sitemap.xml', 'utf8'));
const SHARDS = 6;

/**
 * Docusaurus's own notice, logged once per page load when storage throws —
 * the very condition under test, handled by design (colour mode and the
 * announcement bar then live for the page view only). Any other warning fails.
 */
const STORAGE_NOTICE = /^Docusaurus browser storage is not available\./;

test.beforeEach(async ({page}) => {
  await withoutBackgroundSearch(page);
  await withoutStorage(page);
});

for (let shard = 0; shard < SHARDS; shard++) {
  const mine = paths.filter((_, i) => i % SHARDS === shard);
  test(`sitemap pages without storage, shard ${shard + 1} of ${SHARDS} (${mine.length} pages)`, async ({page, consoleProblems}) => {
    test.setTimeout(mine.length * 5_000);
    page.on('console', (msg) => {
      if (msg.type() === 'warning' && !STORAGE_NOTICE.test(msg.text())) consoleProblems.push(`console.warn on ${new URL(page.url()).pathname}: ${msg.text()}`);
    });
    const failures: string[] = [];
    for (const path of mine) {
      const response = await page.goto(path, {waitUntil: 'load'});
      if (response?.status() !== 200) failures.push(`${response?.status()} ${path}`);
      await hydrated(page);
      const h1 = await page.locator('h1').count();
      if (h1 !== 1) failures.push(`${path}: ${h1} h1 elements`);
    }
    expect(failures).toEqual([]);
  });
}
