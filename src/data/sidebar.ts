/**
 * Turns the information architecture into the Docusaurus sidebar. Doc labels
 * come from each page's front matter (`sidebar_label`, else `title`), so the
 * fixture only decides structure, order and category labels.
 */
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {informationArchitecture, routeToDocId, type IaItem} from './routes';

type SidebarItem = Exclude<SidebarsConfig[string], unknown[] | Record<string, unknown>> | Record<string, unknown>;

export function toSidebarItem(item: IaItem): SidebarItem {
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
  return {
    [informationArchitecture.sidebarId]: informationArchitecture.sidebar.map(toSidebarItem),
  } as SidebarsConfig;
}
