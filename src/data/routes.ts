/**
 * The information architecture's routes, titles and sections, read from the
 * spec's fixture. sidebars.ts, search, the scripts and the tests go through
 * these functions; the route ↔ doc id mapping is in doc-routes.ts.
 */
import ia from './information-architecture.json';

export type IaDoc = {
  type: 'doc';
  path: string;
  title: string;
  label: string;
};
export type IaCategory = {
  type: 'category';
  label: string;
  path?: string;
  title?: string;
  items: IaItem[];
};
export type IaLink = {type: 'link'; label: string; href: string};
export type IaItem = IaDoc | IaCategory | IaLink;
export type IaUnlisted = {path: string; title: string};

export const informationArchitecture = ia as unknown as {
  sidebarId: string;
  sidebar: IaItem[];
  unlisted: IaUnlisted[];
};

// The route ↔ doc id functions live apart from the JSON, so a browser bundle that needs only
// them (ChildCards) does not ship the information architecture.
export {docIdToRoute, routeToDocId, routeToFile} from './doc-routes';

/** Every route in the information architecture with its title and placement. */
export type RouteEntry = {
  path: string;
  title: string;
  /** Sidebar label, for routes that are in the sidebar. */
  label?: string;
  inSidebar: boolean;
  isCategory: boolean;
};

export function allRoutes(): RouteEntry[] {
  const entries: RouteEntry[] = [];
  const visit = (items: IaItem[]) => {
    for (const item of items) {
      if (item.type === 'doc') {
        entries.push({path: item.path, title: item.title, label: item.label, inSidebar: true, isCategory: false});
      } else if (item.type === 'category') {
        if (item.path) {
          entries.push({path: item.path, title: item.title ?? item.label, label: item.label, inSidebar: true, isCategory: true});
        }
        visit(item.items);
      }
    }
  };
  visit(informationArchitecture.sidebar);
  for (const u of informationArchitecture.unlisted) {
    entries.push({path: u.path, title: u.title, inSidebar: false, isCategory: false});
  }
  return entries;
}

/**
 * The top-level sidebar category a route sits under ("Ocean", "Overview
 * Dashboards", "Get Started with Spot" …): search labels and filters its hits
 * by it, and the navbar's product names are these labels. Routes outside the
 * sidebar take the category of the first sidebar route that shares their
 * first path segment.
 */
export function sectionOfRoute(route: string): string {
  const {byRoute, bySegment} = sectionIndex();
  const path = route.split(/[#?]/)[0];
  return byRoute.get(path) ?? bySegment.get(firstSegment(path)) ?? informationArchitecture.sidebar[0].label;
}

/** The top-level category whose own route is `route` (a product's index page), if any. */
export function topLevelCategoryAt(route: string): IaCategory | undefined {
  return informationArchitecture.sidebar.find((item): item is IaCategory => item.type === 'category' && item.path === route);
}

let sections: {byRoute: Map<string, string>; bySegment: Map<string, string>} | undefined;
function sectionIndex() {
  if (sections) return sections;
  const byRoute = new Map<string, string>();
  const bySegment = new Map<string, string>();
  const visit = (items: IaItem[], top: string) => {
    for (const item of items) {
      const path = item.type === 'link' ? undefined : item.path;
      if (path) {
        byRoute.set(path, top);
        if (!bySegment.has(firstSegment(path))) bySegment.set(firstSegment(path), top);
      }
      if (item.type === 'category') visit(item.items, top);
    }
  };
  for (const item of informationArchitecture.sidebar) {
    if (item.type === 'category') visit([item], item.label);
  }
  sections = {byRoute, bySegment};
  return sections;
}

function firstSegment(route: string): string {
  return route.split(/[/#?]/)[1] ?? '';
}
