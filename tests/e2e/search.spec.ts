// cspell:ignore qqxxzzunmatched ابحث العقدة
import {test, expect, openPage, hydrated} from './support';
import type {Page, Route} from '@playwright/test';

// Search as most readers meet it: loaded in the background once the page is idle.
test.use({saveData: false});

const SEARCH_DATA = /\/search-doc-[0-9a-f]+\.json$/;
/** The worker script, named by its webpack chunk name in src/plugins/search/client/client.ts. */
const SEARCH_WORKER = /\/assets\/js\/search\.[0-9a-f]+\.js$/;

const box = (page: Page) => page.getByRole('combobox', {name: 'Search the documentation'});
const listbox = (page: Page) => page.getByRole('listbox', {name: 'Search results'});

/** Opens a page and waits for search to have loaded (it loads once the page is idle). */
/** Opens a page and waits for search to be ready; returns the options the search file carries. */
async function openWithSearch(page: Page, path: string): Promise<{maxHits: number; highlightResult: boolean}> {
  const data = page.waitForResponse(SEARCH_DATA);
  await openPage(page, path);
  const {options} = (await (await data).json()) as {options: {maxHits: number; highlightResult: boolean}};
  await expect(box(page)).toHaveAttribute('placeholder', /^Search (Ctrl|⌘)\+K$/, {timeout: 30_000});
  await expect(box(page)).toBeEnabled();
  return options;
}

/** Holds the search data until the returned function is called. */
async function holdSearchData(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(SEARCH_DATA, async (route: Route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('search box', () => {
  test('starts loading only after the load event, says "Loading..." and is disabled meanwhile, then shows the shortcut hint', async ({page}) => {
    const release = await holdSearchData(page);
    const requested = page.waitForRequest(SEARCH_DATA);
    await openPage(page, '/ocean/features/headroom');
    await requested;
    const times = await page.evaluate(() => ({
      loadEnd: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
      loadStart: performance.getEntriesByName('search:load-start')[0]?.startTime ?? -1,
    }));
    expect(times.loadEnd).toBeGreaterThan(0);
    expect(times.loadStart, 'search starts after the load event').toBeGreaterThanOrEqual(times.loadEnd);
    await expect(box(page)).toHaveAttribute('placeholder', 'Loading...');
    await expect(box(page)).toBeDisabled();
    release();
    await expect(box(page)).toHaveAttribute('placeholder', /^Search (Ctrl|⌘)\+K$/, {timeout: 30_000});
    await expect(box(page)).toBeEnabled();
  });

  test('a reader already in the box while it loads keeps focus, and what they typed is searched when it is ready', async ({page}) => {
    const release = await holdSearchData(page);
    const requested = page.waitForRequest(SEARCH_DATA);
    await openPage(page, '/ocean/');
    await requested;
    // Focus as a keyboard reader arrives (Playwright refuses to click an aria-disabled box).
    await box(page).focus();
    await page.keyboard.type('headroom');
    await expect(box(page)).toBeFocused();
    await expect(box(page)).toHaveValue('headroom');
    await expect(page.getByRole('status').filter({hasText: 'Search is loading'})).toHaveCount(1);
    release();
    await expect(listbox(page).getByRole('option').first()).toBeVisible({timeout: 30_000});
    await expect(box(page)).toBeFocused();
  });

  test('Ctrl+K focuses the box', async ({page}) => {
    await openWithSearch(page, '/ocean/');
    await page.locator('main h1').click();
    await page.keyboard.press('Control+k');
    await expect(box(page)).toBeFocused();
  });

  test('shows at most the configured number of hits as links in an ARIA combobox, with short option names and a "See all results" link', async ({page}) => {
    const {maxHits} = await openWithSearch(page, '/');
    await box(page).fill('cluster');
    await expect(listbox(page)).toBeVisible();
    await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(box(page)).toHaveAttribute('aria-controls', (await listbox(page).getAttribute('id'))!);
    const options = listbox(page).getByRole('option');
    // "cluster" matches far more pages than the box lists: the hits, then "See all results".
    await expect(options).toHaveCount(maxHits + 1);
    for (const option of (await options.all()).slice(0, maxHits)) {
      await expect(option).toHaveAttribute('href', /^\/[^?]*$/);
      // Title and section, not the snippet: short enough to listen to. Titles may hold
      // parentheses of their own ("Accelerated scale-down (GKE and EKS)"), so only the shape and length are fixed.
      await expect(option).toHaveAccessibleName(/^.{1,100} \(.{1,100}\)$/);
    }
    const first = options.first();
    const all = options.last();
    await expect(all).toHaveAccessibleName(/^See all \d+ results for “cluster”$/);
    await expect(all).toHaveAttribute('href', '/search?q=cluster');
    await expect(listbox(page).locator('mark').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box(page)).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await page.keyboard.press('ArrowUp');
    await expect(all).toHaveAttribute('aria-selected', 'true');
  });

  test('a hit found in the body carries its snippet as the option\'s description', async ({page}) => {
    await openWithSearch(page, '/');
    await box(page).fill('kubectl');
    const withSnippet = listbox(page).getByRole('option').filter({has: page.locator('[id$="-snippet"]')}).first();
    await expect(withSnippet).toHaveAccessibleDescription(/kubectl/i);
  });

  test('choosing a hit by keyboard clears and blurs the box, navigates and highlights the word', async ({page}) => {
    await openWithSearch(page, '/');
    await box(page).fill('headroom');
    await expect(page.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    const href = await page.getByRole('option').first().getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new URL(href!, page.url()).href);
    await expect(box(page)).toHaveValue('');
    await expect(box(page)).not.toBeFocused();
    await expect(page.locator('article mark[data-markjs="true"]').first()).toHaveText(/^headroom$/i);
  });

  test('a plain click follows the hit; Ctrl+click and middle-click open it in a new tab and leave the box as it was', async ({page, context}) => {
    await openWithSearch(page, '/');
    await box(page).fill('shutdown hours');
    const link = page.getByRole('option').first();
    await expect(link).toBeVisible();
    const href = (await link.getAttribute('href'))!;
    for (const click of [{modifiers: ['ControlOrMeta' as const]}, {button: 'middle' as const}]) {
      const opened = context.waitForEvent('page');
      await link.click(click);
      const tab = await opened;
      await expect(tab).toHaveURL(new URL(href, page.url()).href);
      await tab.close();
      await expect(page).toHaveURL(/\/$/);
      await expect(box(page)).toHaveValue('shutdown hours');
    }
    await link.click();
    await expect(page).toHaveURL(new URL(href, page.url()).href);
    await expect(box(page)).toHaveValue('');
  });

  test('Escape closes the list first and clears the text on the second press', async ({page}) => {
    await openWithSearch(page, '/');
    await box(page).fill('ocean');
    await expect(listbox(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(listbox(page)).toBeHidden();
    await expect(box(page)).toHaveValue('ocean');
    await expect(box(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(box(page)).toHaveValue('');
  });

  test('queries in lunr syntax, very long, emoji, right-to-left or blank never break the box', async ({page}) => {
    await openWithSearch(page, '/');
    for (const query of ['title:ocean', 'roll*', 'spot~2', 'ocean^10', '+ocean -spark', '"virtual node group"', '[headroom]', '(eco)', 'x'.repeat(2000), '🚀🔥', 'ابحث عن العقدة', 'a:b*c~d^e+f-g']) {
      await box(page).fill(query);
      await expect(listbox(page).getByRole('option').first().or(listbox(page).getByText(/^No results for/))).toBeVisible();
    }
    await box(page).fill('   ');
    await expect(listbox(page)).toBeHidden();
    await box(page).fill('qqxxzzunmatched');
    await expect(listbox(page).getByText('No results for “qqxxzzunmatched”')).toBeVisible();
    await expect(page.getByRole('status').filter({hasText: 'No results'})).toHaveCount(1);
  });

  test('hits are labelled with their sidebar section: Overview Dashboards pages are not "Get Started"', async ({page}) => {
    await openWithSearch(page, '/');
    await box(page).fill('optimize dashboard');
    const option = page.locator('[role="option"][href^="/connect-your-cloud-provider/optimize"]').first();
    await expect(option).toBeVisible();
    await expect(option).toHaveAccessibleName(/\(Overview Dashboards/);
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
    // Past the load event and two idle periods: where search would otherwise have started.
    await page.evaluate(async () => {
      if (document.readyState !== 'complete') await new Promise((resolve) => addEventListener('load', resolve, {once: true}));
      for (let i = 0; i < 2; i++) await new Promise((resolve) => requestIdleCallback(resolve));
    });
    expect(requests, 'search requests before intent').toEqual([]);
    await expect(box(page)).toBeEnabled();
    await page.keyboard.press('Control+k');
    await expect.poll(() => requests.length).toBeGreaterThan(0);
    await expect(box(page)).toBeFocused();
    await expect(box(page)).toHaveAttribute('placeholder', /^Search (Ctrl|⌘)\+K$/, {timeout: 30_000});
  });

  test('a missing index shows a clear message, which stays while the reader types, and the page keeps working', async ({page, consoleProblems}) => {
    await page.route(SEARCH_DATA, (route) => route.fulfill({status: 404, body: 'not found'}));
    await openPage(page, '/ocean/');
    await expect(box(page)).toHaveAttribute('placeholder', 'Search is unavailable', {timeout: 30_000});
    await expect(box(page)).toHaveAccessibleDescription(/Search could not load \(the search data answered HTTP 404\)/);
    await box(page).fill('headroom');
    await expect(page.getByText(/^Search could not load \(the search data answered HTTP 404\)/).last()).toBeVisible();
    await expect(page.getByText(/^No results/)).toHaveCount(0);
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
  test('lists every hit as a link with a highlighted snippet and filters by product; the URL can be shared', async ({page}) => {
    await openPage(page, '/search?q=headroom');
    await expect(page.locator('h1')).toHaveText('Search results for “headroom”');
    const results = page.locator('main ol > li');
    await expect(results.first()).toBeVisible({timeout: 30_000});
    const total = await results.count();
    expect(total).toBeGreaterThan(8);
    await expect(page.locator('main').getByRole('status')).toContainText(`${total} results`);
    await expect(results.first().getByRole('link')).toContainText(/headroom/i);
    await expect(results.first().getByRole('link')).toHaveAttribute('href', /^\//);
    await expect(results.locator('mark').first()).toBeVisible();
    const filters = page.getByRole('navigation', {name: 'Filter results by product'});
    await filters.getByRole('link', {name: /^Ocean \(\d+\)$/}).click();
    await expect(page).toHaveURL(/[?&]section=Ocean(&|$)/);
    await expect(filters.getByRole('link', {name: /^Ocean \(\d+\)$/})).toHaveAttribute('aria-current', 'page');
    const inOcean = await results.count();
    expect(inOcean).toBeLessThan(total);
    for (const trail of await results.locator('div').allInnerTexts()) expect(trail).toMatch(/^Ocean( ›|$)/);
  });

  test('offers the Overview Dashboards filter for dashboard pages', async ({page}) => {
    await openPage(page, '/search?q=dashboard');
    await expect(page.locator('main ol > li').first()).toBeVisible({timeout: 30_000});
    await expect(page.getByRole('navigation', {name: 'Filter results by product'}).getByRole('link', {name: /^Overview Dashboards \(\d+\)$/})).toBeVisible();
  });

  test('is kept out of search engines: noindex, and not in the sitemap', async ({page, request}) => {
    await openPage(page, '/search?q=ocean');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/ocean/features/headroom</loc>');
    expect(sitemap).not.toMatch(/\/search<\/loc>/);
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

test.describe('search on a phone', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

  test('results open below the box, inside the visual viewport; the box stays visible and editable, and a tap dismisses them', async ({page}) => {
    await openWithSearch(page, '/ocean/features/headroom');
    await box(page).tap();
    await box(page).fill('headroom');
    await expect(listbox(page).getByRole('option').first()).toBeVisible();
    const geometry = await box(page).evaluate((input) => {
      const box = input.getBoundingClientRect();
      const list = document.querySelector('[role="listbox"]')!.getBoundingClientRect();
      const viewport = window.visualViewport!;
      return {
        inputOnTop: document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) === input,
        inputBottom: box.bottom,
        listTop: list.top,
        listBottom: list.bottom,
        viewportBottom: viewport.offsetTop + viewport.height,
      };
    });
    expect(geometry.inputOnTop, 'the box is the element at its own centre while results are open').toBe(true);
    expect(geometry.listTop).toBeGreaterThanOrEqual(geometry.inputBottom);
    expect(geometry.listBottom).toBeLessThanOrEqual(geometry.viewportBottom);
    // The reader can still correct the query: the list follows what is now in the box.
    await box(page).fill('headroom schedule');
    await expect(listbox(page)).toHaveAttribute('data-query', 'headroom schedule');
    await page.getByRole('button', {name: 'Clear search'}).tap();
    await expect(listbox(page)).toBeHidden();
    await expect(box(page)).toHaveValue('');
    await expect(box(page)).not.toBeFocused();
  });

  test('a touch-only device is not told to press Ctrl+K, and is told where to tap', async ({page}) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setEmulatedMedia', {features: [{name: 'pointer', value: 'coarse'}, {name: 'hover', value: 'none'}]});
    await openPage(page, '/ocean/');
    // innerText is what is rendered: wording hidden for this device is not in it (nor read by screen readers).
    const shown = () => page.locator('.theme-announcement-bar').evaluate((bar) => (bar as HTMLElement).innerText);
    await expect.poll(shown).toContain('tap the search box');
    expect(await shown()).not.toContain('Ctrl');
  });
});

test('a keyboard and mouse device is offered the Ctrl+K shortcut in the announcement', async ({page}) => {
  await openPage(page, '/ocean/');
  const shown = () => page.locator('.theme-announcement-bar').evaluate((bar) => (bar as HTMLElement).innerText);
  await expect.poll(shown).toContain('Ctrl+K');
  expect(await shown()).not.toContain('tap the search box');
});

test('a mistyped word is searched as the closest word of the pages, and the box and results page say so', async ({page}) => {
  // cspell:ignore headrom
  await openWithSearch(page, '/ocean/');
  await box(page).fill('headrom');
  await expect(listbox(page)).toContainText('Showing results for headroom');
  await expect(listbox(page).getByRole('option').first()).toHaveAccessibleName(/^Headroom \(Ocean\)$/);
  await box(page).press('Enter');
  await expect(page).toHaveURL(/\/search\?q=headrom$/);
  await expect(page.getByRole('main').getByRole('status')).toContainText('Showing results for “headroom”.', {timeout: 30_000});
  await expect(page.getByRole('main').getByRole('listitem').first().getByRole('link')).toHaveAccessibleName('Headroom');
});
