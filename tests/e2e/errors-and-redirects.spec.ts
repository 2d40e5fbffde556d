import {test, expect, hydrated, openPage, withoutStorage} from './support';

test.describe('errors and old addresses', () => {
  test('an unknown path shows the not-found page with status 404', async ({page, consoleProblems}) => {
    const response = await page.goto('/no-such-page/anywhere');
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page.locator('h1')).toHaveText('Page Not Found');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /does not exist/);
    // The browser logs every 404 document as a failed resource; that is the expected answer here.
    consoleProblems.splice(0, consoleProblems.length, ...consoleProblems.filter((p) => !/404/.test(p)));
  });

  for (const [from, to] of [
    ['/ocean/features/headroom.html', '/ocean/features/headroom'],
    ['/ocean/features/headroom.htm', '/ocean/features/headroom'],
    ['/ocean/index.html', '/ocean/'],
    ['/ocean/features/headroom/index.html', '/ocean/features/headroom'],
    ['/ocean', '/ocean/'],
  ]) {
    test(`${from} ends on ${to}`, async ({page}) => {
      const response = await page.goto(from);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(to);
      await hydrated(page);
      await expect(page.locator('h1')).toHaveCount(1);
    });
  }
});

test.describe('announcement bar', () => {
  test('can be dismissed and stays dismissed', async ({page}) => {
    await openPage(page, '/');
    const bar = page.locator('.theme-announcement-bar');
    await expect(bar).toContainText('Ctrl');
    await bar.getByRole('button', {name: 'Close'}).click();
    await expect(bar).toBeHidden();
    await page.reload();
    await hydrated(page);
    await expect(bar).toBeHidden();
  });
});

test.describe('without browser storage', () => {
  test.beforeEach(async ({page}) => withoutStorage(page));

  test('pages render, navigate and switch colour mode', async ({page}) => {
    await openPage(page, '/ocean/');
    await page.locator('article a.card').first().click();
    await expect(page.locator('h1')).toHaveCount(1);
    await page.getByRole('button', {name: /Switch between dark and light mode/}).first().click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});
