import {test, expect, openPage} from './support';

const category = (page: import('@playwright/test').Page, label: string) =>
  page.locator(`xpath=//ul[contains(@class,"theme-doc-sidebar-menu")]/li[./div/a[normalize-space()="${label}"]]`);

test.describe('docs sidebar', () => {
  test('marks the current page and opens its categories', async ({page}) => {
    await openPage(page, '/ocean/features/headroom');
    await expect(page.locator('.theme-doc-sidebar-menu a[aria-current="page"]')).toHaveText('Headroom');
    await expect(category(page, 'Ocean')).not.toHaveClass(/menu__list-item--collapsed/);
  });

  test('collapses the other categories when one opens', async ({page}) => {
    await openPage(page, '/ocean/features/headroom');
    await category(page, 'Eco').getByRole('button', {name: /Expand sidebar category 'Eco'/}).click();
    await expect(category(page, 'Eco')).not.toHaveClass(/menu__list-item--collapsed/);
    await expect(category(page, 'Ocean')).toHaveClass(/menu__list-item--collapsed/);
  });

  test('can be hidden and shown again', async ({page}) => {
    await openPage(page, '/ocean/features/headroom');
    await page.getByRole('button', {name: 'Collapse sidebar', exact: true}).click();
    await expect(page.locator('.theme-doc-sidebar-menu')).toBeHidden();
    await page.getByRole('button', {name: 'Expand sidebar', exact: true}).click();
    await expect(page.locator('.theme-doc-sidebar-menu')).toBeVisible();
  });

  test('is shown beside pages that are not listed in it', async ({page}) => {
    await openPage(page, '/ai-bot/disclaimer-page');
    await expect(page.locator('.theme-doc-sidebar-menu')).toBeVisible();
    await expect(page.locator('.theme-doc-sidebar-menu a[aria-current="page"]')).toHaveCount(0);
  });

  test('ends with the external API reference link', async ({page}) => {
    await openPage(page, '/');
    const api = page.locator('.theme-doc-sidebar-menu > li').last().getByRole('link');
    await expect(api).toHaveText(/API Reference/);
    await expect(api).toHaveAttribute('href', 'https://docs.spot.io/api');
  });
});

test.describe('docs sidebar opened on a phone', () => {
  test.use({viewport: {width: 390, height: 844}});

  // On a phone the desktop menu is not hydrated (src/theme/DocSidebar/Desktop/Content): the mobile menu
  // must list the pages, and a window widened afterwards must get a working desktop menu.
  test('lists the current page in the mobile menu, and a widened window gets the desktop sidebar', async ({page}) => {
    await openPage(page, '/ocean/features/headroom');
    await expect(page.locator('.theme-doc-sidebar-menu')).toBeHidden();
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const mobileMenu = page.locator('.navbar-sidebar');
    await expect(mobileMenu.locator('a[aria-current="page"]')).toHaveText('Headroom');
    await page.keyboard.press('Escape');

    await page.setViewportSize({width: 1280, height: 800});
    await expect(page.locator('.theme-doc-sidebar-menu a[aria-current="page"]')).toHaveText('Headroom');
    await category(page, 'Eco').getByRole('button', {name: /Expand sidebar category 'Eco'/}).click();
    await expect(category(page, 'Eco')).not.toHaveClass(/menu__list-item--collapsed/);
  });
});
