import {readFileSync} from 'node:fs';
import {test, expect, hydrated} from './support';
import {sitemapPaths} from '../../scripts/lib/clean-path';

/**
 * Visits every URL in the built sitemap: each must answer 200, hydrate and
 * load every resource without error. Split into shards so workers share it.
 */
const paths = sitemapPaths(readFileSync('build/sitemap.xml', 'utf8'));
const SHARDS = 8;

test('the sitemap lists every route', () => {
  expect(paths.length).toBe(622);
});

for (let shard = 0; shard < SHARDS; shard++) {
  const mine = paths.filter((_, i) => i % SHARDS === shard);
  test(`sitemap pages, shard ${shard + 1} of ${SHARDS} (${mine.length} pages)`, async ({page}) => {
    test.setTimeout(mine.length * 5_000);
    const failures: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 400) failures.push(`${r.status()} ${r.url()}`);
    });
    page.on('requestfailed', (r) => {
      // ERR_ABORTED is the browser cancelling in-flight prefetches when we move on to the next page.
      const reason = r.failure()?.errorText ?? '';
      if (!reason.includes('ERR_ABORTED')) failures.push(`failed ${r.url()} ${reason}`);
    });
    for (const path of mine) {
      const response = await page.goto(path, {waitUntil: 'load'});
      if (response?.status() !== 200) failures.push(`${response?.status()} ${path}`);
      await hydrated(page);
      await expect(page.locator('h1'), path).toHaveCount(1);
    }
    expect(failures).toEqual([]);
  });
}
