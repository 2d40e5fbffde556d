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

    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    const target = new URL((await next.getAttribute('href'))!, page.url()).pathname;
    await next.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.locator('h1')).toBeVisible();
    // A route's own chunks are named by Docusaurus (8 hex digits); numbered ones are modules they share, which
    // webpack loads with them and Docusaurus's prefetch never covered (Mermaid, for one, loads with a diagram).
    const routeChunks = scripts.filter((s) => /^\/assets\/js\/[0-9a-f]{8}\.[0-9a-f]+\.js$/.test(s));
    expect(routeChunks.length, 'route chunks loaded for the next page').toBeGreaterThan(0);
    expect(routeChunks.filter((s) => !files.includes(s)), 'route chunks of the next page that were not prefetched').toEqual([]);
  });
});

test('on a data-saving connection nothing is prefetched', async ({page}) => {
  await openPage(page, '/ocean/features/headroom');
  await page.locator('a.pagination-nav__link--next').scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  await expect(page.locator(PREFETCHED)).toHaveCount(0);
});
