import React, {type ReactNode} from 'react';
import DocCardList from '@theme/DocCardList';
import {
  findSidebarCategory,
  useDoc,
  useDocsSidebar,
  useDocsVersion,
} from '@docusaurus/plugin-content-docs/client';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import {childLinkItems} from './folderChildren';

/**
 * Cards for an index page's children. A sidebar category lists its sidebar
 * items (same order as the sidebar); an index page outside the sidebar lists
 * the pages in its folder, so both kinds stay in step with the content.
 */
export default function ChildCards(): ReactNode {
  const {metadata} = useDoc();
  const sidebar = useDocsSidebar();
  const version = useDocsVersion();
  const category = sidebar
    ? findSidebarCategory(sidebar.items, (c) => c.href === metadata.permalink)
    : undefined;
  const items: PropSidebarItem[] = category
    ? category.items
    : (childLinkItems(metadata.id, version.docs) as PropSidebarItem[]);
  return <DocCardList items={items} />;
}
