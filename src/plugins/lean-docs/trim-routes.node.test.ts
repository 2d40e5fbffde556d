import {describe, expect, it} from 'vitest';
import {trimRoutes, type DocsRoute} from './trim-routes';

const docs = [
  {id: 'ocean/index', permalink: '/ocean/', title: 'Ocean', description: 'Container autoscaling.'},
  {id: 'ocean/headroom', permalink: '/ocean/headroom', title: 'Headroom', description: 'Spare capacity.'},
  {id: 'ocean/roll', permalink: '/ocean/roll', title: 'Roll'},
  {id: 'tools/index', permalink: '/tools/', title: 'Tools', description: 'Outside the sidebar.'},
  {id: 'tools/zeta', permalink: '/tools/zeta', title: 'Zeta', description: 'Last card.'},
  {id: 'tools/alpha/index', permalink: '/tools/alpha/', title: 'Alpha'},
];

const sidebar = [
  {
    type: 'category',
    href: '/ocean/',
    items: [
      {type: 'link', href: '/ocean/headroom', docId: 'ocean/headroom'},
      {type: 'link', href: '/ocean/roll', docId: 'ocean/roll'},
    ],
  },
];

const docRoute = (path: string, inSidebar = true): DocsRoute => ({
  path,
  component: '@theme/DocItem',
  modules: {content: `@site/docs${path}.mdx`},
  ...(inSidebar ? {sidebar: 'spotSidebar'} : {}),
});

// The shape plugin-content-docs 3.9.2's buildAllRoutes gives addRoute: docs root > version > sidebar root > docs.
const tree: DocsRoute = {
  path: '/',
  component: '@theme/DocsRoot',
  routes: [
    {
      path: '/',
      component: '@theme/DocVersionRoot',
      props: {version: {version: 'current', docsSidebars: {spotSidebar: sidebar}, docs: Object.fromEntries(docs.map((d) => [d.id, d]))}},
      routes: [
        {
          path: '/',
          component: '@theme/DocRoot',
          routes: [docRoute('/ocean/'), docRoute('/ocean/headroom'), docRoute('/tools/', false), docRoute('/tools/zeta', false)],
        },
      ],
    },
  ],
};

const trimmed = trimRoutes(tree, docs);
const version = trimmed.routes![0];
const pages = version.routes![0].routes!;
const page = (path: string) => pages.find((route) => route.path === path)!;

describe('trimRoutes', () => {
  it('keeps the sidebars in the version data and drops its map of every doc', () => {
    const prop = version.props!.version as {docsSidebars: unknown; docs: object; version: string};
    expect(prop.docs).toEqual({});
    expect(prop.docsSidebars).toEqual({spotSidebar: sidebar});
    expect(prop.version).toBe('current');
  });

  it("gives a sidebar category's index page the descriptions of its linked children", () => {
    expect(page('/ocean/').props).toEqual({childCards: {descriptions: {'ocean/headroom': 'Spare capacity.'}, folder: []}});
  });

  it('gives an index page outside the sidebar the cards of its folder, sorted by title, without doc ids', () => {
    expect(page('/tools/').props).toEqual({
      childCards: {
        descriptions: {},
        folder: [
          {type: 'link', href: '/tools/alpha/', label: 'Alpha', description: undefined, unlisted: false},
          {type: 'link', href: '/tools/zeta', label: 'Zeta', description: 'Last card.', unlisted: false},
        ],
      },
    });
  });

  it('leaves pages without children as they were', () => {
    expect(page('/ocean/headroom')).toEqual(docRoute('/ocean/headroom'));
    expect(page('/tools/zeta')).toEqual(docRoute('/tools/zeta', false));
  });

  it('does not change the tree it was given', () => {
    expect(Object.keys((tree.routes![0].props!.version as {docs: object}).docs)).toHaveLength(docs.length);
  });
});
