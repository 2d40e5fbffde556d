import {describe, expect, it} from 'vitest';
import {docIdToRoute, routeToDocId, routeToFile} from './doc-routes';
import {childrenOf, indexPageTree, pageTree, parsePageTree, routes, sectionOf, sidebarRoutes, walk, type PageTree} from './page-tree';
import {buildSidebars} from './sidebar';
import {docsOnDisk} from './docs-on-disk';
import {internalLinks, linkPath} from '../../scripts/lib/internal-links';
import {folderChildIds} from '../components/ChildCards/folderChildren';

/** A small tree with every kind of item: nested categories, a category without a page, links, an unlisted page. */
const FIXTURE: PageTree = {
  sidebarId: 'spotSidebar',
  sidebar: [
    {
      type: 'category',
      label: 'Start',
      path: '/',
      items: [
        {type: 'doc', path: '/start/first'},
        {type: 'category', label: 'Accounts', path: '/start/accounts/', items: [{type: 'doc', path: '/start/accounts/aws'}]},
      ],
    },
    {
      type: 'category',
      label: 'Ocean',
      path: '/ocean/',
      items: [
        {type: 'category', label: 'eksctl', items: [{type: 'doc', path: '/ocean/eksctl/create'}]},
        {type: 'link', label: 'Regions', href: '/ocean/start#regions'},
        {type: 'doc', path: '/ocean/start'},
      ],
    },
    {type: 'link', label: 'API Reference', href: 'https://docs.spot.io/api'},
  ],
  unlisted: ['/ocean/tutorials/', '/elsewhere/page'],
};

/** The message parsePageTree throws for `input`, or '' when it accepts it. */
function problemsOf(input: unknown): string {
  try {
    parsePageTree(input, 'fixture.json');
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}

const withFirstItem = (first: unknown) => ({...FIXTURE, sidebar: [first, ...FIXTURE.sidebar.slice(1)]});

describe('loading the page tree', () => {
  it('accepts a valid tree as it is', () => {
    expect(parsePageTree(structuredClone(FIXTURE))).toEqual(FIXTURE);
  });

  it('names the place in the JSON of each problem', () => {
    const message = problemsOf(
      withFirstItem({type: 'category', label: 'Start', path: '/', items: [{type: 'doc', path: 'start/first'}, {type: 'doc'}]}),
    );
    expect(message).toContain('fixture.json: sidebar[0].items[0].path: ');
    expect(message).toContain('fixture.json: sidebar[0].items[1].path: path is required');
  });

  it('rejects titles and labels on a page: front matter owns them', () => {
    const message = problemsOf(withFirstItem({type: 'doc', path: '/start/first', title: 'First', label: 'First'}));
    expect(message).toContain('fixture.json: sidebar[0].title: title is not allowed');
    expect(message).toContain('fixture.json: sidebar[0].label: label is not allowed');
  });

  it('rejects an unknown item type, a category without items and a missing sidebar id', () => {
    expect(problemsOf(withFirstItem({type: 'page', path: '/a'}))).toContain('sidebar[0].type: type must be one of [doc, category, link]');
    expect(problemsOf(withFirstItem({type: 'category', label: 'A'}))).toContain('sidebar[0].items: items is required');
    expect(problemsOf({sidebar: FIXTURE.sidebar, unlisted: []})).toContain('fixture.json: sidebarId: sidebarId is required');
  });

  it('rejects a route listed twice, in the sidebar or outside it', () => {
    expect(problemsOf({...FIXTURE, unlisted: ['/start/first']})).toContain('fixture.json: route /start/first appears more than once');
  });
});

describe('walking the page tree', () => {
  const index = indexPageTree(FIXTURE);

  it('visits every item in sidebar order with its enclosing categories', () => {
    const visits = [...walk(FIXTURE.sidebar)].map(({item, parents}) => [
      item.type === 'link' ? item.href : item.type === 'doc' ? item.path : item.label,
      parents.map((p) => p.label).join(' > '),
    ]);
    expect(visits).toEqual([
      ['Start', ''],
      ['/start/first', 'Start'],
      ['Accounts', 'Start'],
      ['/start/accounts/aws', 'Start > Accounts'],
      ['Ocean', ''],
      ['eksctl', 'Ocean'],
      ['/ocean/eksctl/create', 'Ocean > eksctl'],
      ['/ocean/start#regions', 'Ocean'],
      ['/ocean/start', 'Ocean'],
      ['https://docs.spot.io/api', ''],
    ]);
  });

  it('lists the routes of the sidebar in its order, a category page before its children, then the pages outside it', () => {
    expect(index.sidebarRoutes).toEqual(['/', '/start/first', '/start/accounts/', '/start/accounts/aws', '/ocean/', '/ocean/eksctl/create', '/ocean/start']);
    expect(index.routes).toEqual([...index.sidebarRoutes, '/ocean/tutorials/', '/elsewhere/page']);
  });

  it('gives each route the top-level category it sits under, and a page outside the sidebar the section of its first path segment', () => {
    expect(index.sectionOf('/start/accounts/aws')).toBe('Start');
    expect(index.sectionOf('/ocean/')).toBe('Ocean');
    expect(index.sectionOf('/ocean/eksctl/create#step-2')).toBe('Ocean');
    expect(index.sectionOf('/ocean/tutorials/')).toBe('Ocean');
    expect(index.sectionOf('/elsewhere/page')).toBe('Start');
  });

  it("lists a category page's children: its docs and its sub-categories' pages, not links or categories without a page", () => {
    expect(index.childrenOf('/')).toEqual(['/start/first', '/start/accounts/']);
    expect(index.childrenOf('/ocean/')).toEqual(['/ocean/start']);
    expect(index.childrenOf('/start/first')).toBeUndefined();
    expect(index.childrenOf('/ocean/tutorials/')).toBeUndefined();
  });

  it('finds sidebar items and top-level categories by route', () => {
    expect(index.sidebarNodeAt('/start/accounts/')).toMatchObject({type: 'category', label: 'Accounts'});
    expect(index.sidebarNodeAt('/ocean/tutorials/')).toBeUndefined();
    expect(index.topLevelCategoryAt('/ocean/')?.label).toBe('Ocean');
    expect(index.topLevelCategoryAt('/start/accounts/')).toBeUndefined();
  });
});

describe("the site's page tree", () => {
  const byFile = new Map(docsOnDisk().map((d) => [d.file, d]));

  it('lists no route twice', () => {
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('has exactly one page with a title for every route, and no page without a route', () => {
    const expected = new Set(routes.map(routeToFile));
    expect([...expected].filter((f) => !byFile.has(f)), 'routes without a page').toEqual([]);
    expect([...byFile.keys()].filter((f) => !expected.has(f)), 'pages without a route').toEqual([]);
    expect(routes.filter((r) => typeof byFile.get(routeToFile(r))?.data.title !== 'string'), 'pages without a title').toEqual([]);
  });

  it('gives Docusaurus one sidebar with the pages of the tree in its order', () => {
    const sidebars = buildSidebars() as Record<string, unknown>;
    expect(Object.keys(sidebars)).toEqual([pageTree.sidebarId]);
    const ids: string[] = [];
    const labels: string[] = [];
    JSON.stringify(sidebars[pageTree.sidebarId], (key, value: {type?: string; id?: string; label?: string}) => {
      if (value?.type === 'doc' && value.id) ids.push(value.id);
      if (value?.type === 'category' && value.label) labels.push(value.label);
      return value;
    });
    expect(ids.map(docIdToRoute)).toEqual(sidebarRoutes);
    expect(labels).toEqual([...walk(pageTree.sidebar)].flatMap(({item}) => (item.type === 'category' ? [item.label] : [])));
  });

  it('keeps pages outside the sidebar out of it, with the sidebar shown beside them', () => {
    expect(pageTree.unlisted.filter((p) => sidebarRoutes.includes(p))).toEqual([]);
    expect(pageTree.unlisted.filter((p) => byFile.get(routeToFile(p))?.data.displayed_sidebar !== pageTree.sidebarId)).toEqual([]);
  });

  it('reaches every page outside the sidebar from another page (no orphans)', () => {
    const docIdOf = (file: string) => file.replace(/^docs\//, '').replace(/\.mdx?$/, '');
    const allIds = docsOnDisk().map((d) => docIdOf(d.file));
    const linked = new Set(
      docsOnDisk().flatMap((d) => {
        const id = docIdOf(d.file);
        const self = docIdToRoute(id);
        // <ChildCards /> on a page that is not a sidebar category's links every page in its folder.
        const cards = d.body.includes('<ChildCards') && !childrenOf(self) ?  folderChildIds(id, allIds).map(docIdToRoute) : [];
        return [...internalLinks(d.body).map(linkPath), ...cards].filter((p) => p !== self);
      }),
    );
    expect(pageTree.unlisted.filter((p) => !linked.has(p))).toEqual([]);
  });

  it('labels routes with the top-level sidebar category, Overview Dashboards included', () => {
    expect(sectionOf('/connect-your-cloud-provider/dashboard')).toBe('Overview Dashboards');
    expect(sectionOf('/connect-your-cloud-provider/cost-analysis/save-reports#save-a-report')).toBe('Overview Dashboards');
    expect(sectionOf('/connect-your-cloud-provider/first-account/aws')).toBe('Get Started with Spot');
    expect(sectionOf('/spot-connect/integrations/slack')).toBe('Spot Connect');
  });

  it('maps every route to its doc id and back', () => {
    expect(routes.filter((r) => docIdToRoute(routeToDocId(r)) !== r)).toEqual([]);
  });
});
