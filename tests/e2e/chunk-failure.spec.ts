import {test, expect, hydrated, openPage} from './support';

/**
 * A reader moves to another page while the site's JavaScript cannot be
 * fetched (a deploy replaced it, the connection dropped). Docusaurus reloads
 * into the pre-rendered page; the reader must still see its content, plus the
 * error text and a Retry button, and Retry must recover once the network is back.
 */
test('a page whose code cannot load stays readable, says so and recovers with Retry', async ({page, consoleProblems}) => {
  await openPage(page, '/ocean/');
  // Let the page finish loading and prefetching first: only the next page's code is to fail.
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  let offline = true;
  await page.route('**/assets/js/**', (route) => (offline ? route.abort('internetdisconnected') : route.continue()));

  // A page in another product, reached from the navbar, whose code this page has not prefetched.
  const products = page.locator('.navbar__items .navbar__item.dropdown').filter({has: page.locator('> .navbar__link:text-is("More products")')});
  await products.hover();
  await products.locator('.dropdown__link[href="/spot-security/"]').click();

  const alert = page.getByRole('alert').filter({hasText: 'could not be loaded'});
  await expect(alert).toBeVisible();
  await expect(page).toHaveURL(/\/spot-security\/$/);
  await expect(page.locator('h1')).toHaveText('Spot Security');
  const retry = alert.getByRole('button', {name: 'Retry'});
  await retry.focus();
  await expect(retry).toBeFocused();

  offline = false;
  await retry.click();
  await hydrated(page);
  await expect(alert).toHaveCount(0);
  await expect(page.locator('h1')).toHaveText('Spot Security');

  // The failed fetches are the point of this test; anything else logged is still a failure.
  const expected = /ERR_INTERNET_DISCONNECTED|Loading chunk \d+ failed/;
  consoleProblems.splice(0, consoleProblems.length, ...consoleProblems.filter((p) => !expected.test(p)));
});

test('a first visit with no JavaScript at all shows the page and the Retry banner', async ({page, consoleProblems}) => {
  await page.route('**/assets/js/**', (route) => route.abort('internetdisconnected'));
  await page.goto('/ocean/features/headroom');
  await expect(page.locator('h1')).toHaveText('Headroom');
  await expect(page.getByRole('alert').getByRole('button', {name: 'Retry'})).toBeVisible();
  consoleProblems.splice(0, consoleProblems.length, ...consoleProblems.filter((p) => !/ERR_INTERNET_DISCONNECTED/.test(p)));
});
