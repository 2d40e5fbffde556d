import {describe, expect, it} from 'vitest';
import type {GeneratedRoutes, RouteEntry} from './read-generated';
import {shardOf} from './shard-of';
import {splitRoutes} from './split-routes';

const leaf = (path: string, hash: string): RouteEntry => ({path, creator: [path, hash], exact: true, attributes: {sidebar: 's'}});

function site(docCount: number): GeneratedRoutes {
  const docs = [leaf('/', 'home'), ...Array.from({length: docCount}, (_, i) => leaf(`/doc-${i}`, `h${i}`))];
  const routes: RouteEntry[] = [
    {path: '/search', creator: ['/search', 'a'], exact: true, attributes: {}},
    {path: '/', creator: ['/', 'b'], attributes: {}, routes: [{path: '/', creator: ['/', 'c'], attributes: {}, routes: docs}]},
    {path: '/blog', creator: ['/blog', 'd'], attributes: {}, routes: [leaf('/blog/post', 'e'), {path: '/blog/:id', creator: ['/blog/:id', 'f'], exact: true, attributes: {}}]},
    {path: '*', creator: ['*'], attributes: {}},
  ];
  const chunkNames: GeneratedRoutes['chunkNames'] = {};
  const registry: GeneratedRoutes['registry'] = {comp: '@theme/DocItem'};
  const visit = (list: RouteEntry[]) => {
    for (const r of list) {
      if (r.creator.length === 2) {
        chunkNames[`${r.creator[0]}-${r.creator[1]}`] = {__comp: 'comp', content: `c-${r.creator[1]}`};
        registry[`c-${r.creator[1]}`] = `@site/docs${r.path}.mdx`;
      }
      if (r.routes) visit(r.routes);
    }
  };
  visit(routes);
  return {routes, chunkNames, registry};
}

describe('splitRoutes', () => {
  it('moves every doc route into the shard whose range holds its path, with its chunk names and registry entries', () => {
    const split = splitRoutes(site(100), 40);
    expect(split.shards).toHaveLength(3);
    const moved = split.shards.flatMap((shard, index) =>
      shard.routes.map(({parent, route}) => {
        expect(shardOf(route.path, split.starts)).toBe(index);
        expect(parent).toEqual([1, 0]);
        expect(shard.chunkNames[`${route.path}-${route.creator[1]}`]).toEqual({__comp: 'comp', content: `c-${route.creator[1]}`});
        expect(shard.registry[`c-${route.creator[1]}`]).toBe(`@site/docs${route.path}.mdx`);
        expect(shard.registry.comp).toBe('@theme/DocItem');
        return route.path;
      }),
    );
    expect(moved.sort()).toEqual(Array.from({length: 100}, (_, i) => `/doc-${i}`).sort());
    // The home page stays: the breadcrumbs of every page look for it in the table.
    expect(split.skeleton[1].routes![0].routes!.map((r) => r.path)).toEqual(['/']);
    expect(split.chunkNames['/-home']).toBeDefined();
    expect(Object.keys(split.chunkNames).some((key) => key.startsWith('/doc-'))).toBe(false);
  });

  it('keeps top-level pages, layouts, the 404 route and any group with a parameterised route in the skeleton', () => {
    const split = splitRoutes(site(5), 40);
    expect(split.skeleton.map((r) => r.path)).toEqual(['/search', '/', '/blog', '*']);
    expect(split.skeleton[2].routes!.map((r) => r.path)).toEqual(['/blog/post', '/blog/:id']);
    expect(split.chunkNames['/blog/post-e']).toBeDefined();
    expect(split.registry['c-e']).toBe('@site/docs/blog/post.mdx');
  });

  it('makes more shards, not bigger ones, as the site grows', () => {
    const sizes = [100, 500].map((n) => splitRoutes(site(n), 40).shards.map((s) => s.routes.length));
    expect(sizes).toEqual([[40, 40, 20], [...Array(12).fill(40), 20]]);
  });

  it('keeps the pages of a section together', () => {
    const split = splitRoutes(site(100), 40);
    // Sorted, /doc-1, /doc-10 … /doc-19 come together, so they share a shard.
    const holding = (path: string) => split.shards.findIndex((s) => s.routes.some((r) => r.route.path === path));
    const shards = new Set(['/doc-1', ...Array.from({length: 10}, (_, i) => `/doc-1${i}`)].map(holding));
    expect(shards.size).toBe(1);
  });
});
