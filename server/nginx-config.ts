/**
 * The build-specific files deploy/nginx/spot-docs.conf includes, made from
 * the build's `_headers` and sitemap, so nginx sends exactly the headers and
 * redirects the Node server does.
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {cleanPathFor, sitemapPaths} from './clean-path.js';
import {CONTENT_TYPES, IMMUTABLE, type HeaderRule} from './header-policy.js';
import {parseHeadersFile} from './headers-file.js';

/** nginx string literal: the policy's values contain quotes and semicolons. */
function quoted(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

function addHeaders(headers: Record<string, string>, always: boolean): string[] {
  return Object.entries(headers).map(([name, value]) => `add_header ${name} ${quoted(value)}${always ? ' always' : ''};`);
}

/** Every address cleanPathFor would send to a route: `.html`/`.htm`, `/index.html`, the other trailing slash. */
export function redirectMap(canonical: ReadonlySet<string>): Map<string, string> {
  const map = new Map<string, string>();
  for (const route of canonical) {
    const bare = route.replace(/\/$/, '');
    const candidates = [`${bare}.html`, `${bare}.htm`, `${bare}/index.html`, `${bare}/index.htm`, route.endsWith('/') ? bare : `${route}/`];
    for (const candidate of candidates) {
      if (candidate === '' || map.has(candidate)) continue;
      if (cleanPathFor(candidate, canonical) === route) map.set(candidate, route);
    }
  }
  return map;
}

export type NginxIncludes = Record<'security-headers.conf' | 'hashed-locations.conf' | 'redirects.map' | 'types.conf', string>;

export function nginxIncludes(rules: readonly HeaderRule[], canonical: ReadonlySet<string>): NginxIncludes {
  const everyPath = rules.find((rule) => rule.pattern === '/*');
  if (!everyPath) throw new Error('_headers has no "/*" rule: the security headers are missing from the build.');
  const security = addHeaders(everyPath.headers, true);
  const hashed = rules.filter((rule) => rule !== everyPath && rule.headers['Cache-Control'] === IMMUTABLE);
  const locations = hashed.flatMap((rule) => {
    const location = rule.pattern.endsWith('*') ? `^~ ${rule.pattern.slice(0, -1)}` : `= ${rule.pattern}`;
    // add_header in a location replaces the server's, so each location repeats the security headers.
    return [`location ${location} {`, ...[...security, ...addHeaders(rule.headers, false), 'try_files $uri =404;'].map((line) => `    ${line}`), '}'];
  });
  const types = Object.entries(CONTENT_TYPES).map(([extension, type]) => ({extension: extension.slice(1), mime: type.split(';')[0], charset: type.includes('charset=')}));
  return {
    'security-headers.conf': `${security.join('\n')}\n`,
    'hashed-locations.conf': `${locations.join('\n')}\n`,
    'redirects.map': [...redirectMap(canonical)].map(([from, to]) => `${quoted(from)} ${quoted(to)};`).join('\n') + '\n',
    'types.conf': [
      'types {',
      ...types.map(({extension, mime}) => `    ${mime} ${extension};`),
      '}',
      'default_type application/octet-stream;',
      'charset utf-8;',
      // nginx always counts text/html among charset types and rejects it listed twice.
      `charset_types ${[...new Set(types.filter((type) => type.charset && type.mime !== 'text/html').map((type) => type.mime))].join(' ')};`,
      '',
    ].join('\n'),
  };
}

/** Reads `_headers` and `sitemap.xml` from a build and writes the includes into `outDir`. */
export function writeNginxIncludes(buildDir: string, outDir: string): string[] {
  const rules = parseHeadersFile(readFileSync(path.join(buildDir, '_headers'), 'utf8'));
  const canonical = new Set(sitemapPaths(readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8')));
  mkdirSync(outDir, {recursive: true});
  return Object.entries(nginxIncludes(rules, canonical)).map(([name, content]) => {
    writeFileSync(path.join(outDir, name), content);
    return name;
  });
}
