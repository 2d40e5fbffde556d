/**
 * What an index page's cards need, worked out at build time and attached to
 * that page's route as a prop, so the version data every doc page loads can
 * leave out the title and description of every doc (200 KB of the 288 KB
 * chunk). The cards of a sidebar category come from the sidebar, which the
 * browser has anyway; only their descriptions travel here. An index page
 * outside the sidebar lists the pages of its folder, built here whole.
 */
import {childLinkItems} from '../../components/ChildCards/folderChildren';

/** The prop an index page's route carries (`@theme/DocItem` receives it; `ChildCards` reads it). */
export type ChildCardsData = {
  /** Description of each linked child, by doc id: the card's text. */
  descriptions: Record<string, string>;
  /** The cards of an index page outside the sidebar: the pages one level below it, without doc ids (see ChildCards). */
  folder: Omit<ReturnType<typeof childLinkItems>[number], 'docId'>[];
};

export type DocSummary = {id: string; permalink: string; title: string; description?: string};

/** A sidebar item as the docs plugin's version data holds it (only what this module reads). */
export type SidebarItem = {type: string; href?: string; docId?: string; items?: SidebarItem[]};

function findCategory(items: readonly SidebarItem[], href: string): SidebarItem | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.href === href) return item;
    const found = findCategory(item.items ?? [], href);
    if (found) return found;
  }
  return undefined;
}

/**
 * The card data of one doc, or undefined when it has no children to show:
 * the children of its sidebar category when it is one, else the pages of
 * its folder when it is a folder index.
 */
export function childCardsOf(
  doc: DocSummary,
  docs: ReadonlyMap<string, DocSummary>,
  sidebarItems: readonly SidebarItem[],
): ChildCardsData | undefined {
  const category = findCategory(sidebarItems, doc.permalink);
  if (category) {
    const descriptions: Record<string, string> = {};
    for (const child of category.items ?? []) {
      const description = child.docId ? docs.get(child.docId)?.description : undefined;
      if (child.docId && description) descriptions[child.docId] = description;
    }
    return {descriptions, folder: []};
  }
  if (!doc.id.endsWith('index')) return undefined;
  const folder = childLinkItems(doc.id, Object.fromEntries(docs)).map(({docId: _docId, ...card}) => card);
  return folder.length > 0 ? {descriptions: {}, folder} : undefined;
}
