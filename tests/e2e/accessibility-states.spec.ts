import {AxeBuilder} from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {test, expect, hydrated, openPage} from './support';
import {AXE_TAGS, isExcluded} from './accessibility-exclusions';
import {routes as allRoutes} from '../../src/data/page-tree';
import {axeViolations, loadAxeInEveryPage} from './axe-in-page';

/**
 * axe on what the sitemap crawl cannot reach: the 404 page, the search
 * results page with results, the open search dropdown and the mobile menu,
 * each in light and dark mode; and the whole page, the shared navbar, sidebar
 * and footer included, in dark mode.
 */
test.use({reducedMotion: 'reduce'});

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({page}).withTags(AXE_TAGS).analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map((n) => n.target.join(' ')).filter((t) => !isExcluded(v.id, t)).map((t) => `${v.id}: ${t} — ${v.help}`),
  );
}

/**
 * Runs the check on the page as opened, in light mode (a fresh browser has no
 * stored choice, so every page opens in the default), then stores dark mode as
 * the toggle does, reloads and runs it again.
 */
async function inBothModes(page: Page, check: () => Promise<void>): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await check();
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await check();
}

test('the 404 page', async ({page, consoleProblems}) => {
  await page.goto('/no-such-page');
  await hydrated(page);
  await inBothModes(page, async () => expect(await violations(page)).toEqual([]));
  consoleProblems.splice(0, consoleProblems.length, ...consoleProblems.filter((p) => !/404/.test(p)));
});

test.describe('search', () => {
  // The search states as most readers meet them: search loaded in the background once the page is idle.
  test.use({saveData: false});

  test('the search results page with results', async ({page}) => {
    await openPage(page, '/search?q=headroom');
    await inBothModes(page, async () => {
      // The index is built in a Web Worker after each load; on a cold first test that can take longer than 5 s.
      await expect(page.locator('ol li').first()).toBeVisible({timeout: 30_000});
      expect(await violations(page)).toEqual([]);
    });
  });

  test('the search dropdown showing hits', async ({page}) => {
    await openPage(page, '/ocean/');
    await inBothModes(page, async () => {
      const box = page.getByRole('combobox', {name: /search/i});
      await expect(box).toBeEnabled({timeout: 30_000});
      await page.waitForFunction(() => performance.getEntriesByName('search:ready').length > 0, undefined, {timeout: 30_000});
      await box.fill('spot');
      await expect(page.getByRole('option').first()).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  });
});

test('the mobile menu on a phone', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await openPage(page, '/ocean/features/headroom');
  await inBothModes(page, async () => {
    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});

/**
 * The shared navbar, sidebar and footer in dark mode with every rule, on a
 * section index and its deepest page for each top-level section: the sidebar's
 * active and expanded states differ by section and depth, not by page. The
 * crawl (crawl.spec.ts) runs every rule on the whole of every page in light
 * mode, these pages included, and in dark mode only the colour rules on `main`.
 */
const sectionPages = (() => {
  const routes = [...allRoutes];
  const sections = [...new Set(routes.map((p) => p.split('/')[1]).filter(Boolean))];
  return sections.flatMap((section) => {
    const inSection = routes.filter((p) => p.split('/')[1] === section);
    const deepest = [...inSection].sort((a, b) => b.split('/').length - a.split('/').length)[0];
    return [...new Set([inSection.sort((a, b) => a.length - b.length)[0], deepest])];
  });
})();

/**
 * Opened in dark mode as a returning reader who chose it: the stored choice
 * is in place before the first script runs, so each page loads once and its
 * scripts and styles come from the cache after the first. Four tests, so the
 * pages spread over the workers; each failure names its page.
 */
const GROUPS = 4;
for (let group = 0; group < GROUPS; group++) {
  const mine = sectionPages.filter((_, i) => i % GROUPS === group);
  test(`whole page in dark mode, section pages ${group + 1} of ${GROUPS}`, async ({context, page}) => {
    test.setTimeout(mine.length * 15_000);
    await loadAxeInEveryPage(context);
    await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
    const failures: string[] = [];
    for (const path of mine) {
      await openPage(page, path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      failures.push(...(await axeViolations(page, `${path} [dark]`)));
    }
    expect(failures).toEqual([]);
  });
}
