// Test support for page-tree.node.test.ts: the pages on disk, parsed once.
import {readFileSync} from 'node:fs';
import matter from 'gray-matter';
import {listDocFiles} from '../../scripts/lib/docs-files';

export type DocOnDisk = {file: string; data: Record<string, unknown>; body: string};

let cache: DocOnDisk[] | undefined;

/** Every page under docs/ with its parsed front matter, read once per test file. */
export function docsOnDisk(): DocOnDisk[] {
  cache ??= listDocFiles('docs').map((file) => {
    const parsed = matter(readFileSync(file, 'utf8'));
    return {file, data: parsed.data, body: parsed.content};
  });
  return cache;
}
