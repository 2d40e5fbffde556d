import {execFileSync} from 'node:child_process';
import {readdirSync} from 'node:fs';
import {AxeBuilder} from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {test, expect, openPage, withoutStorage} from './support';
import {AXE_TAGS, isExcluded} from './accessibility-exclusions';
import {routeToFile} from '../../src/data/doc-routes';
import {routes, sidebarRoutes} from '../../src/data/page-tree';
import {PRODUCTS} from '../../src/data/products';
import {markdownTwinPath} from '../../src/plugins/markdown-twins/paths';

/**
 * Readers' extras (issue 16): Markdown twins and llms.txt as served, Copy
 * page, "Was this helpful?" and its dataLayer events, and "Last updated".
 */
test.use({reducedMotion: 'reduce'});

const TUTORIAL = '/ocean/tutorials/create-a-cost-filter';

/** Routes in the files' links, whatever origin the build was given (SITE_URL). */
const linkedPaths = (markdown: string) => [...markdown.matchAll(/^- \[[^\]]+\]\(https?:\/\/[^/)]+(\/[^)]*)\)/gm)].map((m) => m[1]);

test.describe('Markdown twins and llms.txt', () => {
  test('a page with tabs, admonitions and code has a Markdown twin served as text/markdown', async ({request}) => {
    const response = await request.get(markdownTwinPath(TUTORIAL));
    expect(response.status()).toBe(200);
    // The production servers map .md to this type; an older server that does not fails here.
    expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    const twin = await response.text();
    expect(twin.startsWith('# Create a Cost Filter\n\n> ')).toBe(true);
    expect(twin).toContain('> **Prerequisites**\n>\n> - An Ocean Kubernetes cluster');
    expect(twin).toMatch(/\*\*AWS\*\*\n\n```bash title="Query filtered cost \(EKS, kOps and other AWS clusters\)"\ncurl -X POST/);
    expect(twin).not.toMatch(/<Tabs|<TabItem|^import /m);
  });

  test('every page has a twin that starts with its title and holds no JSX', async ({request}) => {
    test.setTimeout(120_000);
    const problems: string[] = [];
    for (const path of routes) {
      const response = await request.get(markdownTwinPath(path));
      if (response.status() !== 200) {
        problems.push(`${path}: ${response.status()}`);
        continue;
      }
      const body = await response.text();
      // Code blocks, also those quoted inside an admonition's block quote (`> ```hcl`), are samples, not prose.
      const prose = body.replace(/^(?:>[ \t]?)*[ \t]*```[\s\S]*?^(?:>[ \t]?)*[ \t]*```/gm, '').replace(/`[^`\n]*`/g, '');
      if (!body.startsWith('# ')) problems.push(`${path}: no H1`);
      if (/<[A-Z][A-Za-z]*[\s/>]|^import |^export |^:::/m.test(prose)) problems.push(`${path}: JSX, import or directive left`);
      if (/\]\(\//.test(prose)) problems.push(`${path}: relative link`);
    }
    expect(problems).toEqual([]);
  });

  test('llms.txt lists every sidebar page once, and each product has its own', async ({request}) => {
    const llms = await (await request.get('/llms.txt')).text();
    expect(llms).toMatch(/^# Spot product documentation\n\n> .+\n\n## /);
    const linked = linkedPaths(llms);
    expect(new Set(linked).size).toBe(linked.length);
    expect([...linked].sort()).toEqual(sidebarRoutes.map(markdownTwinPath).sort());
    expect(llms.split('\n## Optional\n')[1]).toContain('/faqs/index.md)');
    for (const product of PRODUCTS) {
      const response = await request.get(`${product.route}llms.txt`);
      expect(response.status(), product.route).toBe(200);
      expect(await response.text()).toMatch(new RegExp(`^# ${product.name.replace(/[&]/g, '\\$&')}\\n`));
    }
  });

  test('llms-full.txt holds every page in sidebar order', async ({request}) => {
    const full = await (await request.get('/llms-full.txt')).text();
    const sources = [...full.matchAll(/^Source: https?:\/\/[^/\s]+(\/\S*)$/gm)].map((m) => m[1]);
    const sidebar = sidebarRoutes;
    expect(sources.slice(0, sidebar.length)).toEqual(sidebar);
    expect(new Set(sources)).toEqual(new Set(routes));
  });

  test('twins and llms files are in neither the sitemap nor the search data', async ({request}) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/ocean/tutorials/create-a-cost-filter</loc>');
    expect(sitemap).not.toMatch(/\.md<|llms/);
    const searchFile = readdirSync('build').find((f) => /^search-doc-[0-9a-f]+\.json$/.test(f));
    expect(searchFile, 'search data in build/').toBeTruthy();
    const search = await (await request.get(`/${searchFile}`)).text();
    expect(search).toContain('create-a-cost-filter');
    expect(search).not.toMatch(/\.md"|\.md#|llms(-full)?\.txt/);
  });
});

test.describe('Copy page', () => {
  const copyButton = (page: Page) => page.getByRole('button', {name: 'Copy page', exact: true});

  test('copies the page as Markdown when the clipboard is allowed', async ({page, context, baseURL}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
    await openPage(page, TUTORIAL);
    await copyButton(page).click();
    await expect(page.getByRole('status').filter({hasText: 'Copied the page as Markdown.'})).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const twin = await (await page.request.get(markdownTwinPath(TUTORIAL))).text();
    expect(copied).toBe(twin);
  });

  test('says so and links the Markdown when the browser refuses the clipboard', async ({page, consoleProblems}) => {
    // A real refusal: the page is served with a permissions policy that forbids clipboard writes,
    // so Chromium rejects writeText with NotAllowedError as it would for any refused page.
    await page.route(TUTORIAL, async (route) => {
      const response = await route.fetch();
      await route.fulfill({response, headers: {...response.headers(), 'permissions-policy': 'clipboard-write=()'}});
    });
    await openPage(page, TUTORIAL);
    await copyButton(page).click();
    const status = page.getByRole('status').filter({hasText: 'did not allow copying'});
    await expect(status).toBeVisible();
    await expect(status.getByRole('link', {name: 'Open the page as Markdown'})).toHaveAttribute('href', markdownTwinPath(TUTORIAL));
    // Chromium logs the refusal it was made to give; that line is the point of this test.
    expect(consoleProblems).toEqual([expect.stringMatching(/Clipboard API has been blocked because of a permissions policy/)]);
    consoleProblems.length = 0;
  });

  test('says so when the browser has no clipboard', async ({page}) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'clipboard', {get: () => undefined}));
    await openPage(page, TUTORIAL);
    await copyButton(page).click();
    const status = page.getByRole('status').filter({hasText: 'does not offer copying'});
    await expect(status.getByRole('link', {name: 'Open the page as Markdown'})).toHaveAttribute('href', markdownTwinPath(TUTORIAL));
  });

  test('its menu opens the Markdown twin, by keyboard', async ({page, consoleProblems}) => {
    await openPage(page, TUTORIAL);
    const more = page.getByRole('button', {name: 'More ways to use this page'});
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    const link = page.getByRole('link', {name: 'View as Markdown'});
    await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(link).toBeHidden();
    await expect(more).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${markdownTwinPath(TUTORIAL).replace(/\./g, '\\.')}$`));
    await expect(page.locator('body')).toContainText('# Create a Cost Filter');
    // A text document has no <link rel=icon>, so Chromium asks for /favicon.ico (the site's icon is an SVG)
    // and logs its 404: that one log line, and nothing else, is expected here.
    expect((await page.request.get('/favicon.ico')).status()).toBe(404);
    const favicon = consoleProblems.filter((p) => /status of 404/.test(p));
    expect(favicon.length).toBeLessThanOrEqual(1);
    consoleProblems.splice(0, consoleProblems.length, ...consoleProblems.filter((p) => !favicon.includes(p)));
  });
});

test.describe('Was this helpful?', () => {
  type Recorded = {event: string; page: string; helpful: boolean; reason: string | null}[];
  const events = (page: Page) => page.evaluate(() => (window as unknown as {dataLayer?: Recorded}).dataLayer ?? null);
  // The tag manager's snippet creates this array in <head> when a container is configured.
  const withContainer = (page: Page) => page.addInitScript(() => ((window as unknown as {dataLayer: unknown[]}).dataLayer = []));

  test('Yes, a reason and free text reach the dataLayer, then thanks; one answer per view', async ({page}, testInfo) => {
    await withContainer(page);
    await openPage(page, TUTORIAL);
    const widget = page.getByRole('region', {name: 'Was this page helpful?'});
    await widget.getByRole('button', {name: 'Yes'}).click();
    await widget.getByRole('radio', {name: 'The examples helped'}).check();
    await widget.getByRole('textbox', {name: /Anything to add/}).fill('The curl sample worked; mail me at jo@example.com   or +44 20 7946 0958');
    await widget.getByRole('button', {name: 'Send'}).click();
    await expect(widget.getByText('Thank you for your feedback.')).toBeFocused();
    await expect(widget.getByRole('button')).toHaveCount(0);
    const recorded = await events(page);
    expect(recorded).toEqual([
      {event: 'docs_feedback', page: TUTORIAL, helpful: true, reason: null},
      {event: 'docs_feedback', page: TUTORIAL, helpful: true, reason: 'samples: The curl sample worked; mail me at [removed] or [removed]'},
    ]);
    await testInfo.attach('dataLayer', {body: JSON.stringify(recorded, null, 2), contentType: 'application/json'});
    console.log(`dataLayer after Yes + reason: ${JSON.stringify(recorded)}`);
  });

  test('No by keyboard alone with storage disabled; skipping the reason sends one event', async ({page}) => {
    await withoutStorage(page);
    await withContainer(page);
    await openPage(page, TUTORIAL);
    const widget = page.getByRole('region', {name: 'Was this page helpful?'});
    await widget.getByRole('button', {name: 'Yes'}).focus();
    await page.keyboard.press('Tab');
    await expect(widget.getByRole('button', {name: 'No'})).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(widget.getByText('Thanks. Tell us why? (optional)')).toBeFocused();
    await expect(widget.getByRole('radio', {name: 'It is wrong or out of date'})).toBeVisible();
    await widget.getByRole('button', {name: 'Skip'}).focus();
    await page.keyboard.press('Enter');
    await expect(widget.getByText('Thank you for your feedback.')).toBeVisible();
    const recorded = await events(page);
    expect(recorded).toEqual([{event: 'docs_feedback', page: TUTORIAL, helpful: false, reason: null}]);
    console.log(`dataLayer after No + Skip: ${JSON.stringify(recorded)}`);
  });

  test('pushes nothing when no tag manager container is on the page', async ({page}) => {
    await openPage(page, TUTORIAL);
    const widget = page.getByRole('region', {name: 'Was this page helpful?'});
    await widget.getByRole('button', {name: 'No'}).click();
    await widget.getByRole('button', {name: 'Send'}).click();
    await expect(widget.getByText('Thank you for your feedback.')).toBeVisible();
    expect(await events(page)).toBeNull();
  });

  test('the free-text field is bounded', async ({page}) => {
    await openPage(page, TUTORIAL);
    const widget = page.getByRole('region', {name: 'Was this page helpful?'});
    await widget.getByRole('button', {name: 'No'}).click();
    const box = widget.getByRole('textbox', {name: /Anything to add/});
    await box.fill('x'.repeat(400));
    await expect(box).toHaveValue('x'.repeat(300));
    await expect(widget.getByText('300 of 300 characters')).toBeVisible();
  });
});

test.describe('new controls, axe in light and dark mode', () => {
  async function violations(page: Page, selector: string): Promise<string[]> {
    const results = await new AxeBuilder({page}).include(selector).withTags(AXE_TAGS).analyze();
    return results.violations.flatMap((v) =>
      v.nodes.map((n) => n.target.join(' ')).filter((t) => !isExcluded(v.id, t)).map((t) => `${v.id}: ${t} — ${v.help}`),
    );
  }

  for (const mode of ['light', 'dark'] as const) {
    test(`${mode}: Copy page with its menu and message, and the feedback form`, async ({page}) => {
      await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
      await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'clipboard', {get: () => undefined}));
      await openPage(page, TUTORIAL);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await page.getByRole('button', {name: 'More ways to use this page'}).click();
      await expect(page.getByRole('link', {name: 'View as Markdown'})).toBeVisible();
      expect(await violations(page, '[class*="copyPage"]')).toEqual([]);
      await page.getByRole('button', {name: 'Copy page', exact: true}).click();
      await expect(page.getByRole('link', {name: 'Open the page as Markdown'})).toBeVisible();
      expect(await violations(page, '[class*="copyPage"]')).toEqual([]);
      const widget = page.getByRole('region', {name: 'Was this page helpful?'});
      expect(await violations(page, '[class*="feedback"]')).toEqual([]);
      await widget.getByRole('button', {name: 'No'}).click();
      await widget.getByRole('radio', {name: 'It is hard to follow'}).check();
      expect(await violations(page, '[class*="feedback"]')).toEqual([]);
    });
  }
});

test.describe('Last updated', () => {
  test('a page shows the date of its file’s last commit', async ({page}) => {
    const seconds = Number(execFileSync('git', ['log', '-1', '--format=%ct', '--', routeToFile(TUTORIAL)], {encoding: 'utf8'}).trim());
    expect(seconds, 'the page has a commit').toBeGreaterThan(0);
    // Docusaurus writes the date in UTC, as "Nov 23, 2026".
    const date = new Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'}).format(seconds * 1000);
    await openPage(page, TUTORIAL);
    await expect(page.locator('.theme-last-updated')).toHaveText(`Last updated on ${date}`);
    await expect(page.locator('.theme-last-updated time')).toHaveAttribute('datetime', new Date(seconds * 1000).toISOString());
  });
});
