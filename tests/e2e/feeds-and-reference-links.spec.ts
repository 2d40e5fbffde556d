/**
 * The release-notes feeds and the reference links, as readers and feed
 * readers meet them in the production build: each stream page names its feed
 * in its head and offers it in the page; each feed, from both servers, is RSS
 * of the page's dated rows, newest first, with links that resolve; API
 * operations and Terraform resources link to their references, in prose and
 * in code-block titles, never inside the code. axe (light and dark) on the
 * new elements.
 */
import path from 'node:path';
import {AxeBuilder} from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {BASE_URL, NGINX_URL} from '../../playwright.config';
import {RELEASE_STREAMS} from '../../src/data/release-streams';
import {SITE} from '../../src/data/site';
import {rssProblems} from '../../src/plugins/release-feeds/rss-rules';
import {AXE_TAGS, isExcluded} from './accessibility-exclusions';
import {expect, openPage, test} from './support';

const routeOf = (source: string) => `/${path.posix.dirname(source).replace(/^docs\//, '')}/`;
const ALL_FEED = '/release-notes/feed.rss';
const RSS_TYPE = 'application/rss+xml; charset=utf-8';
const API = 'https://docs.spot.io/api/#operation/';
const REGISTRY = 'https://registry.terraform.io/providers/spotinst/spotinst/latest/docs/resources/';

type FeedItem = {title: string; link: string; date: string; guid: string | null};

/** The feed as the browser's XML parser reads it; null when it is not well-formed. */
async function parseFeed(page: Page, xml: string): Promise<FeedItem[] | null> {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    if (doc.querySelector('parsererror') || doc.documentElement.nodeName !== 'rss') return null;
    return Array.from(doc.querySelectorAll('channel > item')).map((item) => ({
      title: item.querySelector('title')?.textContent ?? '',
      link: item.querySelector('link')?.textContent ?? '',
      date: new Date(item.querySelector('pubDate')?.textContent ?? '').toISOString().slice(0, 10),
      guid: item.querySelector('guid')?.textContent ?? null,
    }));
  }, xml);
}

/** The dates of the page's dated rows: table rows whose first cell is a date. */
async function rowDates(page: Page): Promise<string[]> {
  return page.locator('.markdown table tbody tr').evaluateAll((rows) =>
    rows.map((row) => (row as HTMLTableRowElement).cells[0]?.textContent?.trim() ?? '').filter((text) => /^\d{4}-\d{2}-\d{2}$/.test(text)),
  );
}

async function violations(page: Page, selector: string): Promise<string[]> {
  const results = await new AxeBuilder({page}).include(selector).withTags(AXE_TAGS).analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map((n) => n.target.join(' ')).filter((t) => !isExcluded(v.id, t)).map((t) => `${v.id}: ${t} — ${v.help}`),
  );
}

test.describe('release-notes feeds', () => {
  for (const stream of RELEASE_STREAMS) {
    const route = routeOf(stream.source);
    test(`${route} announces its feed, offers it, and the feed lists the page's dated rows newest first`, async ({page, request}) => {
      await openPage(page, route);
      const feed = `${route}feed.rss`;
      await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]').first()).toHaveAttribute('href', feed);
      await expect(page.locator(`head link[rel="alternate"][href="${ALL_FEED}"]`)).toHaveCount(1);
      const subscribe = page.locator('.markdown p', {hasText: 'Subscribe to these notes:'});
      await expect(subscribe).toBeVisible();
      await expect(subscribe.getByRole('link', {name: 'RSS feed', exact: true})).toHaveAttribute('href', feed);

      const response = await request.get(feed);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe(RSS_TYPE);
      const xml = await response.text();
      expect(rssProblems(xml)).toEqual([]);
      const items = await parseFeed(page, xml);
      expect(items, 'the browser parses the feed as XML').not.toBeNull();
      const dates = await rowDates(page);
      expect(dates.length).toBeGreaterThan(0);
      expect(items!.map((item) => item.date)).toEqual([...dates].sort().reverse());
      // Each row's id, where it has one, is its item's guid; the page shows it in the row.
      for (const item of items!) if (item.guid) await expect(page.locator('.markdown table tbody tr', {hasText: item.guid}).first()).toBeVisible();
    });
  }

  test('the feed of all streams holds every stream\'s items, and every item link opens a page (and its anchor) of this site', async ({page, request}) => {
    await openPage(page, routeOf(RELEASE_STREAMS[0].source));
    const xml = await (await request.get(ALL_FEED)).text();
    expect(rssProblems(xml)).toEqual([]);
    const items = (await parseFeed(page, xml))!;
    let total = 0;
    for (const stream of RELEASE_STREAMS) total += (await parseFeed(page, await (await request.get(`${routeOf(stream.source)}feed.rss`)).text()))!.length;
    expect(items).toHaveLength(total);
    const times = items.map((item) => item.date);
    expect(times).toEqual([...times].sort().reverse());

    const pages = new Map<string, Set<string>>();
    for (const item of items) {
      expect(item.link.startsWith(`${SITE.url}/`), item.link).toBe(true);
      const url = new URL(item.link);
      if (!pages.has(url.pathname)) pages.set(url.pathname, new Set());
      if (url.hash) pages.get(url.pathname)!.add(url.hash.slice(1));
    }
    for (const [pathname, anchors] of pages) {
      const response = await request.get(pathname);
      expect(response.status(), pathname).toBe(200);
      const html = await response.text();
      // The built HTML is minified: attribute values stand without quotes where they can.
      for (const anchor of anchors) expect(html, `${pathname}#${anchor}`).toMatch(new RegExp(`\\sid="?${anchor}"?[\\s>]`));
    }
  });

  for (const [server, origin] of [['node', BASE_URL], ['nginx', NGINX_URL]] as const) {
    test(`${server} sends the feeds as RSS, precompressed, revalidated like pages`, async ({request}) => {
      for (const feed of [ALL_FEED, `${routeOf(RELEASE_STREAMS[0].source)}feed.rss`]) {
        const response = await request.get(origin + feed, {headers: {'accept-encoding': 'br'}});
        expect(response.status(), `${server} ${feed}`).toBe(200);
        expect(response.headers()['content-type'], `${server} ${feed}`).toBe(RSS_TYPE);
        expect(response.headers()['content-encoding'], `${server} ${feed}`).toBe('br');
        expect(response.headers()['cache-control'], `${server} ${feed}`).toBe('no-cache');
        expect(response.headers()['x-content-type-options']).toBe('nosniff');
      }
    });
  }
});

test.describe('reference links', () => {
  test('an API operation in prose links to its operation in the API reference, still shown as code', async ({page}) => {
    await openPage(page, '/ocean/features/cluster-orientation');
    const link = page.locator('.markdown a', {has: page.locator('code', {hasText: /^POST \/ocean\/aws\/k8s\/cluster$/})}).first();
    await expect(link).toHaveAttribute('href', `${API}OceanAWSClusterCreate`);
    await expect(link.locator('code')).toBeVisible();
  });

  test('a code-block title links its operation and resource; the code itself has no link', async ({page}) => {
    await openPage(page, '/ocean/tips-and-best-practices/');
    const block = page.locator('.theme-code-block', {has: page.locator('[class*="codeBlockTitle"]', {hasText: 'PUT /ocean/aws/k8s/cluster/{oceanClusterId}'})}).first();
    const title = block.locator('[class*="codeBlockTitle"]');
    await expect(title).toHaveText('Request body: PUT /ocean/aws/k8s/cluster/{oceanClusterId}');
    await expect(title.getByRole('link', {name: 'PUT /ocean/aws/k8s/cluster/{oceanClusterId}'})).toHaveAttribute('href', `${API}OceanAWSClusterUpdate`);
    await expect(block.locator('pre a')).toHaveCount(0);

    await openPage(page, '/elastigroup/features/compute/autohealing');
    // This block is in a Terraform tab, hidden until chosen, so the link is found by its text rather than its role.
    const resourceTitle = page.locator('[class*="codeBlockTitle"]', {hasText: 'spotinst_elastigroup_aws'}).first();
    await expect(resourceTitle.locator('a', {hasText: /^spotinst_elastigroup_aws$/})).toHaveAttribute('href', `${REGISTRY}elastigroup_aws`);
  });

  test('an operation the reference withdrew stays unlinked', async ({page}) => {
    await openPage(page, '/ocean-spark/configure-spark-apps/access-your-data');
    const title = page.locator('[class*="codeBlockTitle"]', {hasText: 'POST /ocean/spark/cluster/{clusterId}/app'}).first();
    await expect(title).toBeVisible();
    await expect(title.locator('a')).toHaveCount(0);
  });
});

test.describe('axe on the Subscribe line and the reference links', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`${mode}: no violation`, async ({page}) => {
      await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
      await openPage(page, routeOf(RELEASE_STREAMS[0].source));
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      expect(await violations(page, '.markdown')).toEqual([]);
      await openPage(page, '/ocean/tips-and-best-practices/');
      expect(await violations(page, '.markdown')).toEqual([]);
      await openPage(page, '/ocean/features/cluster-orientation');
      expect(await violations(page, '.markdown')).toEqual([]);
    });
  }
});
