import {describe, expect, it} from 'vitest';
import {
  allRoutes,
  docIdToRoute,
  informationArchitecture,
  routeToDocId,
  routeToFile,
  type IaItem,
} from './routes';
import {buildSidebars} from './sidebar';
import {docsOnDisk} from './docs-on-disk';
import {internalLinks, linkPath} from '../../scripts/lib/internal-links';
import {folderChildIds} from '../components/ChildCards/folderChildren';

const routes = allRoutes();
const byFile = new Map(docsOnDisk().map((d) => [d.file, d]));

describe('information architecture', () => {
  it('has 622 distinct routes', () => {
    expect(routes).toHaveLength(622);
    expect(new Set(routes.map((r) => r.path)).size).toBe(622);
  });

  it('maps routes to doc ids and back', () => {
    for (const {path} of routes) expect(docIdToRoute(routeToDocId(path))).toBe(path);
    expect(routeToDocId('/')).toBe('index');
    expect(routeToDocId('/ocean/')).toBe('ocean/index');
    expect(routeToDocId('/ocean/features/headroom')).toBe('ocean/features/headroom');
    expect(() => routeToDocId('ocean')).toThrow(/must start with/);
  });

  it('has exactly one doc for every route and no doc without a route', () => {
    const expected = new Set(routes.map((r) => routeToFile(r.path)));
    const missing = [...expected].filter((f) => !byFile.has(f));
    const extra = [...byFile.keys()].filter((f) => !expected.has(f));
    expect(missing, 'routes without a page').toEqual([]);
    expect(extra, 'pages without a route').toEqual([]);
  });

  it('gives every page the title of its route', () => {
    const wrong = routes
      .filter((r) => byFile.get(routeToFile(r.path))?.data.title !== r.title)
      .map((r) => r.path);
    expect(wrong).toEqual([]);
  });
});

describe('spotSidebar', () => {
  const sidebars = buildSidebars();

  it('is the only sidebar', () => {
    expect(Object.keys(sidebars)).toEqual(['spotSidebar']);
  });

  it('shows every sidebar label of the information architecture', () => {
    const wrong: string[] = [];
    const visit = (items: IaItem[]) => {
      for (const item of items) {
        if (item.type === 'doc') {
          const doc = byFile.get(routeToFile(item.path));
          const shown = doc?.data.sidebar_label ?? doc?.data.title;
          if (shown !== item.label) wrong.push(`${item.path}: shows "${String(shown)}", expected "${item.label}"`);
        } else if (item.type === 'category') {
          visit(item.items);
        }
      }
    };
    visit(informationArchitecture.sidebar);
    expect(wrong).toEqual([]);
  });

  it('keeps the tree, order, category labels and links of the information architecture', () => {
    type Out = Record<string, unknown>;
    const shape = (items: IaItem[]): unknown[] =>
      items.map((item) =>
        item.type === 'doc'
          ? {type: 'doc', id: routeToDocId(item.path)}
          : item.type === 'link'
            ? {type: 'link', label: item.label, href: item.href}
            : {
                type: 'category',
                label: item.label,
                ...(item.path ? {link: {type: 'doc', id: routeToDocId(item.path)}} : {}),
                items: shape(item.items),
              },
      );
    expect(sidebars.spotSidebar as Out[]).toEqual(shape(informationArchitecture.sidebar));
  });

  it('keeps unlisted pages out of the sidebar but shows the sidebar beside them', () => {
    const inSidebar = new Set<string>();
    const collect = (items: IaItem[]) => {
      for (const item of items) {
        if (item.type === 'doc') inSidebar.add(item.path);
        if (item.type === 'category') {
          if (item.path) inSidebar.add(item.path);
          collect(item.items);
        }
      }
    };
    collect(informationArchitecture.sidebar);
    for (const u of informationArchitecture.unlisted) {
      expect(inSidebar.has(u.path), u.path).toBe(false);
      expect(byFile.get(routeToFile(u.path))?.data.displayed_sidebar, u.path).toBe('spotSidebar');
    }
  });
});

const docIdOf = (file: string) => file.replace(/^docs\//, '').replace(/\.mdx?$/, '');
const sidebarCategoryRoutes = new Set(routes.filter((r) => r.isCategory).map((r) => r.path));

describe('links between pages', () => {
  const known = new Set(routes.map((r) => r.path));

  it('point only at routes that exist', () => {
    const broken = docsOnDisk().flatMap((d) =>
      internalLinks(d.body)
        .filter((l) => !known.has(linkPath(l)))
        .map((l) => `${d.file} → ${l}`),
    );
    expect(broken).toEqual([]);
  });

  it('reach every page outside the sidebar from another page (no orphans)', () => {
    const allIds = docsOnDisk().map((d) => docIdOf(d.file));
    const linked = new Set(
      docsOnDisk().flatMap((d) => {
        const id = docIdOf(d.file);
        const self = docIdToRoute(id);
        // <ChildCards /> on a folder index outside the sidebar links every page in the folder.
        const cards =
          d.body.includes('<ChildCards') && !sidebarCategoryRoutes.has(self)
            ? folderChildIds(id, allIds).map(docIdToRoute)
            : [];
        return [...internalLinks(d.body).map(linkPath), ...cards].filter((p) => p !== self);
      }),
    );
    const orphans = informationArchitecture.unlisted.map((u) => u.path).filter((p) => !linked.has(p));
    expect(orphans).toEqual([]);
  });
});

describe('product names and search sections', () => {
  it('labels every route with its top-level sidebar category, Overview Dashboards included', async () => {
    const {sectionOfRoute} = await import('./routes');
    expect(sectionOfRoute('/connect-your-cloud-provider/dashboard')).toBe('Overview Dashboards');
    expect(sectionOfRoute('/connect-your-cloud-provider/cost-analysis/save-reports#save-a-report')).toBe('Overview Dashboards');
    expect(sectionOfRoute('/connect-your-cloud-provider/first-account/aws')).toBe('Get Started with Spot');
    expect(sectionOfRoute('/ocean/features/headroom')).toBe('Ocean');
    expect(sectionOfRoute('/spot-connect/integrations/slack')).toBe('Spot Connect');
  });

  it('names each product in the navbar as the sidebar names its category', async () => {
    const {PRODUCTS} = await import('./products');
    const {informationArchitecture} = await import('./routes');
    const labels = new Map(informationArchitecture.sidebar.flatMap((item) => (item.type === 'category' && item.path ? [[item.path, item.label]] : [])));
    for (const product of PRODUCTS) expect(product.name, product.route).toBe(labels.get(product.route));
    expect(PRODUCTS.map((p) => p.name)).toEqual(expect.arrayContaining(['Spot Connect', 'Spot Storage', 'Security']));
  });
});
