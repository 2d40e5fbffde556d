import {test, expect, openPage} from './support';

const toggle = (page: import('@playwright/test').Page) => page.getByRole('button', {name: /Switch between dark and light mode/}).first();
const theme = (page: import('@playwright/test').Page) => page.locator('html');

test.describe('colour mode', () => {
  test('starts light even when the system prefers dark', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await openPage(page, '/');
    await expect(theme(page)).toHaveAttribute('data-theme', 'light');
  });

  test('toggles to dark, swaps the logo and remembers the choice', async ({page}) => {
    await openPage(page, '/');
    await expect(page.locator('.navbar__logo img')).toHaveAttribute('src', /logo\.svg$/);
    await toggle(page).click();
    await expect(theme(page)).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('.navbar__logo img')).toHaveAttribute('src', /logo-dark\.svg$/);
    await page.reload();
    await expect(theme(page)).toHaveAttribute('data-theme', 'dark');
    await toggle(page).click();
    await expect(theme(page)).toHaveAttribute('data-theme', 'light');
  });

  test('follows a change made in another tab', async ({context}) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await openPage(first, '/ocean/');
    await openPage(second, '/eco/');
    await toggle(first).click();
    await expect(theme(first)).toHaveAttribute('data-theme', 'dark');
    await expect(theme(second)).toHaveAttribute('data-theme', 'dark');
  });
});
