import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import {test, expect, hydrated, withoutStorage} from './support';
import {sitemapPaths} from '../../server/clean-path';
import {THEME_DEPENDENT_RULES} from './accessibility-exclusions';
import {axeViolations, loadAxeInEveryPage} from './axe-in-page';
import {SITE} from '../../src/data/site';
import {routes} from '../../src/data/page-tree';

/**
 * Every URL in the built sitemap, once, as the most restricted reader's
 * browser sees it: one whose browser refuses storage (privacy settings, some
 * embedded views), so reading `localStorage` or `sessionStorage` throws. Each
 * page answers 200, hydrates, loads no resource that fails, has one h1 and the
 * metadata a link preview and a search engine need, logs no console error or
 * warning, and passes axe (WCAG 2.2 A/AA and best practices): every rule on
 * the whole page in light mode, where it opens, and the rules that depend on
 * colour mode on the page's content after the reader switches to dark (see
 * THEME_DEPENDENT_RULES; the shared navbar, sidebar and footer get every rule
 * in dark mode in accessibility-states.spec.ts). The highlighted tokens in
 * code blocks are left out of both passes (see skipCodeTokens in axe-in-page.ts).
 *
 * One visit serves both the storage and the accessibility checks: a page
 * that works without storage works with it (storage only remembers choices,
 * and a fresh browser has none; color-mode.spec.ts covers remembering them).
 * Split into shards so the workers share the pages.
 */
const paths = sitemapPaths(readFileSync('build/sitemap.xml', 'utf8'));
const SHARDS = 12;

/**
 * Docusaurus's own notice, logged once per page load when storage throws —
 * the very condition under test, handled by design (colour mode and the
 * announcement bar then live for the page view only). Any other warning fails.
 */
const STORAGE_NOTICE = /^Docusaurus browser storage is not available\./;

// Colour transitions would let axe read a colour halfway between the two modes.
// No trace: a failure already names the page, the rule and the element, and recording DOM snapshots of
// every step of 52 page visits made each shard 20 % slower (91 s against 111 s for shard 1 on one worker).
test.use({reducedMotion: 'reduce', trace: 'off'});

test.beforeEach(async ({context, page}) => {
  await loadAxeInEveryPage(context);
  await withoutStorage(page);
});

test('the sitemap lists every route of the information architecture and not the search results page', () => {
  expect([...paths].sort()).toEqual([...routes].sort());
});

const toggle = (page: Page) => page.getByRole('button', {name: /Switch between dark and light mode/}).first();

/**
 * Switches to dark mode with the navbar toggle, as a reader does, and waits
 * until Mermaid has redrawn its diagrams in the new theme (it renders
 * asynchronously), so axe never sees a diagram from the other mode.
 */
async function switchToDark(page: Page): Promise<void> {
  const before = await page.locator('.docusaurus-mermaid-container').evaluateAll((els) => els.map((e) => e.innerHTML));
  await toggle(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  if (before.length) {
    await page.waitForFunction(
      (old) => Array.from(document.querySelectorAll('.docusaurus-mermaid-container')).every((e, i) => e.innerHTML !== old[i] && e.querySelector('svg')),
      before,
    );
  }
}

async function metadataProblems(page: Page, path: string): Promise<string[]> {
  const found = await page.evaluate(() => ({
    h1: document.querySelectorAll('h1').length,
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content') ?? '',
    twitterCard: document.querySelector('meta[name="twitter:card"]')?.getAttribute('content') ?? '',
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
  }));
  const problems: string[] = [];
  if (found.h1 !== 1) problems.push(`${path}: ${found.h1} h1 elements`);
  if (!found.title.endsWith(` | ${SITE.title}`)) problems.push(`${path}: title "${found.title}"`);
  if (found.description.trim().length < 20) problems.push(`${path}: meta description "${found.description}"`);
  if (!found.ogTitle) problems.push(`${path}: no og:title`);
  if (!found.twitterCard) problems.push(`${path}: no twitter:card`);
  if (!found.canonical || new URL(found.canonical).pathname !== path) problems.push(`${path}: canonical "${found.canonical}"`);
  return problems;
}

for (let shard = 0; shard < SHARDS; shard++) {
  const mine = paths.filter((_, i) => i % SHARDS === shard);
  test(`sitemap pages without storage, shard ${shard + 1} of ${SHARDS} (${mine.length} pages)`, async ({page, consoleProblems}) => {
    test.setTimeout(mine.length * 12_000);
    const failures: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'warning' && !STORAGE_NOTICE.test(msg.text())) consoleProblems.push(`console.warn on ${new URL(page.url()).pathname}: ${msg.text()}`);
    });
    page.on('response', (r) => {
      if (r.status() >= 400) failures.push(`${r.status()} ${r.url()}`);
    });
    page.on('requestfailed', (r) => {
      // ERR_ABORTED is the browser cancelling in-flight prefetches when we move on to the next page.
      const reason = r.failure()?.errorText ?? '';
      if (!reason.includes('ERR_ABORTED')) failures.push(`failed ${r.url()} ${reason}`);
    });
    for (const path of mine) {
      const response = await page.goto(path, {waitUntil: 'load'});
      if (response?.status() !== 200) failures.push(`${response?.status()} ${path}`);
      await hydrated(page);
      failures.push(...(await metadataProblems(page, path)));
      // Without storage nothing carries a choice to the next page: every page opens in the default, light.
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      failures.push(...(await axeViolations(page, `${path} [light]`, {skipCodeTokens: true})));
      await switchToDark(page);
      failures.push(...(await axeViolations(page, `${path} [dark]`, {rules: THEME_DEPENDENT_RULES, skipCodeTokens: true})));
    }
    expect(failures).toEqual([]);
  });
}
