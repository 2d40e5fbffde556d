/**
 * The production build as readers get it, from both servers: the Node server
 * the other specs run against, and nginx with deploy/nginx/spot-docs.conf.
 * The headers must be the build's policy (build/_headers) on every kind of
 * response, the same from each server, and no page may break its CSP.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {APIResponse} from '@playwright/test';
import {BASE_URL, NGINX_URL} from '../../playwright.config';
import {parseHeadersFile} from '../../server/headers-file';
import {expect, hydrated, test} from './support';

const BUILD = path.resolve('build');
const policy = parseHeadersFile(readFileSync(path.join(BUILD, '_headers'), 'utf8')).find((rule) => rule.pattern === '/*')!.headers;
const mainScript = `/assets/js/${readdirSync(path.join(BUILD, 'assets/js')).find((name) => /^main\.[0-9a-f]+\.js$/.test(name))}`;
const searchFile = `/${readdirSync(BUILD).find((name) => /^search-doc-[0-9a-f]{12}\.json$/.test(name))}`;

const SERVERS = [
  ['node', BASE_URL],
  ['nginx', NGINX_URL],
] as const;

const RESOURCES = [
  {path: '/ocean/features/headroom', type: 'text/html; charset=utf-8', cache: 'no-cache', status: 200},
  {path: mainScript, type: 'text/javascript; charset=utf-8', cache: 'public, max-age=31536000, immutable', status: 200},
  {path: searchFile, type: 'application/json; charset=utf-8', cache: 'public, max-age=31536000, immutable', status: 200},
  {path: '/sitemap.xml', type: 'application/xml; charset=utf-8', cache: 'no-cache', status: 200},
  {path: '/robots.txt', type: 'text/plain; charset=utf-8', cache: 'no-cache', status: 200},
  {path: '/no-such-page', type: 'text/html; charset=utf-8', cache: 'no-cache', status: 404},
];

function expectPolicy(response: APIResponse, label: string): void {
  const headers = response.headers();
  for (const [name, value] of Object.entries(policy)) expect(headers[name.toLowerCase()], `${label}: ${name}`).toBe(value);
}

for (const [server, origin] of SERVERS) {
  test.describe(`${server} server`, () => {
    test('sends the policy headers, the type and the cache rule of every kind of file', async ({request}) => {
      for (const resource of RESOURCES) {
        const response = await request.get(origin + resource.path, {headers: {'accept-encoding': 'br, gzip'}, maxRedirects: 0});
        const label = `${server} ${resource.path}`;
        expect(response.status(), label).toBe(resource.status);
        expectPolicy(response, label);
        expect(response.headers()['content-type'], label).toBe(resource.type);
        expect(response.headers()['cache-control'], label).toBe(resource.cache);
      }
    });

    test('serves HTML precompressed with a validator, and answers 304 when it has not changed', async ({request}) => {
      const first = await request.get(`${origin}/ocean/`, {headers: {'accept-encoding': 'br'}});
      expect(first.headers()['content-encoding']).toBe('br');
      const etag = first.headers()['etag'];
      expect(etag).toBeTruthy();
      const again = await request.get(`${origin}/ocean/`, {headers: {'accept-encoding': 'br', 'if-none-match': etag}});
      expect(again.status()).toBe(304);
    });

    test('redirects an old .html address to its route with one 301', async ({request}) => {
      const response = await request.get(`${origin}/ocean/features/headroom.html?from=old#x`, {maxRedirects: 0});
      expect(response.status()).toBe(301);
      expect(response.headers()['location']).toBe('/ocean/features/headroom?from=old');
      expectPolicy(response, `${server} redirect`);
    });

    test('pages with inline scripts, tabs, diagrams and search run without a CSP violation', async ({page, consoleProblems}) => {
      const visit = async (pathname: string) => {
        const response = await page.goto(origin + pathname);
        expect(response?.status(), pathname).toBe(200);
        expect(response?.headers()['content-security-policy'], pathname).toBe(policy['Content-Security-Policy']);
        await hydrated(page);
      };
      await visit('/');
      await visit('/ocean/features/headroom');
      // The panel of the tab clicked, whatever other tab sets the page has.
      const tab = page.getByRole('tablist').first().getByRole('tab').nth(1);
      await tab.click();
      await expect(page.locator(`[id="${await tab.getAttribute('aria-controls')}"]`)).toBeVisible();
      // Mermaid draws its diagrams in the page, with inline styles in the SVG.
      await visit('/spot-security/getting-started/aws');
      await expect(page.locator('.docusaurus-mermaid-container svg').first()).toBeVisible({timeout: 30_000});
      await visit('/search?q=headroom');
      // The index is built in a Web Worker from the search file: both are allowed by the CSP or no result appears.
      await expect(page.locator('main ol > li').first()).toBeVisible({timeout: 30_000});
      // Support's fixture turns every violation into a console error and fails the test on it.
      expect(consoleProblems).toEqual([]);
    });

    test("the build's client-redirect page works under the CSP, keeping query and fragment", async ({page}) => {
      // The page static hosts serve for /ocean.html; requested with its folder's slash, both servers serve it as is.
      await page.goto(`${origin}/ocean.html/?tab=aws#top`);
      await expect(page).toHaveURL(`${origin}/ocean/?tab=aws#top`);
    });
  });
}

test('the CSP check catches a violation (so its silence above means something)', async ({page, consoleProblems}) => {
  await page.goto('/');
  await hydrated(page);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
  });
  await expect.poll(() => consoleProblems.some((problem) => /CSP violation: script-src-elem blocked inline/.test(problem))).toBe(true);
  expect(await page.evaluate(() => (window as {injected?: boolean}).injected)).toBeUndefined();
  // The violation was the point of this test.
  consoleProblems.splice(0, consoleProblems.length);
});
