/**
 * Rewrites the docs plugin's route tree before it is registered: the version
 * route's data keeps its sidebars but drops its map of every doc (title and
 * description of all 622, which every doc page would download and parse
 * before it is interactive), and each index page's route gets the data its
 * cards need instead (child-cards.ts). The shapes are those of
 * @docusaurus/plugin-content-docs 3.9.2's `buildAllRoutes` (routes.js) and
 * `toVersionMetadataProp` (props.js); see UPGRADING.md.
 */
import {childCardsOf, type DocSummary, type SidebarItem} from './child-cards';

export type DocsRoute = {
  path: string;
  component?: string;
  modules?: Record<string, unknown>;
  props?: Record<string, unknown>;
  routes?: DocsRoute[];
  sidebar?: string;
  [key: string]: unknown;
};

type VersionProp = {docsSidebars: Record<string, SidebarItem[]>; docs: Record<string, unknown>} & Record<string, unknown>;

function isVersionProp(value: unknown): value is VersionProp {
  return typeof value === 'object' && value !== null && 'docsSidebars' in value && 'docs' in value;
}

export function trimRoutes(route: DocsRoute, docs: readonly DocSummary[]): DocsRoute {
  const byPermalink = new Map(docs.map((doc) => [doc.permalink, doc]));
  const byId = new Map(docs.map((doc) => [doc.id, doc]));

  function visit(node: DocsRoute, sidebars: Record<string, SidebarItem[]>): DocsRoute {
    let next = node;
    let inner = sidebars;
    const version = node.props?.version;
    if (isVersionProp(version)) {
      inner = version.docsSidebars;
      next = {...next, props: {...next.props, version: {...version, docs: {}}}};
    }
    const doc = node.modules?.content !== undefined ? byPermalink.get(node.path) : undefined;
    if (doc) {
      const cards = childCardsOf(doc, byId, node.sidebar ? (inner[node.sidebar] ?? []) : []);
      if (cards) next = {...next, props: {...next.props, childCards: cards}};
    }
    if (node.routes) next = {...next, routes: node.routes.map((child) => visit(child, inner))};
    return next;
  }

  return visit(route, {});
}
