import {test, expect, openPage} from './support';

/**
 * What the phone-first performance work (issue 15) must not break: code in
 * the languages Prism gets from extra grammars is still highlighted, whether
 * the page is opened directly or reached by a client-side link from a page
 * that needs no grammar; and diagrams, which now wait until they near the
 * viewport, still draw when the reader gets there.
 */

const terraformKeyword = (page: import('@playwright/test').Page) =>
  page.locator('pre.language-hcl .token.keyword', {hasText: 'resource'}).first();

test('Terraform (HCL) code is highlighted on a page opened directly', async ({page}) => {
  await openPage(page, '/ocean/features/headroom');
  await page.getByRole('tab', {name: 'Terraform'}).first().click();
  await expect(terraformKeyword(page)).toBeVisible();
});

test('Terraform (HCL) code is highlighted after a client-side link from a page without code', async ({page}) => {
  await openPage(page, '/ocean/features/');
  await expect(page.locator('pre')).toHaveCount(0);
  await page.locator('article a[href="/ocean/features/headroom"]').first().click();
  await expect(page).toHaveURL(/\/ocean\/features\/headroom$/);
  await page.getByRole('tab', {name: 'Terraform'}).first().click();
  await expect(terraformKeyword(page)).toBeVisible();
});

test('a diagram far down the page loads Mermaid only as the reader scrolls to it, then draws', async ({page}) => {
  const mermaidScripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    // The Mermaid library's own chunk: no other script names its API object.
    if ((await response.text().catch(() => '')).includes('mermaidAPI')) mermaidScripts.push(response.url());
  });
  // The page's one diagram sits some 600 words down, under this heading.
  await openPage(page, '/spot-connect/integrations/slack');
  await page.waitForLoadState('networkidle');
  expect(mermaidScripts, 'Mermaid fetched before the diagram neared the viewport').toEqual([]);
  await expect(page.locator('.docusaurus-mermaid-container')).toHaveCount(0);

  await page.getByRole('heading', {name: 'Example: approve before stopping an instance'}).scrollIntoViewIfNeeded();
  await expect(page.locator('.docusaurus-mermaid-container svg').first()).toBeVisible({timeout: 30_000});
  expect(mermaidScripts.length).toBeGreaterThan(0);
});

test('main.js, which every page evaluates before it is interactive, carries no list of every doc', async ({page, request}) => {
  await openPage(page, '/ocean/features/headroom');
  const main = await page.locator('link[data-boot][href*="/main."]').getAttribute('href');
  expect(main).toBeTruthy();
  const source = await (await request.get(main!)).text();
  // The docs plugin's global data as Docusaurus 3.9.2 embeds it: a JSON string parsed at startup.
  expect(source).toContain('"versions":[{"name":"current"');
  expect(source).not.toMatch(/"docs":\[\{"id":/);
});

test('the sidebar data every doc page loads carries no title and description of every doc, and index cards keep their text', async ({page}) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  await openPage(page, '/ocean/features/headroom');
  await page.waitForLoadState('networkidle');
  const sources = await Promise.all(scripts);
  // The docs plugin's version data as Docusaurus 3.9.2 embeds it: a JSON string with the sidebars.
  const versionData = sources.filter((source) => source.includes('"docsSidebars"'));
  expect(versionData).toHaveLength(1);
  expect(versionData[0]).toContain('"docs":{}');
  expect(versionData[0]).not.toContain('Keep spare capacity in an Ocean cluster');

  // A category index reached by a client-side link still shows each child's description.
  await page.locator('nav.theme-doc-breadcrumbs a[href="/ocean/features/"]').click();
  await expect(page).toHaveURL(/\/ocean\/features\/$/);
  const card = page.locator('article a.card[href="/ocean/features/headroom"]');
  await expect(card).toContainText('Keep spare capacity in an Ocean cluster');
});

test('the bundle starts only after the page has painted its content', async ({page}) => {
  await page.addInitScript(() => {
    const w = window as unknown as {__mainInserted?: number};
    new MutationObserver((records) => {
      for (const record of records) {
        record.addedNodes.forEach((node) => {
          if (node instanceof HTMLScriptElement && /\/main\.[0-9a-f]+\.js$/.test(node.src)) w.__mainInserted ??= performance.now();
        });
      }
    }).observe(document, {childList: true, subtree: true});
  });
  await openPage(page, '/ocean/features/headroom');
  const timing = await page.evaluate(() => ({
    inserted: (window as unknown as {__mainInserted?: number}).__mainInserted ?? -1,
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
  }));
  expect(timing.paint, 'the page painted').toBeGreaterThan(0);
  expect(timing.inserted, 'main.js was started by the boot loader').toBeGreaterThan(0);
  expect(timing.inserted).toBeGreaterThanOrEqual(timing.paint);
});
