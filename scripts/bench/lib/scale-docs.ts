/**
 * Extra copies of the docs for a scale benchmark. A copy in docs/<folder>/
 * gets routes and doc ids under <folder>/ from its path; only front matter
 * that names an absolute route (`slug: /…`) would still collide, so that is
 * moved under the folder too.
 */
import {cpSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---(\r?\n|$)/;

/** The page's source with an absolute `slug:` moved under `/<folder>`. */
export function relocateSlug(source: string, folder: string): string {
  const frontMatter = FRONT_MATTER.exec(source);
  if (!frontMatter) return source;
  const moved = frontMatter[0].replace(
    /^(slug:\s*)(["']?)\/(.*)$/m,
    (_line, key: string, quote: string, rest: string) => `${key}${quote}/${folder}/${rest}`,
  );
  return moved + source.slice(frontMatter[0].length);
}

/** Copies every top-level entry of `docsDir` into `docsDir/<folder>/`, relocating slugs of .md/.mdx pages. */
export function addDocsCopy(docsDir: string, folder: string, skip: ReadonlySet<string>): number {
  const target = path.join(docsDir, folder);
  for (const entry of readdirSync(docsDir)) {
    if (skip.has(entry) || entry === folder) continue;
    cpSync(path.join(docsDir, entry), path.join(target, entry), {recursive: true});
  }
  let pages = 0;
  for (const file of readdirSync(target, {recursive: true, encoding: 'utf8'})) {
    if (!/\.mdx?$/.test(file)) continue;
    const full = path.join(target, file);
    writeFileSync(full, relocateSlug(readFileSync(full, 'utf8'), folder));
    pages += 1;
  }
  return pages;
}
