// Wraps the default MDX components so every page can use Tabs, TabItem,
// ChildCards, ProductStatus and FeedLink without importing them (600 pages, one registration).
import React, {type ComponentProps} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import ChildCards from '@site/src/components/ChildCards';
import ProductStatus from '@site/src/components/ProductStatus';
import FeedLink from '@site/src/components/FeedLink';

export default {
  ...MDXComponents,
  Tabs,
  TabItem,
  ChildCards,
  ProductStatus,
  FeedLink,
  // Infima lets a wide table scroll sideways; a tab stop lets keyboard readers scroll it too
  // (WCAG 2.1.1, axe scrollable-region-focusable). Focus shows the site's focus ring.
  table: (props: ComponentProps<'table'>) => <table tabIndex={0} {...props} />,
};
