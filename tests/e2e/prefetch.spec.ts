import {FIXTURES_PATH} from '../../src/data/site';
import {test, expect, openPage} from './support';

/**
 * Links in view have their page's files prefetched, each file once
 * (src/client/route-prefetch.ts), so following one runs on files already in
 * the cache; a data-saving connection gets no prefetching.
 */
const PREFETCHED = 'link[rel="prefetch"]';
const prefetched = (page: import('@playwright/test').Page) =>
  page.locator(PREFETCHED).evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));

test.describe('on a normal connection', () => {
  test.use({saveData: false});

  test('each file of the linked pages is prefetched once, and following a link needs none of its route chunks fetched', async ({page}) => {
    await openPage(page, '/ocean/features/headroom');
    const next = page.locator('a.pagination-nav__link--next');
    await next.scrollIntoViewIfNeeded();
    // Prefetching runs when links come into view; it is done when the page stops requesting files.
    await page.waitForLoadState('networkidle');
    const files = await prefetched(page);
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((f, i) => files.indexOf(f) !== i), 'files prefetched twice').toEqual([]);
    for (const file of files) expect(file).toMatch(/^\/assets\/js\/[\w~-]+\.[0-9a-f]+\.js$/);
  });

  test('following a link in view fetches no script that was not prefetched', async ({page}) => {
    // Fixture pages (tests/fixtures/docs/prefetch-*.mdx): the target has no code block or diagram, whose shared
    // chunks (a Prism grammar, Mermaid) load with the page and were never part of a route's prefetch.
    await openPage(page, `${FIXTURES_PATH}prefetch-from`);
    await page.waitForLoadState('networkidle');
    const files = await prefetched(page);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.getByRole('link', {name: 'to the prefetched page'}).click();
    await expect(page).toHaveURL(new RegExp(`${FIXTURES_PATH}prefetch-to$`));
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Fixture: the prefetched page');
    expect(scripts.length, 'scripts the linked page loaded').toBeGreaterThan(0);
    expect(scripts.filter((s) => !files.includes(s)), 'scripts of the linked page that were not prefetched').toEqual([]);
  });
});

test('on a data-saving connection nothing is prefetched', async ({page}) => {
  await openPage(page, '/ocean/features/headroom');
  await page.locator('a.pagination-nav__link--next').scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  await expect(page.locator(PREFETCHED)).toHaveCount(0);
});
