/**
 * The W3C Nu HTML Checker over what the browser shows after a reader acts:
 * the search dropdown open, the results page with hits, a tab switched, a
 * diagram rendered. `npm run check:html` covers the pages as built.
 */
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, openPage} from './support';
import {runNuChecker} from '../../scripts/lib/nu-checker';

// The dropdown state is reached as most readers reach it: with search loaded once the page is idle.
test.use({saveData: false});

async function snapshot(page: Page, dir: string, name: string): Promise<string> {
  const html = await page.evaluate(() => `<!DOCTYPE html>\n${document.documentElement.outerHTML}`);
  const file = path.join(dir, `${name}.html`);
  writeFileSync(file, html);
  return file;
}

test('pages are valid HTML in the states readers bring them to', async ({page}) => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(path.join(tmpdir(), 'dom-'));
  const files: string[] = [];

  await openPage(page, '/');
  const box = page.getByRole('combobox', {name: 'Search the documentation'});
  await expect(box).toHaveAttribute('placeholder', /^Search (Ctrl|⌘)\+K$/, {timeout: 30_000});
  await box.fill('headroom');
  // Arrow keys move through results once they are shown; pressing earlier does nothing.
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  files.push(await snapshot(page, dir, 'search-dropdown'));

  await openPage(page, '/search?q=headroom');
  await expect(page.locator('main ol > li').first()).toBeVisible({timeout: 30_000});
  files.push(await snapshot(page, dir, 'search-results'));

  await openPage(page, '/ocean/features/headroom');
  await page.getByRole('tab', {name: 'Terraform'}).first().click();
  await expect(page.getByRole('tab', {name: 'Terraform'}).first()).toHaveAttribute('aria-selected', 'true');
  files.push(await snapshot(page, dir, 'tabs-switched'));

  // A flowchart, the kind most pages use. Mermaid's sequence diagrams are left out: Mermaid itself writes `name`
  // attributes on SVG shapes there, which the checker rejects and which only rendering at build time can remove.
  await openPage(page, '/spot-security/getting-started/aws');
  await expect(page.locator('.docusaurus-mermaid-container svg').first()).toBeVisible({timeout: 30_000});
  files.push(await snapshot(page, dir, 'diagram-rendered'));

  const {errors} = await runNuChecker(files);
  expect(errors.map((e) => `${path.basename(e.file)}:${e.line}: ${e.message}`)).toEqual([]);
});
