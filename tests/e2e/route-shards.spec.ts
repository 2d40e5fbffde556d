import {test, expect, openPage} from './support';

/**
 * Doc routes reach the browser in shards (src/plugins/route-shards): main.js,
 * which every first visit evaluates, names no doc page, and a page's route
 * arrives in its shard before the page hydrates or is navigated to.
 */
test('main.js names no doc page; the page opened loads its route shard and works', async ({page, request}) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await openPage(page, '/ocean/features/headroom');
  const main = await page.locator('link[data-boot][href*="/main."]').getAttribute('href');
  const source = await (await request.get(main!)).text();
  // A doc route's path and its content module, as Docusaurus would put them in main.js.
  expect(source).not.toContain('"/ocean/features/headroom"');
  expect(source).not.toContain('docs/ocean/features/headroom.mdx');
  // The shard: a script loaded before hydration whose route table holds this page.
  const bodies = await Promise.all(scripts.map(async (url) => (await request.get(url)).text()));
  expect(bodies.filter((body) => body.includes('path:"/ocean/features/headroom"')), 'scripts holding the route').toHaveLength(1);
  // Hydrated: a tab switches its panel.
  await page.getByRole('tab', {name: 'Terraform'}).first().click();
  await expect(page.getByRole('tab', {name: 'Terraform'}).first()).toHaveAttribute('aria-selected', 'true');
  // The home link of the breadcrumbs (theme-common finds the home page in the route table).
  await expect(page.getByRole('navigation', {name: 'Breadcrumbs'}).getByRole('link', {name: 'Home page'})).toBeVisible();
});

test('sidebar links open their pages without a reload, whichever shard holds them, and Back returns', async ({page}) => {
  await openPage(page, '/ocean/features/headroom');
  await page.evaluate(() => ((window as unknown as {sameDocument: boolean}).sameDocument = true));
  const sameDocument = () => page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument === true);
  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  const visited: string[] = [];
  for (const href of ['/ocean/overview-kubernetes', '/ocean/release-notes/', '/ocean/tutorials/ocean-dashboard', '/ocean/features/roll-gen']) {
    await sidebar.locator(`a[href="${href}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(sidebar.locator(`a[href="${href}"]`)).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('article h1')).toBeVisible();
    expect(await sameDocument(), `${href} reloaded the page`).toBe(true);
    visited.push(await page.locator('article h1').innerText());
  }
  expect(new Set(visited).size).toBe(4);
  await page.goBack();
  await expect(page).toHaveURL(/\/ocean\/tutorials\/ocean-dashboard$/);
  await expect(page.locator('article h1')).toHaveText(visited[2]);
  expect(await sameDocument()).toBe(true);
});
