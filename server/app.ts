/**
 * The production server: fastify with @fastify/static, which serves the
 * build's precompressed .br/.gz files, ETag and Last-Modified validators,
 * conditional GET, ranges and HEAD, and cleans up on aborted downloads. This
 * module adds only what no library does for this site: the headers from
 * `_headers`, the spec's redirects of `.html` and `/index.html` addresses,
 * the not-found page, and clear refusals of malformed or absurd addresses.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import Fastify, {type FastifyInstance, type FastifyReply} from 'fastify';
import fastifyStatic from '@fastify/static';
import {cleanPathFor, sitemapPaths} from './clean-path.js';
import {CONTENT_TYPES, IMMUTABLE, REVALIDATE} from './header-policy.js';
import {headersFor, parseHeadersFile} from './headers-file.js';

/** Longest address served; real routes are far shorter, and a longer one is refused with 414. */
export const MAX_URL_LENGTH = 2048;

const NOT_FOUND_PAGE = '404.html';

export type SiteServerOptions = {root: string};

function readRequired(root: string, file: string): string {
  const target = path.join(root, file);
  if (!existsSync(target)) {
    throw new Error(`${target} is missing: run "npm run build" first (it writes ${file} with the site).`);
  }
  return readFileSync(target, 'utf8');
}

function plainText(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply.code(status).type('text/plain; charset=utf-8').send(`${message}\n`);
}

export function createSiteServer({root: rootOption}: SiteServerOptions): FastifyInstance {
  const root = path.resolve(rootOption);
  readRequired(root, NOT_FOUND_PAGE);
  const rules = parseHeadersFile(readRequired(root, '_headers'));
  const canonical = new Set(sitemapPaths(readRequired(root, 'sitemap.xml')));

  const app = Fastify({
    logger: false,
    // The router turns an address that is not valid percent-encoding into this error.
    frameworkErrors(error, request, reply) {
      // Hooks do not run for requests the router rejects, so the policy's headers are set here.
      reply.headers({...headersFor(rules, '/'), 'Cache-Control': REVALIDATE});
      if (error.code === 'FST_ERR_BAD_URL') plainText(reply, 400, 'Bad request: the address is not valid percent-encoding.');
      else plainText(reply, 400, `Bad request: ${error.message}`);
    },
  });

  app.addHook('onRequest', async (request, reply) => {
    const raw = request.raw.url ?? '/';
    if (raw.length > MAX_URL_LENGTH) return plainText(reply, 414, `URI too long: addresses on this site are under ${MAX_URL_LENGTH} characters.`);
    const [rawPath, query = ''] = raw.split(/\?(.*)/s, 2);
    let pathname: string;
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      return plainText(reply, 400, 'Bad request: the address is not valid percent-encoding.');
    }
    if (pathname.includes('\0')) return plainText(reply, 400, 'Bad request: the address contains a NUL character.');
    const target = cleanPathFor(pathname, canonical);
    if (target) return reply.redirect(encodeURI(target) + (query ? `?${query}` : ''), 301);
  });

  // Every response gets the policy's headers for its address, like a static host applies `_headers`.
  app.addHook('onSend', async (request, reply, payload) => {
    const pathname = request.url.split('?')[0];
    const headers = headersFor(rules, safeDecode(pathname));
    const found = reply.statusCode < 300 || reply.statusCode === 304;
    // A missing hashed file must not be cached for a year: only found files get the long cache.
    if (!found || headers['Cache-Control'] !== IMMUTABLE) headers['Cache-Control'] = REVALIDATE;
    reply.headers(headers);
    const type = CONTENT_TYPES[path.extname(pathname)];
    if (type && found) reply.header('content-type', type);
    return payload;
  });

  app.register(fastifyStatic, {
    root,
    preCompressed: true,
    // Cache-Control comes from the header policy, not from the library's defaults.
    cacheControl: false,
    // Docusaurus writes no dotfiles; never serve one a deploy might leave behind.
    dotfiles: 'ignore',
    // Directories without a trailing slash serve their index.html, as static hosts do.
    redirect: false,
    index: ['index.html'],
    // The headers file is the server's configuration, not part of the site.
    allowedPath: (pathname) => pathname !== '/_headers',
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).type(CONTENT_TYPES['.html']).sendFile(NOT_FOUND_PAGE));

  // A file that vanished mid-request (a deploy replacing build/) or cannot be read: answer, log, keep serving.
  app.setErrorHandler((error: Error & {statusCode?: number}, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) console.error(`${request.method} ${request.url}: ${error.message}`);
    return plainText(reply, status, status === 403 ? 'Forbidden.' : status === 500 ? 'Server error: the file could not be read.' : 'Bad request.');
  });

  return app;
}

function safeDecode(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
