import {test, expect, openPage} from './support';
import {childrenOf} from '../../src/data/page-tree';
import {FIXTURES_PATH} from '../../src/data/site';

test.describe('documentation page', () => {
  test('has one h1, a title ending with the site name and a meta description', async ({page}) => {
    await openPage(page, '/ocean/features/headroom');
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toHaveText('Headroom');
    await expect(page).toHaveTitle('Headroom | Spot product documentation');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
  });

  test('table of contents lists h2 and h3 but not h4', async ({page}) => {
    // A fixture page with a heading at each level (tests/fixtures/docs/toc-depth.mdx).
    await openPage(page, `${FIXTURES_PATH}toc-depth`);
    await expect(page.locator('article h4[id]')).toHaveCount(1);
    await expect(page.locator('article h3[id]')).toHaveCount(1);
    const toc = page.locator('.table-of-contents').first();
    const h3 = await page.locator('article h3[id]').first().getAttribute('id');
    await expect(toc.locator(`a[href="#${h3}"]`)).toHaveCount(1);
    const h2 = await page.locator('article h2[id]').first().getAttribute('id');
    await expect(toc.locator(`a[href="#${h2}"]`)).toHaveCount(1);
    const h4 = await page.locator('article h4[id]').first().getAttribute('id');
    await expect(toc.locator(`a[href="#${h4}"]`)).toHaveCount(0);
  });

  test('every h2 and h3 the article shows is in the table of contents and has a "Direct link to" anchor', async ({page}) => {
    await openPage(page, '/ocean/features/headroom');
    const headings = await page.locator('article h2, article h3').evaluateAll((elements) =>
      elements.map((heading) => ({
        text: (heading.textContent ?? '').replace(/\u200b/g, '').trim(),
        id: heading.id,
        anchor: heading.querySelector('a.hash-link')?.getAttribute('title') ?? null,
      })),
    );
    const toc = await page.locator('.table-of-contents').first().locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(headings.length).toBeGreaterThan(3);
    for (const heading of headings) {
      expect(heading.anchor, heading.text).toBe(`Direct link to ${heading.text}`);
      expect(toc, heading.text).toContain(`#${heading.id}`);
    }
  });

  test('opening a link with a hash scrolls to that heading', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 600});
    await openPage(page, '/ocean/getting-started/aks/#support-for-regions-without-availability-zones');
    await expect(page.locator('#support-for-regions-without-availability-zones')).toBeInViewport();
  });

  test('a category index shows a card for each child in the sidebar', async ({page}) => {
    await openPage(page, '/ocean/');
    await expect(page.locator('article .card')).toHaveCount(childrenOf('/ocean/')!.length);
  });

  test('an index outside the sidebar shows cards for the pages in its folder', async ({page}) => {
    await openPage(page, '/ocean/tutorials/');
    const cards = page.locator('article a.card');
    expect(await cards.count()).toBeGreaterThan(5);
    const hrefs = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(hrefs).toContain('/ocean/tutorials/set-running-hours');
    for (const href of hrefs) expect(href).toMatch(/^\/ocean\/tutorials\/[^/]+\/?$/);
  });
});
