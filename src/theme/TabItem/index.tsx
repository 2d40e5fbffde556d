/**
 * Docusaurus 3.9.2's TabItem (ejected: a wrap cannot add attributes to its
 * panel) with the panel's id and aria-labelledby, which src/theme/Tabs hands
 * each item so the tab and its panel name each other.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/TabItem';
import styles from './styles.module.css';

export default function TabItem({
  children,
  hidden,
  className,
  tabId,
  panelId,
}: Props & {tabId?: string; panelId?: string}): ReactNode {
  return (
    <div role="tabpanel" id={panelId} aria-labelledby={tabId} className={clsx(styles.tabItem, className)} {...{hidden}}>
      {children}
    </div>
  );
}
