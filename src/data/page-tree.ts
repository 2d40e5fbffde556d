/**
 * The page tree: `information-architecture.json` (every route, the order and
 * nesting of `spotSidebar`, category and link labels) checked against a schema
 * when it is loaded, with the one walk over it and the indexes every consumer
 * uses (sidebars.ts, search, Markdown twins and llms.txt, the navbar's
 * products, the scripts and the tests).
 *
 * Titles and doc labels are not here: each page's front matter owns them
 * (`title`, `sidebar_label`), because that is what Docusaurus renders. The
 * tree owns what front matter cannot say: where a page sits, and the labels of
 * categories and links.
 *
 * Build-side only: client code imports the route ↔ doc id mapping from
 * doc-routes.ts instead, so no browser bundle carries the tree.
 */
import {Joi} from '@docusaurus/utils-validation';
import raw from './information-architecture.json';

export type DocNode = {type: 'doc'; path: string};
export type CategoryNode = {type: 'category'; label: string; path?: string; items: TreeItem[]};
export type LinkNode = {type: 'link'; label: string; href: string};
export type TreeItem = DocNode | CategoryNode | LinkNode;
export type PageTree = {sidebarId: string; sidebar: TreeItem[]; unlisted: string[]};

// A route as the site serves it: absolute, no query or fragment; a folder route ends with "/".
const route = Joi.string().pattern(/^\/[^\s?#]*$/, 'route (absolute path, no query or fragment)');
const item = Joi.object()
  .id('item')
  .keys({type: Joi.string().valid('doc', 'category', 'link').required()})
  .when('.type', {
    switch: [
      {is: 'doc', then: Joi.object({path: route.required()})},
      {is: 'category', then: Joi.object({label: Joi.string().required(), path: route, items: Joi.array().items(Joi.link('#item')).required()})},
      {is: 'link', then: Joi.object({label: Joi.string().required(), href: Joi.string().uri({allowRelative: true}).required()})},
    ],
  });
const schema = Joi.object({
  sidebarId: Joi.string().required(),
  sidebar: Joi.array().items(item).min(1).required(),
  unlisted: Joi.array().items(route).required(),
});

/** `sidebar[3].items[0].path`: where in the JSON a problem is. */
function jsonPath(segments: readonly (string | number)[]): string {
  return segments.map((s, i) => (typeof s === 'number' ? `[${s}]` : i === 0 ? s : `.${s}`)).join('') || '(root)';
}

/**
 * The tree, or an error listing every problem with its place in the JSON
 * (`information-architecture.json: sidebar[3].items[0].path: …`). Besides the
 * schema, a route may appear only once: two entries would give one doc two
 * places in the sidebar.
 */
export function parsePageTree(input: unknown, source = 'information-architecture.json'): PageTree {
  const {error, value} = schema.validate(input, {abortEarly: false, errors: {wrap: {label: false}, label: 'key'}});
  if (error) {
    const problems = error.details.map((d) => `${source}: ${jsonPath(d.path)}: ${d.message}`);
    throw new Error(`The page tree is invalid:\n${problems.join('\n')}`);
  }
  const tree = value as PageTree;
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const path of [...routesUnder(tree.sidebar), ...tree.unlisted]) {
    if (seen.has(path)) duplicates.add(path);
    seen.add(path);
  }
  if (duplicates.size) {
    throw new Error(`The page tree is invalid:\n${[...duplicates].map((p) => `${source}: route ${p} appears more than once`).join('\n')}`);
  }
  return tree;
}

export type Visit = {item: TreeItem; parents: readonly CategoryNode[]};

/** The one walk over the tree: every item in sidebar order, depth first, with its enclosing categories. */
export function* walk(items: readonly TreeItem[], parents: readonly CategoryNode[] = []): Generator<Visit> {
  for (const item of items) {
    yield {item, parents};
    if (item.type === 'category') yield* walk(item.items, [...parents, item]);
  }
}

/** Every page route under `items`, in sidebar order, a category's own page before its children. */
export function routesUnder(items: readonly TreeItem[]): string[] {
  return [...walk(items)].flatMap(({item: i}) => (i.type !== 'link' && i.path ? [i.path] : []));
}

/** The lookups every consumer of a tree uses, built by one pass of `walk`. */
export type PageTreeIndex = {
  /** Routes of the sidebar, in its order. */
  sidebarRoutes: readonly string[];
  /** Every route: the sidebar's in order, then those outside it. */
  routes: readonly string[];
  /** The sidebar doc or category whose page is `route`; undefined for pages outside the sidebar. */
  sidebarNodeAt(route: string): DocNode | CategoryNode | undefined;
  /** The top-level category whose own page is `route` (a product's index page), if any. */
  topLevelCategoryAt(route: string): CategoryNode | undefined;
  /**
   * The label of the top-level category a route sits under ("Ocean",
   * "Overview Dashboards" …): search labels and filters its hits by it, and
   * the navbar's products are named by these labels. A route outside the
   * sidebar takes the section of the first sidebar route that shares its
   * first path segment; a query or fragment is ignored.
   */
  sectionOf(route: string): string;
  /**
   * What a sidebar category's page lists as its children (`<ChildCards />`),
   * in sidebar order: its docs and its sub-categories' own pages. Undefined
   * when `route` is not a sidebar category's page.
   */
  childrenOf(route: string): string[] | undefined;
};

export function indexPageTree(tree: PageTree): PageTreeIndex {
  const sidebarRoutes = routesUnder(tree.sidebar);
  const placements = new Map<string, {node: DocNode | CategoryNode; section?: string}>();
  const sectionOfSegment = new Map<string, string>();
  for (const {item, parents} of walk(tree.sidebar)) {
    if (item.type === 'link' || !item.path) continue;
    // A top-level category is its own section.
    const section = parents[0]?.label ?? (item.type === 'category' ? item.label : undefined);
    placements.set(item.path, {node: item, section});
    if (section && !sectionOfSegment.has(firstSegment(item.path))) sectionOfSegment.set(firstSegment(item.path), section);
  }
  const firstSection = tree.sidebar.find((i): i is CategoryNode => i.type === 'category')?.label ?? '';
  const sidebarNodeAt = (route: string) => placements.get(route)?.node;
  return {
    sidebarRoutes,
    routes: [...sidebarRoutes, ...tree.unlisted],
    sidebarNodeAt,
    topLevelCategoryAt: (route) => tree.sidebar.find((i): i is CategoryNode => i.type === 'category' && i.path === route),
    sectionOf(route) {
      const path = route.split(/[#?]/)[0];
      return placements.get(path)?.section ?? sectionOfSegment.get(firstSegment(path)) ?? firstSection;
    },
    childrenOf(route) {
      const node = sidebarNodeAt(route);
      return node?.type === 'category' ? node.items.flatMap((i) => (i.type !== 'link' && i.path ? [i.path] : [])) : undefined;
    },
  };
}

/** The site's tree, validated when this module loads: a broken JSON stops the build, the scripts and the tests at once. */
export const pageTree: PageTree = parsePageTree(raw);
export const {sidebarRoutes, routes, sidebarNodeAt, topLevelCategoryAt, sectionOf, childrenOf} = indexPageTree(pageTree);

function firstSegment(route: string): string {
  return route.split(/[/#?]/)[1] ?? '';
}
