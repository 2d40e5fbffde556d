/**
 * The JavaScript a built page asks for before anything else: its
 * `<script src>` tags and the scripts it preloads. Docusaurus minifies its
 * HTML, so attributes may be unquoted, single- or double-quoted.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

const TAG = /<(script|link)\b([^>]*)>/gi;
const ATTRIBUTE = /([^\s"'=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

/** Attribute names (lower case) to values; a bare attribute maps to ''. */
export function parseAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of source.matchAll(ATTRIBUTE)) {
    attributes[match[1].toLowerCase()] = match[2] ?? match[3] ?? match[4] ?? '';
  }
  return attributes;
}

function isPreloadedScript(attributes: Record<string, string>): boolean {
  const rel = (attributes.rel ?? '').toLowerCase().split(/\s+/);
  return rel.includes('modulepreload') || (rel.includes('preload') && attributes.as?.toLowerCase() === 'script');
}

/** Script URLs in document order, each once: `<script src>`, `<link rel=preload as=script>`, `<link rel=modulepreload>`. */
export function firstLoadScriptUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const [, name, rawAttributes] of html.matchAll(TAG)) {
    const attributes = parseAttributes(rawAttributes);
    const url = name.toLowerCase() === 'script' ? attributes.src : isPreloadedScript(attributes) ? attributes.href : undefined;
    if (url) urls.add(url);
  }
  return [...urls];
}

/**
 * Where a same-site script URL lives in the build folder; null for other
 * origins (a CDN script is not part of what we ship).
 */
export function builtFileFor(buildDir: string, url: string, baseUrl = '/'): string | null {
  if (/^(https?:)?\/\//i.test(url)) return null;
  const pathname = url.split(/[?#]/)[0];
  const relative = pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length) : pathname.replace(/^\//, '');
  return path.join(buildDir, relative);
}

/** Bytes after gzip at level 9: close to what a compressing server sends. */
export function gzipSize(content: Buffer | string): number {
  return gzipSync(content, {level: 9}).length;
}

export type FirstLoadJs = {files: {url: string; raw: number; gzip: number}[]; raw: number; gzip: number};

/** Raw and gzip sizes of the scripts one built page loads first, read from the build folder. */
export function measureFirstLoadJs(buildDir: string, pageFile: string, baseUrl = '/'): FirstLoadJs {
  const html = readFileSync(path.join(buildDir, pageFile), 'utf8');
  const files = firstLoadScriptUrls(html).flatMap((url) => {
    const file = builtFileFor(buildDir, url, baseUrl);
    if (!file) return [];
    const content = readFileSync(file);
    return [{url, raw: content.length, gzip: gzipSize(content)}];
  });
  return {
    files,
    raw: files.reduce((sum, f) => sum + f.raw, 0),
    gzip: files.reduce((sum, f) => sum + f.gzip, 0),
  };
}
