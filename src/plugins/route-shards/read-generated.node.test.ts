import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
// The codegen of the installed Docusaurus: what a build writes into .docusaurus/.
import {generateRouteFiles} from '@docusaurus/core/lib/server/codegen/codegenRoutes.js';
import {parseRegistry, readGeneratedRoutes} from './read-generated';

const dir = mkdtempSync(path.join(tmpdir(), 'route-shards-'));
afterAll(() => rmSync(dir, {recursive: true, force: true}));

const ROUTES = [
  {path: '/search', component: '@theme/SearchPage', exact: true},
  {
    path: '/',
    component: '@theme/DocsRoot',
    routes: [
      {path: '/ocean/', component: '@theme/DocItem', exact: true, sidebar: 'spotSidebar', modules: {content: '@site/docs/ocean/index.mdx'}},
      {path: "/it's", component: '@theme/DocItem', exact: true, sidebar: 'spotSidebar', modules: {content: "@site/docs/it's.mdx"}},
    ],
  },
];

describe('readGeneratedRoutes, on the files Docusaurus 3.9.2 generates', () => {
  it('reads back every route with its path, ComponentCreator arguments, exact flag, children and attributes', async () => {
    await generateRouteFiles({generatedFilesDir: dir, baseUrl: '/', routes: ROUTES as never});
    const {routes, registry, chunkNames} = readGeneratedRoutes(dir);
    expect(routes.map((r) => r.path)).toEqual(['/search', '/', '*']);
    expect(routes[2].creator).toEqual(['*']);
    const [ocean, quoted] = routes[1].routes!;
    expect(ocean).toMatchObject({path: '/ocean/', exact: true, attributes: {sidebar: 'spotSidebar'}});
    expect(quoted.path).toBe("/it's");
    // Every route's ComponentCreator key is a routesChunkNames key, and every chunk name it lists is in the registry.
    for (const route of [routes[0], routes[1], ocean, quoted]) {
      const names = chunkNames[`${route.creator[0]}-${route.creator[1]}`] as Record<string, string>;
      expect(names).toBeDefined();
      for (const name of Object.values(names)) expect(registry[name]).toBeDefined();
    }
    expect(Object.values(registry)).toContain('@site/docs/ocean/index.mdx');
  });

  it('fails with the line it cannot read when registry.js changes shape', async () => {
    await generateRouteFiles({generatedFilesDir: dir, baseUrl: '/', routes: ROUTES as never});
    const registry = readFileSync(path.join(dir, 'registry.js'), 'utf8');
    expect(() => parseRegistry(registry.replace('require.resolveWeak', 'resolveWeak'))).toThrow(/unknown shape: +"__comp/);
  });
});
