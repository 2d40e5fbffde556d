import React, {type ReactNode} from 'react';
import DocCardList from '@theme/DocCardList';
import {findSidebarCategory, useDoc, useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import {useChildCardsData} from './context';

/**
 * Cards for an index page's children. A sidebar category lists its sidebar
 * items (same order as the sidebar); an index page outside the sidebar lists
 * the pages in its folder, so both kinds stay in step with the content. The
 * cards' text comes with the page's route (src/plugins/lean-docs): links
 * carry their description and no doc id, because the version data no longer
 * holds every doc for DocCard to look one up.
 */
export default function ChildCards(): ReactNode {
  const {metadata} = useDoc();
  const sidebar = useDocsSidebar();
  const data = useChildCardsData();
  const category = sidebar
    ? findSidebarCategory(sidebar.items, (c) => c.href === metadata.permalink)
    : undefined;
  const items: PropSidebarItem[] = category
    ? category.items.map((item) =>
        item.type === 'link' && item.docId
          ? {...item, docId: undefined, description: data?.descriptions[item.docId]}
          : item,
      )
    : ((data?.folder ?? []) as PropSidebarItem[]);
  return <DocCardList items={items} />;
}
