import {readFileSync} from 'node:fs';
import type {Locator, Page} from '@playwright/test';
import {findCodeBlocks} from '../../scripts/lib/code-blocks';
import {routeToFile} from '../../src/data/doc-routes';
import {test, expect, openPage} from './support';

/**
 * Code blocks come highlighted in the server's HTML and are kept as they are
 * while the page hydrates (src/theme/CodeBlock): no Prism runs on load. What a
 * reader needs must still hold: the highlighted sample, a Copy button that
 * copies it exactly, and the same highlighting on a page reached by a
 * client-side link, where the browser highlights with the page's grammars.
 */
const PAGE = '/ocean/features/headroom';
const TITLE = 'Compare allocatable capacity with requests';
const sample = findCodeBlocks(readFileSync(routeToFile(PAGE), 'utf8')).find((b) => b.title === TITLE)!.code.replace(/\n$/, '');

const codeBlock = (page: Page): Locator => page.locator('.theme-code-block').filter({hasText: TITLE});

async function expectHighlightedSample(block: Locator): Promise<void> {
  // The bash grammar marks the quoted pattern as a string; without the grammar there would be no tokens.
  await expect(block.locator('code .token.string')).toHaveText(['"Allocated resources"']);
  await expect(block.locator('code')).toHaveText(sample);
  await expect(block.locator('pre')).toHaveAttribute('tabindex', '0');
}

test('a page from the server keeps its highlighted sample after hydration, and Copy copies it exactly', async ({page, context, baseURL}) => {
  expect(sample, 'the sample in the page source').toContain('kubectl describe nodes');
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
  await openPage(page, PAGE);
  const block = codeBlock(page);
  await expectHighlightedSample(block);
  // Nothing was highlighted in the browser, in or out of tabs: the page's grammar loader, which exposes Prism, never ran.
  expect(await page.evaluate(() => 'Prism' in window), 'Prism evaluated while the page loaded').toBe(false);
  await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
  await expect(block.getByRole('button', {name: 'Copied'})).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(sample);
});

test('a page reached by a client-side link highlights its code in the browser', async ({page}) => {
  await openPage(page, PAGE);
  const next = page.locator('a.pagination-nav__link--next');
  const target = new URL((await next.getAttribute('href'))!, page.url()).pathname;
  await next.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(codeBlock(page)).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  await expectHighlightedSample(codeBlock(page));
  expect(await page.evaluate(() => 'Prism' in window), 'Prism evaluated to highlight the page').toBe(true);
});
