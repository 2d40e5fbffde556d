import {test, expect, openPage} from './support';

const bodyOverflow = (page: import('@playwright/test').Page) =>
  page.evaluate(() => getComputedStyle(document.body).overflow);

test.describe('responsive layout', () => {
  test('switches to the mobile layout at 996 pixels', async ({page}) => {
    await page.setViewportSize({width: 997, height: 800});
    await openPage(page, '/ocean/features/headroom');
    await expect(page.locator('.navbar__toggle')).toBeHidden();
    await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
    await page.setViewportSize({width: 996, height: 800});
    await expect(page.locator('.navbar__toggle')).toBeVisible();
    await expect(page.locator('.theme-doc-sidebar-container')).toBeHidden();
  });

  test('the phone menu shows the docs sidebar, goes back to the main menu and locks scrolling', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await openPage(page, '/ocean/features/headroom');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    expect(await bodyOverflow(page)).toBe('hidden');
    await expect(sidebar.getByRole('link', {name: 'Headroom', exact: true})).toBeVisible();
    await sidebar.getByRole('button', {name: 'Back to main menu'}).click();
    await expect(sidebar.locator('.navbar-sidebar__item.menu').first().getByText('More products')).toBeVisible();
    await page.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(sidebar).toBeHidden();
    expect(await bodyOverflow(page)).not.toBe('hidden');
  });

  test('the phone menu closes when the window grows to desktop width', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await openPage(page, '/ocean/');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await page.setViewportSize({width: 1280, height: 844});
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
    expect(await bodyOverflow(page)).not.toBe('hidden');
  });
});
