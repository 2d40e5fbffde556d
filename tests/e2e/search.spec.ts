// cspell:ignore qqxxzzunmatched ابحث العقدة
import {test, expect, openPage, hydrated} from './support';
import type {Page, Route} from '@playwright/test';

const SEARCH_DATA = /\/search-doc-[0-9a-f]+\.json$/;
/** The worker script, named by its webpack chunk name in src/search/client.ts. */
const SEARCH_WORKER = /\/assets\/js\/search\.[0-9a-f]+\.js$/;

const box = (page: Page) => page.getByRole('combobox', {name: 'Search the documentation'});

/** Waits until the index is built (the box is enabled with its shortcut hint). */
async function searchReady(page: Page): Promise<void> {
  await expect(box(page)).toHaveAttribute('placeholder', /^Search (Ctrl|⌘)\+K$/);
  await expect(box(page)).toBeEnabled();
  await page.waitForFunction(() => {
    const input = document.querySelector<HTMLInputElement>('input[role="combobox"]');
    return input && !input.disabled && input.placeholder.startsWith('Search ');
  });
}

/** Opens a page and waits for search to have loaded (it loads once the page is idle). */
async function openWithSearch(page: Page, path: string): Promise<void> {
  const data = page.waitForResponse(SEARCH_DATA);
  await openPage(page, path);
  await data;
  // Loading started: the box must say so, then become ready.
  await expect(box(page)).not.toHaveAttribute('placeholder', 'Search is unavailable');
  await expect.poll(() => box(page).getAttribute('placeholder'), {timeout: 30_000}).toMatch(/^Search (Ctrl|⌘)\+K$/);
}

test.describe('search box', () => {
  test('loads only after the page has loaded, shows "Loading..." disabled meanwhile, then the shortcut hint', async ({page}) => {
    let releaseData: () => void = () => {};
    const held = new Promise<void>((resolve) => (releaseData = resolve));
    const requestedAt: number[] = [];
    await page.route(SEARCH_DATA, async (route: Route) => {
      requestedAt.push(Date.now());
      await held;
      await route.continue();
    });
    await openPage(page, '/ocean/features/headroom');
    const loadEnd = await page.evaluate(() => performance.getEntriesByType('navigation')[0].toJSON().loadEventEnd as number);
    expect(loadEnd).toBeGreaterThan(0);
    await expect.poll(() => requestedAt.length).toBe(1);
    await expect(box(page)).toHaveAttribute('placeholder', 'Loading...');
    await expect(box(page)).toBeDisabled();
    releaseData();
    await expect(box(page)).toHaveAttribute('placeholder', 'Search Ctrl+K', {timeout: 30_000});
    await expect(box(page)).toBeEnabled();
  });

  test('Ctrl+K focuses the box', async ({page}) => {
    await openWithSearch(page, '/ocean/');
    await page.locator('main h1').click();
    await page.keyboard.press('Control+k');
    await expect(box(page)).toBeFocused();
  });

  test('shows at most 8 hits, as an ARIA combobox with a "See all results" option', async ({page}) => {
    await openWithSearch(page, '/');
    await box(page).fill('cluster');
    const listbox = page.getByRole('listbox', {name: 'Search results'});
    await expect(listbox).toBeVisible();
    await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(box(page)).toHaveAttribute('aria-controls', (await listbox.getAttribute('id'))!);
    const options = listbox.getByRole('option');
    await expect(options).toHaveCount(9);
    await expect(options.last()).toHaveText(/^See all \d+ results for “cluster”$/);
    await expect(listbox.locator('mark').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    const first = options.first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box(page)).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await page.keyboard.press('ArrowUp');
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');
  });

  test('choosing a hit by keyboard clears and blurs the box, navigates and highlights the word', async ({page}) => {
    await openWithSearch(page, '/');
    await box(page).fill('headroom');
    await expect(page.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/ocean\/features\/headroom$/);
    await expect(box(page)).toHaveValue('');
    await expect(box(page)).not.toBeFocused();
    await expect(page.locator('article mark[data-markjs="true"]').first()).toHaveText(/^headroom$/i);
  });

  test('choosing a hit with the mouse navigates to it', async ({page}) => {
    await openWithSearch(page, '/');
    await box(page).fill('shutdown hours');
    const option = page.getByRole('option').first();
    await expect(option).toBeVisible();
    const title = (await option.locator('span').nth(1).innerText()).trim();
    await option.click();
    await expect(page.locator('h1, article h2, article h3').filter({hasText: title}).first()).toBeVisible();
    await expect(box(page)).toHaveValue('');
  });

  test('queries in lunr syntax, very long, emoji, right-to-left or blank never break the box', async ({page}) => {
    await openWithSearch(page, '/');
    const listbox = page.getByRole('listbox', {name: 'Search results'});
    for (const query of ['title:ocean', 'roll*', 'spot~2', 'ocean^10', '+ocean -spark', '"virtual node group"', '[headroom]', '(eco)', 'x'.repeat(2000), '🚀🔥', 'ابحث عن العقدة', 'a:b*c~d^e+f-g']) {
      await box(page).fill(query);
      await expect(listbox.getByRole('option').first().or(listbox.getByText(/^No results for/))).toBeVisible();
    }
    await box(page).fill('   ');
    await expect(listbox).toBeHidden();
    await box(page).fill('qqxxzzunmatched');
    await expect(listbox.getByText('No results for “qqxxzzunmatched”')).toBeVisible();
    await expect(page.getByRole('status').filter({hasText: 'No results'})).toHaveCount(1);
  });

  test('excluded sections are never offered', async ({page}) => {
    await openWithSearch(page, '/');
    for (const query of ['billing engine', 'cost intelligence']) {
      await box(page).fill(query);
      const options = page.getByRole('option');
      await expect(options.first().or(page.getByText(/^No results for/))).toBeVisible();
      const hrefs = await page.getByRole('option').allInnerTexts();
      for (const text of hrefs) expect(text).not.toMatch(/Billing Engine ›|Cost Intelligence ›/);
    }
  });
});

test.describe('search loading policy', () => {
  test('on a save-data connection nothing is fetched until the reader reaches for the box, which then takes focus', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', {value: {saveData: true, effectiveType: '4g'}, configurable: true});
    });
    const requests: string[] = [];
    page.on('request', (request) => {
      if (SEARCH_DATA.test(request.url()) || SEARCH_WORKER.test(request.url())) requests.push(request.url());
    });
    await openPage(page, '/ocean/');
    await page.waitForTimeout(1500);
    expect(requests, 'search requests before intent').toEqual([]);
    await expect(box(page)).toBeEnabled();
    await page.keyboard.press('Control+k');
    await expect.poll(() => requests.length).toBeGreaterThan(0);
    await expect(box(page)).toBeFocused({timeout: 30_000});
    await expect(box(page)).toHaveAttribute('placeholder', 'Search Ctrl+K');
  });

  test('a missing index shows a clear message in the box and the page keeps working', async ({page, consoleProblems}) => {
    await page.route(SEARCH_DATA, (route) => route.fulfill({status: 404, body: 'not found'}));
    await openPage(page, '/ocean/');
    await expect(box(page)).toHaveAttribute('placeholder', 'Search is unavailable', {timeout: 30_000});
    await expect(box(page)).toHaveAccessibleDescription(/Search could not load \(the search data answered HTTP 404\)/);
    await page.getByRole('link', {name: 'Ocean for Apache Spark', exact: true}).first().click();
    await expect(page).toHaveURL(/\/ocean-spark\/$/);
    // The browser itself logs the failed request; nothing else may complain.
    consoleProblems.splice(0, consoleProblems.length, ...consoleProblems.filter((p) => !/404/.test(p)));
  });

  test('an index that is not JSON shows the same message', async ({page}) => {
    await page.route(SEARCH_DATA, (route) => route.fulfill({status: 200, contentType: 'application/json', body: '{"searchDocs": [tru'}));
    await openPage(page, '/ocean/');
    await expect(box(page)).toHaveAttribute('placeholder', 'Search is unavailable', {timeout: 30_000});
    await expect(box(page)).toHaveAccessibleDescription(/not valid JSON/);
  });
});

test.describe('search results page', () => {
  test('lists every hit with a highlighted snippet and filters by product; the URL can be shared', async ({page}) => {
    await openPage(page, '/search?q=headroom');
    await expect(page.locator('h1')).toHaveText('Search results for “headroom”');
    const results = page.locator('main ol > li');
    await expect(results.first()).toBeVisible({timeout: 30_000});
    const total = await results.count();
    expect(total).toBeGreaterThan(8);
    await expect(page.locator('main').getByRole('status')).toContainText(`${total} results`);
    await expect(results.first().locator('a')).toContainText(/headroom/i);
    await expect(results.locator('mark').first()).toBeVisible();
    const filters = page.getByRole('navigation', {name: 'Filter results by product'});
    await filters.getByRole('link', {name: /^Ocean \(\d+\)$/}).click();
    await expect(page).toHaveURL(/[?&]section=Ocean(&|$)/);
    await expect(filters.getByRole('link', {name: /^Ocean \(\d+\)$/})).toHaveAttribute('aria-current', 'page');
    const inOcean = await results.count();
    expect(inOcean).toBeLessThanOrEqual(total);
    for (const trail of await results.locator('div').allInnerTexts()) expect(trail).toMatch(/^Ocean( ›|$)/);
  });

  test('a new query goes into the URL and the back button returns to the previous results', async ({page}) => {
    await openPage(page, '/search?q=elastigroup');
    await expect(page.locator('main ol > li').first()).toBeVisible({timeout: 30_000});
    const input = page.getByLabel('Search terms');
    await expect(input).toHaveValue('elastigroup');
    await input.fill('spark');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=spark$/);
    await expect(page.locator('h1')).toHaveText('Search results for “spark”');
    await page.goBack();
    await expect(page.locator('h1')).toHaveText('Search results for “elastigroup”');
    await expect(input).toHaveValue('elastigroup');
  });

  test('results can be reached and opened by keyboard', async ({page}) => {
    await openPage(page, '/search?q=stateful%20node');
    await expect(page.locator('main ol > li').first()).toBeVisible({timeout: 30_000});
    const firstLink = page.locator('main ol > li a').first();
    const href = await firstLink.getAttribute('href');
    await page.getByLabel('Search terms').focus();
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      if (await firstLink.evaluate((el) => el === document.activeElement)) break;
    }
    await expect(firstLink).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  });

  test('the dropdown\'s "See all results" opens the results page', async ({page}) => {
    await openWithSearch(page, '/');
    await box(page).fill('terraform');
    await page.getByRole('option', {name: /^See all \d+ results/}).click();
    await expect(page).toHaveURL(/\/search\?q=terraform$/);
    await hydrated(page);
    await expect(page.locator('main ol > li').first()).toBeVisible({timeout: 30_000});
  });
});
