import {mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync, existsSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {addDocsCopy, relocateSlug} from './scale-docs';

describe('relocateSlug', () => {
  it('moves an absolute slug under the folder', () => {
    expect(relocateSlug('---\ntitle: A\nslug: /\n---\nBody', 'scale-1')).toBe('---\ntitle: A\nslug: /scale-1/\n---\nBody');
    expect(relocateSlug('---\nslug: "/a/b"\n---\n', 'scale-2')).toBe('---\nslug: "/scale-2/a/b"\n---\n');
  });
  it('leaves relative slugs, pages without front matter and the body alone', () => {
    expect(relocateSlug('---\nslug: here\n---\n', 's')).toBe('---\nslug: here\n---\n');
    expect(relocateSlug('No front matter\nslug: /x\n', 's')).toBe('No front matter\nslug: /x\n');
    expect(relocateSlug('---\ntitle: A\n---\nslug: /x\n', 's')).toBe('---\ntitle: A\n---\nslug: /x\n');
  });
});

describe('addDocsCopy', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'scale-docs-test-'));
  afterAll(() => rmSync(dir, {recursive: true, force: true}));

  it('copies the docs into the folder, skipping earlier copies', () => {
    mkdirSync(path.join(dir, 'guide'));
    mkdirSync(path.join(dir, 'scale-1'));
    writeFileSync(path.join(dir, 'index.mdx'), '---\nslug: /\n---\nHome');
    writeFileSync(path.join(dir, 'guide', 'a.md'), '---\ntitle: A\n---\nA');
    writeFileSync(path.join(dir, 'scale-1', 'old.md'), 'old');
    expect(addDocsCopy(dir, 'scale-2', new Set(['scale-1']))).toBe(2);
    expect(readFileSync(path.join(dir, 'scale-2', 'index.mdx'), 'utf8')).toBe('---\nslug: /scale-2/\n---\nHome');
    expect(existsSync(path.join(dir, 'scale-2', 'guide', 'a.md'))).toBe(true);
    expect(existsSync(path.join(dir, 'scale-2', 'scale-1'))).toBe(false);
  });
});
