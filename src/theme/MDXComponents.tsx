// Wraps the default MDX components so every page can use Tabs, TabItem and
// ChildCards without importing them (600 pages, one registration).
import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import ChildCards from '@site/src/components/ChildCards';

export default {
  ...MDXComponents,
  Tabs,
  TabItem,
  ChildCards,
};
