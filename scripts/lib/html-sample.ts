/**
 * Which built pages the HTML check validates: fixed pages every reader meets,
 * every product's index page, and the first pages (in path order) that carry
 * each kind of markup a Docusaurus page can produce.
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';

export type SampledPage = {file: string; reason: string};

/** Markers in the minified HTML (attribute quotes are optional there). */
const KINDS: {reason: string; marker: RegExp; count: number}[] = [
  {reason: 'tabs', marker: /role="?tablist/, count: 5},
  {reason: 'table', marker: /<table/, count: 3},
  {reason: 'admonition', marker: /theme-admonition/, count: 3},
  {reason: 'code', marker: /theme-code-block/, count: 3},
  {reason: 'cards', marker: /class="?card/, count: 2},
];

function htmlFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    // `x.html/` folders are the client-redirects plugin's meta-refresh pages, not content.
    if (entry.isDirectory() && !/\.html?$/.test(entry.name) && entry.name !== 'assets') out.push(...htmlFiles(full));
    else if (entry.isFile() && entry.name === 'index.html') out.push(full);
  }
  return out;
}

/**
 * @param extra pages chosen by their source rather than their HTML, such as
 *   pages with diagrams (Mermaid renders them in the browser, so the built
 *   HTML has no marker for them).
 */
export function htmlSample(buildDir: string, read: (file: string) => string, extra: SampledPage[] = []): SampledPage[] {
  const chosen = new Map<string, string>();
  const add = (file: string, reason: string) => {
    if (!chosen.has(file)) chosen.set(file, reason);
  };
  add(path.join(buildDir, 'index.html'), 'home');
  add(path.join(buildDir, '404.html'), '404');
  add(path.join(buildDir, 'search', 'index.html'), 'search results');
  const files = htmlFiles(buildDir).sort();
  for (const file of files) {
    const depth = path.relative(buildDir, file).split(path.sep).length;
    if (depth === 2) add(file, 'product index');
  }
  for (const page of extra) add(page.file, page.reason);
  for (const kind of KINDS) {
    let found = 0;
    for (const file of files) {
      if (found >= kind.count) break;
      if (chosen.has(file)) continue;
      if (kind.marker.test(read(file))) {
        add(file, kind.reason);
        found++;
      }
    }
  }
  return [...chosen].map(([file, reason]) => ({file, reason}));
}
