/**
 * `npm run bench:serve [-- --json=path]`: both production servers on this
 * machine's loopback, loaded by autocannon (bounded in time and requests):
 * requests/s, p50/p99 latency and errors for page views, then the bytes a
 * first page view downloads with and without compression. Needs `npm run
 * build` (and nginx: `npm run system:install`).
 */
import {readFileSync, writeFileSync} from 'node:fs';
import {request} from 'node:http';
import {createServer} from 'node:net';
import path from 'node:path';
import {parseArgs} from 'node:util';
import autocannon from 'autocannon';
import {chromium} from 'playwright-core';
import {sitemapPaths} from '../../server/clean-path';
import {startNginx} from '../../server/nginx-runner';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from '../lib/chromium';
import {startSiteServer} from '../lib/site-server';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BUILD = path.join(ROOT, 'build');
const HOST = '127.0.0.1'; // loopback only: this benchmark never leaves the machine
const CONNECTIONS = 50;
const DURATION_S = 10;
const MAX_REQUESTS = 100_000;
const PAGE_VIEW = '/ocean/features/headroom';
const BROWSER_HEADERS = {'accept-encoding': 'gzip, deflate, br', accept: 'text/html'};

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, HOST, () => {
      const {port} = probe.address() as {port: number};
      probe.close(() => resolve(port));
    });
  });
}

/** Bytes on the wire for one GET (body as sent: compressed when the server compressed it). */
function wireBytes(url: string, acceptEncoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, {headers: {'accept-encoding': acceptEncoding}}, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve(bytes));
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Every same-origin file Chromium fetches for a first view of the page, found by loading it
 * until the network is idle: scripts, styles, the chunks Docusaurus prefetches for visible
 * links, and the search file fetched once the page is idle.
 */
async function pageViewFiles(origin: string): Promise<string[]> {
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS});
  try {
    const page = await browser.newPage();
    const urls = new Set<string>();
    page.on('request', (req) => {
      if (req.url().startsWith(origin)) urls.add(req.url());
    });
    await page.goto(origin + PAGE_VIEW, {waitUntil: 'networkidle'});
    return [...urls];
  } finally {
    await browser.close();
  }
}

type Load = {requestsPerSecond: number; p50: number; p99: number; errors: number; requests: number};

async function load(origin: string, paths: string[]): Promise<Load> {
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: DURATION_S,
    maxOverallRequests: MAX_REQUESTS,
    headers: BROWSER_HEADERS,
    requests: paths.map((p) => ({method: 'GET', path: p})),
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
}

async function main(): Promise<void> {
  const {values} = parseArgs({options: {json: {type: 'string'}}});
  const routes = sitemapPaths(readFileSync(path.join(BUILD, 'sitemap.xml'), 'utf8'));
  // Twenty pages spread over the site, so the servers do not answer one cached file.
  const paths = routes.filter((_, index) => index % Math.ceil(routes.length / 20) === 0);

  const node = await startSiteServer({buildDir: BUILD, port: await freePort()});
  const nginxPort = await freePort();
  const nginx = await startNginx({root: BUILD, host: HOST, port: nginxPort});
  const servers = [
    {name: 'Node (fastify + @fastify/static)', origin: node.url, stop: node.stop},
    {name: 'nginx (brotli_static, gzip_static)', origin: `http://${HOST}:${nginxPort}`, stop: nginx.stop},
  ];
  try {
    const files = await pageViewFiles(node.url);
    const rows = [];
    for (const server of servers) {
      const relative = files.map((url) => server.origin + new URL(url).pathname + new URL(url).search);
      const sum = async (encoding: string) => (await Promise.all(relative.map((url) => wireBytes(url, encoding)))).reduce((a, b) => a + b, 0);
      const kb = (bytes: number) => +(bytes / 1024).toFixed(1);
      const html = {brotli: await wireBytes(server.origin + PAGE_VIEW, 'br'), gzip: await wireBytes(server.origin + PAGE_VIEW, 'gzip'), identity: await wireBytes(server.origin + PAGE_VIEW, 'identity')};
      const compressed = await sum('br');
      const identity = await sum('identity');
      const result = await load(server.origin, paths);
      rows.push({
        server: server.name,
        ...result,
        htmlBrotliKB: kb(html.brotli),
        htmlGzipKB: kb(html.gzip),
        htmlIdentityKB: kb(html.identity),
        pageViewFiles: files.length,
        pageViewBrotliKB: kb(compressed),
        pageViewIdentityKB: kb(identity),
      });
      console.log(`${server.name}: ${JSON.stringify(rows.at(-1))}`);
    }
    console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s (at most ${MAX_REQUESTS} requests) per server over ${paths.length} pages; first view of ${PAGE_VIEW}:\n`);
    console.log('| Server | Requests/s | p50 latency | p99 latency | Errors | Page HTML: brotli / gzip / none | First view, all files: brotli / none |');
    console.log('| --- | --: | --: | --: | --: | --: | --: |');
    for (const row of rows) {
      console.log(
        `| ${row.server} | ${row.requestsPerSecond} | ${row.p50} ms | ${row.p99} ms | ${row.errors} of ${row.requests} | ` +
          `${row.htmlBrotliKB} / ${row.htmlGzipKB} / ${row.htmlIdentityKB} KB | ${row.pageViewBrotliKB} / ${row.pageViewIdentityKB} KB (${row.pageViewFiles} files) |`,
      );
    }
    if (values.json) writeFileSync(values.json, JSON.stringify(rows, null, 2));
  } finally {
    for (const server of servers) await server.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
