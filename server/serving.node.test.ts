// cspell:ignore fbuild fsecret (percent-encoded slashes before build-leak and secret.txt)
/**
 * Both production servers, the Node server and nginx with the deployed
 * configuration, on a small build made with the real publish steps: the same
 * requests must get the same answers from each.
 */
import {mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {request} from 'node:http';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {brotliDecompressSync} from 'node:zlib';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {COMPRESSIBLE, headerRules, securityHeaders} from './header-policy.js';
import {renderHeadersFile} from './headers-file.js';
import {createSiteServer} from './app.js';
import {startNginx} from './nginx-runner.js';
import {precompress} from '../src/publish/precompress';
import {cspHash, inlineScripts} from '../src/publish/inline-scripts';

const SECRET = 'secret outside the site';
const INLINE = 'document.documentElement.dataset.theme="light"';

type Answer = {status: number; headers: Record<string, string | string[] | undefined>; body: Buffer};

/** A raw request: the path goes on the wire byte for byte (fetch would normalise `..` and `%2e`). */
function raw(port: number, pathname: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({host: '127.0.0.1', port, path: pathname, method, headers}, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks)}));
    });
    req.on('error', reject);
    req.end();
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const {port} = probe.address() as {port: number};
      probe.close(() => resolve(port));
    });
  });
}

/** build/ with pages, hashed assets, a search file, a Markdown twin, precompressed like the real build; build-leak/ beside it. */
async function makeSite(): Promise<string> {
  const parent = mkdtempSync(path.join(tmpdir(), 'serving-'));
  const root = path.join(parent, 'build');
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    writeFileSync(path.join(root, file), content);
  };
  const page = (title: string) => `<!doctype html><html><head><title>${title}</title><script>${INLINE}</script></head><body>${'<p>Ocean scales nodes.</p>'.repeat(200)}</body></html>`;
  write('index.html', page('Home'));
  write('guide/index.html', page('Guide'));
  write('guide/page/index.html', page('Page'));
  write('404.html', page('Page not found'));
  write('assets/js/main.0123abcd.js', 'console.log("main");\n'.repeat(100_000));
  write('search-doc-0123456789ab.json', JSON.stringify({docs: Array.from({length: 200}, (_, i) => ({title: `Doc ${i}`}))}));
  write('guide/page.md', '# Page\n\nOcean scales nodes.\n'.repeat(50));
  write('guide/feed.rss', `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel>${'<item><title>Ocean scales nodes.</title></item>'.repeat(50)}</channel></rss>`);
  write('robots.txt', 'User-agent: *\nAllow: /\n');
  write('sitemap.xml', ['/', '/guide/', '/guide/page'].map((route) => `<url><loc>https://docs.example.com${route}</loc></url>`).join(''));
  write('delete-me.txt', 'about to vanish\n'.repeat(100));
  const hashes = inlineScripts(page('x')).map(cspHash);
  write('_headers', renderHeadersFile(headerRules({scriptHashes: hashes, tagManager: false, hashedFiles: ['/search-doc-0123456789ab.json'], typedFiles: ['/guide/feed.rss']})));
  await precompress(root, COMPRESSIBLE, (file) => file.endsWith('_headers'));
  // A sibling whose name starts with the build folder's name: a prefix check without a separator would serve it.
  mkdirSync(path.join(parent, 'build-leak'));
  writeFileSync(path.join(parent, 'build-leak', 'secret.txt'), SECRET);
  writeFileSync(path.join(parent, 'secret.txt'), SECRET);
  return root;
}

const EXPECTED = securityHeaders({scriptHashes: [cspHash(INLINE)], tagManager: false});

type Server = {name: string; port: number; root: string; stop: () => Promise<void>};
const servers: Server[] = [];

beforeAll(async () => {
  const nodeRoot = await makeSite();
  const app = createSiteServer({root: nodeRoot});
  const nodePort = await freePort();
  await app.listen({port: nodePort, host: '127.0.0.1'});
  servers.push({name: 'node', port: nodePort, root: nodeRoot, stop: () => app.close()});
  const nginxRoot = await makeSite();
  const nginxPort = await freePort();
  const nginx = await startNginx({root: nginxRoot, host: '127.0.0.1', port: nginxPort});
  servers.push({name: 'nginx', port: nginxPort, root: nginxRoot, stop: nginx.stop});
}, 60_000);

afterAll(async () => {
  for (const server of servers) {
    await server.stop();
    rmSync(path.dirname(server.root), {recursive: true, force: true});
  }
});

describe.each(['node', 'nginx'])('%s server', (name) => {
  const server = () => servers.find((candidate) => candidate.name === name)!;
  const get = (pathname: string, headers: Record<string, string> = {}, method = 'GET') => raw(server().port, pathname, headers, method);

  it.each([
    ['/', 'text/html; charset=utf-8', 'no-cache'],
    ['/guide/page', 'text/html; charset=utf-8', 'no-cache'],
    ['/assets/js/main.0123abcd.js', 'text/javascript; charset=utf-8', 'public, max-age=31536000, immutable'],
    ['/search-doc-0123456789ab.json', 'application/json; charset=utf-8', 'public, max-age=31536000, immutable'],
    ['/guide/page.md', 'text/markdown; charset=utf-8', 'no-cache'],
    ['/guide/feed.rss', 'application/rss+xml; charset=utf-8', 'no-cache'],
    ['/robots.txt', 'text/plain; charset=utf-8', 'no-cache'],
  ])('%s: every policy header, its type and its cache rule', async (pathname, type, cache) => {
    const answer = await get(pathname);
    expect(answer.status).toBe(200);
    for (const [header, value] of Object.entries(EXPECTED)) expect(answer.headers[header.toLowerCase()], header).toBe(value);
    expect(answer.headers['content-type']).toBe(type);
    expect(answer.headers['cache-control']).toBe(cache);
    expect(answer.headers['etag']).toBeTruthy();
    expect(answer.headers['last-modified']).toBeTruthy();
  });

  it('answers a missing page with the not-found page, status 404, the policy headers and no long cache', async () => {
    for (const pathname of ['/no-such-page', '/assets/js/missing.0000.js']) {
      const answer = await get(pathname);
      expect(answer.status).toBe(404);
      expect(answer.body.toString()).toContain('<title>Page not found</title>');
      expect(answer.headers['content-security-policy']).toBe(EXPECTED['Content-Security-Policy']);
      expect(answer.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends the precompressed files to browsers that accept them', async () => {
    const br = await get('/guide/page', {'accept-encoding': 'gzip, deflate, br'});
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.body).toString()).toContain('<title>Page</title>');
    const gz = await get('/assets/js/main.0123abcd.js', {'accept-encoding': 'gzip'});
    expect(gz.headers['content-encoding']).toBe('gzip');
    const feed = await get('/guide/feed.rss', {'accept-encoding': 'br'});
    expect(feed.headers['content-encoding']).toBe('br');
    expect(feed.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(brotliDecompressSync(feed.body).toString()).toContain('<rss version="2.0">');
    const plain = await get('/guide/page');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('<title>Page</title>');
  });

  it.each([
    '/..%2fbuild-leak%2fsecret.txt',
    '/..%2f..%2fsecret.txt',
    '/%2e%2e/build-leak/secret.txt',
    '/%2e%2e%2fsecret.txt',
    '/..%252fbuild-leak%252fsecret.txt',
    '/assets/..%2f..%2fbuild-leak/secret.txt',
    '/guide/%2e%2e/%2e%2e/secret.txt',
    '/..\\build-leak\\secret.txt',
    '/secret.txt%00.html',
    '/_headers',
  ])('never answers %s from outside the site', async (pathname) => {
    const answer = await get(pathname);
    expect(answer.status).not.toBe(200);
    expect(answer.body.toString()).not.toContain(SECRET);
    expect(answer.body.toString()).not.toContain('Cache-Control');
  });

  it('refuses addresses that are not valid percent-encoding with 400', async () => {
    for (const pathname of ['/%zz', '/guide/%E0%A4%A']) expect((await get(pathname)).status).toBe(400);
  });

  it('refuses an absurdly long address with 414', async () => {
    expect((await get(`/${'a'.repeat(10_000)}`)).status).toBe(414);
  });

  it('redirects .html and /index.html addresses to the route with 301, keeping the query', async () => {
    for (const [from, to] of [
      ['/guide.html', '/guide/'],
      ['/guide/page/index.html?tab=aws', '/guide/page?tab=aws'],
      ['/guide/page/', '/guide/page'],
      ['/guide', '/guide/'],
    ]) {
      const answer = await get(from);
      expect(answer.status, from).toBe(301);
      expect(answer.headers.location, from).toBe(to);
    }
  });

  it('answers HEAD with the headers and no body', async () => {
    const answer = await get('/guide/page', {}, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBe(0);
    expect(answer.headers['content-security-policy']).toBe(EXPECTED['Content-Security-Policy']);
    expect(Number(answer.headers['content-length'])).toBeGreaterThan(1000);
  });

  it('answers a conditional GET with 304 when the page has not changed', async () => {
    const first = await get('/guide/page');
    const byEtag = await get('/guide/page', {'if-none-match': String(first.headers.etag)});
    expect(byEtag.status).toBe(304);
    expect(byEtag.body.length).toBe(0);
    const byDate = await get('/guide/page', {'if-modified-since': String(first.headers['last-modified'])});
    expect(byDate.status).toBe(304);
  });

  it('answers a range request with 206 and exactly those bytes', async () => {
    const whole = await get('/assets/js/main.0123abcd.js');
    const part = await get('/assets/js/main.0123abcd.js', {range: 'bytes=10-29'});
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-29/${whole.body.length}`);
    expect(part.body.toString()).toBe(whole.body.subarray(10, 30).toString());
  });

  it('answers a file removed while serving with 404 and keeps serving', async () => {
    for (const file of readdirSync(server().root).filter((entry) => entry.startsWith('delete-me.txt'))) rmSync(path.join(server().root, file));
    const gone = await get('/delete-me.txt', {'accept-encoding': 'br, gzip'});
    expect([404, 500]).toContain(gone.status);
    expect((await get('/guide/page')).status).toBe(200);
  });
});

describe('node server', () => {
  it('closes the file of every aborted download', async () => {
    const server = servers.find((candidate) => candidate.name === 'node')!;
    const openFiles = () => readdirSync('/proc/self/fd').length;
    const before = openFiles();
    await Promise.all(
      Array.from({length: 40}, () => new Promise<void>((resolve) => {
        const req = request({host: '127.0.0.1', port: server.port, path: '/assets/js/main.0123abcd.js'}, (res) => {
          res.once('data', () => {
            req.destroy();
            resolve();
          });
        });
        req.on('error', () => resolve());
        req.end();
      })),
    );
    // Closing is asynchronous: wait (bounded) for the server to notice every abort.
    await expect.poll(openFiles, {timeout: 5000}).toBeLessThanOrEqual(before + 2);
  });
});
