import {cpSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import type {CategoryNode, PageTree, TreeItem} from '../../src/data/page-tree';
import {checkPage, formatProblem} from './content-rules';
import {createPage, IA_FILE} from './new-page';

const ROOT = path.resolve(import.meta.dirname, '../..');
let site: string;
beforeEach(() => {
  site = mkdtempSync(path.join(tmpdir(), 'new-page-'));
  cpSync(path.join(ROOT, IA_FILE), path.join(site, IA_FILE));
});
afterEach(() => rmSync(site, {recursive: true, force: true}));

const tree = () => JSON.parse(readFileSync(path.join(site, IA_FILE), 'utf8')) as PageTree;
function category(items: TreeItem[], route: string): CategoryNode | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.path === route) return item;
    const found = category(item.items, route);
    if (found) return found;
  }
  return undefined;
}
const routesOf = (c: CategoryNode | undefined) => c?.items.map((i) => (i.type === 'link' ? i.href : i.path));

describe('new-page', () => {
  it('writes a page the content check rejects until it is written, and files it under its parent', () => {
    const file = createPage(site, {route: '/ocean/features/spare-gpus', title: 'Spare GPUs'});
    expect(file).toBe('docs/ocean/features/spare-gpus.mdx');
    expect(routesOf(category(tree().sidebar, '/ocean/features/'))?.at(-1)).toBe('/ocean/features/spare-gpus');

    const draft = readFileSync(path.join(site, file), 'utf8');
    const problems = checkPage(file, draft).map(formatProblem).join('\n');
    expect(problems).toMatch(/^docs\/ocean\/features\/spare-gpus\.mdx:\d+: .*placeholder wording "TODO"/m);
    expect(problems).toMatch(/source "TODO: .*" must start with one of/);

    // The author writes the page: every TODO replaced, sources named.
    const prose = Array.from({length: 60}, (_, i) => `Sentence ${i} says what Ocean does with spare capacity.`).join(' ');
    const written = draft
      .replace(/description: ".*"/, 'description: "Keep spare GPU nodes ready in an Ocean cluster so that GPU pods start without waiting for a new node."')
      .replace(/ {2}- "TODO: help:.*"/, '  - "help:src/docs/ocean/features/headroom.md"')
      .replace(/TODO[^\n]*/g, prose);
    expect(checkPage(file, written).map(formatProblem)).toEqual([]);
  });

  it('places the page after a given route, and a folder route as a category', () => {
    createPage(site, {route: '/ocean/features/spare-gpus', title: 'Spare GPUs', after: '/ocean/features/headroom'});
    const features = routesOf(category(tree().sidebar, '/ocean/features/'))!;
    expect(features[features.indexOf('/ocean/features/headroom') + 1]).toBe('/ocean/features/spare-gpus');

    createPage(site, {route: '/ocean/gpu-guides/', title: 'GPU guides'});
    expect(category(tree().sidebar, '/ocean/gpu-guides/')).toEqual({type: 'category', label: 'GPU guides', path: '/ocean/gpu-guides/', items: []});
  });

  it('refuses a route that exists, a bad route and an unknown --after, and writes nothing', () => {
    const before = readFileSync(path.join(site, IA_FILE), 'utf8');
    expect(() => createPage(site, {route: '/ocean/features/headroom', title: 'x'})).toThrow(/already a page/);
    expect(() => createPage(site, {route: 'ocean/Features', title: 'x'})).toThrow(/is not a route/);
    expect(() => createPage(site, {route: '/ocean/features/x', title: 'x', after: '/nowhere'})).toThrow(/--after \/nowhere: no such route/);
    expect(readFileSync(path.join(site, IA_FILE), 'utf8')).toBe(before);
  });
});
