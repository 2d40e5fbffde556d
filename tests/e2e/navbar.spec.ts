import {test, expect, openPage} from './support';
import {FLEXERA_ONE_LINKS, RESOURCE_LINKS, SNOW_ATLAS_LINKS} from '../../src/data/site';
import {PRODUCTS} from '../../src/data/products';

const dropdown = (page: import('@playwright/test').Page, label: string) =>
  page.locator('.navbar__items .navbar__item.dropdown').filter({has: page.locator(`> .navbar__link:text-is("${label}")`)});

test.describe('navbar', () => {
  test('dropdowns list the configured links in order', async ({page}) => {
    await openPage(page, '/ocean/');
    const expected: Array<[string, readonly {label: string}[]]> = [
      ['Flexera One', FLEXERA_ONE_LINKS],
      ['Snow Atlas', SNOW_ATLAS_LINKS],
      ['More products', PRODUCTS.map((p) => ({label: p.name}))],
      ['Resources', RESOURCE_LINKS],
    ];
    for (const [label, links] of expected) {
      await expect(dropdown(page, label).locator('.dropdown__link')).toHaveText(links.map((l) => l.label));
    }
    await expect(dropdown(page, 'More products').locator('.dropdown__link', {hasText: 'Ocean for Apache Spark'})).toHaveAttribute('href', '/ocean-spark/');
  });

  test('Enter opens a dropdown and a click outside closes it', async ({page}) => {
    await openPage(page, '/ocean/');
    const resources = dropdown(page, 'Resources');
    await resources.locator('> .navbar__link').focus();
    await page.keyboard.press('Enter');
    await expect(resources).toHaveClass(/dropdown--show/);
    await expect(resources.locator('.dropdown__link').first()).toBeVisible();
    await page.locator('main').click({position: {x: 5, y: 5}});
    await expect(resources).not.toHaveClass(/dropdown--show/);
  });

  test('external dropdown links say they open in a new tab', async ({page}) => {
    await openPage(page, '/');
    const link = dropdown(page, 'Flexera One').locator('.dropdown__link').first();
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link.locator('svg')).toHaveAttribute('aria-label', '(opens in new tab)');
  });

  test('hides while scrolling down and comes back when scrolling up', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 420});
    await openPage(page, '/ocean/');
    const navbar = page.locator('nav.navbar');
    await page.mouse.move(640, 300);
    await page.mouse.wheel(0, 200);
    await page.mouse.wheel(0, 400);
    await expect(navbar).toHaveClass(/navbarHidden/);
    await page.mouse.wheel(0, -150);
    await expect(navbar).not.toHaveClass(/navbarHidden/);
  });

  test('the logo leads home and the skip link jumps to the content', async ({page}) => {
    await openPage(page, '/ocean/features/headroom');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: 'Skip to main content'});
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    // What a keyboard user gets: the next Tab lands inside the main content, past the navbar.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
    await page.locator('.navbar__brand').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('h1')).toHaveText('Get Started with Spot');
  });
});
