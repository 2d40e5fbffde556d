/**
 * Turns the page tree into the Docusaurus sidebar. Doc labels come from each
 * page's front matter (`sidebar_label`, else `title`); the tree decides
 * structure, order and the labels of categories and links.
 */
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {routeToDocId} from './doc-routes';
import {pageTree, type TreeItem} from './page-tree';

type SidebarItem = Exclude<SidebarsConfig[string], unknown[] | Record<string, unknown>> | Record<string, unknown>;

// A map from one tree to another, so it keeps its own recursion; every walk that reads the tree is page-tree.ts's.
function toSidebarItem(item: TreeItem): SidebarItem {
  switch (item.type) {
    case 'doc':
      return {type: 'doc', id: routeToDocId(item.path)};
    case 'link':
      return {type: 'link', label: item.label, href: item.href};
    case 'category':
      return {
        type: 'category',
        label: item.label,
        ...(item.path ? {link: {type: 'doc', id: routeToDocId(item.path)}} : {}),
        items: item.items.map(toSidebarItem),
      };
  }
}

export function buildSidebars(): SidebarsConfig {
  return {[pageTree.sidebarId]: pageTree.sidebar.map(toSidebarItem)} as SidebarsConfig;
}
