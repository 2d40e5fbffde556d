/**
 * Production server for the built site: `npm run serve` (PORT, HOST to move it).
 * Unlike `docusaurus serve` it compresses responses (gzip or brotli, as the
 * browser accepts), caches hashed assets for a year and redirects legacy
 * `.html` URLs to the exact route, so what we measure is what readers get.
 */
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import {createReadStream, existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {constants, createBrotliCompress, createGzip} from 'node:zlib';
import {cleanPathFor, sitemapPaths} from './lib/clean-path';
import {SEARCH_DOC_FILE} from '../src/plugins/search/client/files';

const ROOT = path.resolve(process.env.BUILD_DIR ?? 'build');
const PORT = Number(process.env.PORT ?? 3000);
const HOST = process.env.HOST ?? '127.0.0.1';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt']);

if (!existsSync(path.join(ROOT, 'index.html'))) {
  console.error(`No built site in ${ROOT}. Run "npm run build" first.`);
  process.exit(1);
}
const canonical = new Set(sitemapPaths(readFileSync(path.join(ROOT, 'sitemap.xml'), 'utf8')));

function fileFor(pathname: string): string | null {
  const target = path.join(ROOT, pathname);
  if (!target.startsWith(ROOT)) return null;
  for (const option of [target, path.join(target, 'index.html'), `${target}.html`]) {
    if (existsSync(option) && statSync(option).isFile()) return option;
  }
  return null;
}

function send(req: IncomingMessage, res: ServerResponse, file: string, status: number): void {
  const ext = path.extname(file);
  const headers: Record<string, string> = {'Content-Type': TYPES[ext] ?? 'application/octet-stream', Vary: 'Accept-Encoding'};
  // Bundler output carries content hashes in its names; HTML must revalidate.
  const immutable = file.includes(`${path.sep}assets${path.sep}`) || SEARCH_DOC_FILE.test(path.basename(file));
  headers['Cache-Control'] = immutable ? 'public, max-age=31536000, immutable' : 'no-cache';
  const accept = String(req.headers['accept-encoding'] ?? '');
  let body: NodeJS.ReadableStream = createReadStream(file);
  if (COMPRESSIBLE.has(ext)) {
    if (/\bbr\b/.test(accept)) {
      headers['Content-Encoding'] = 'br';
      body = body.pipe(createBrotliCompress({params: {[constants.BROTLI_PARAM_QUALITY]: 5}}));
    } else if (/\bgzip\b/.test(accept)) {
      headers['Content-Encoding'] = 'gzip';
      body = body.pipe(createGzip());
    }
  }
  res.writeHead(status, headers);
  if (req.method === 'HEAD') res.end();
  else body.pipe(res);
}

const server = createServer((req, res) => {
  let pathname: string;
  try {
    const url = new URL(req.url ?? '/', 'http://localhost');
    pathname = decodeURIComponent(url.pathname);
    const target = cleanPathFor(pathname, canonical);
    if (target) {
      res.writeHead(301, {Location: target + url.search});
      res.end();
      return;
    }
  } catch {
    res.writeHead(400, {'Content-Type': 'text/plain; charset=utf-8'});
    res.end('Bad request: the address is not valid percent-encoding.');
    return;
  }
  const file = fileFor(pathname);
  if (file) send(req, res, file, 200);
  else send(req, res, path.join(ROOT, '404.html'), 404);
});

server.listen(PORT, HOST, () => {
  console.log(`Serving ${ROOT} at http://${HOST}:${PORT}/ (compressed, ${canonical.size} routes)`);
});
