/**
 * Wraps Docusaurus's Tabs for two things.
 *
 * Each tab is tied to its panel (aria-controls on the tab, id and
 * aria-labelledby on the panel). Stock Tabs leave them out, and the W3C HTML
 * checker rejects every page with tabs for it ("Every active role=tab element
 * must have a corresponding role=tabpanel element"). The ids come from useId,
 * so two tab sets with the same groupId on one page stay distinct. TabItem
 * (ejected, src/theme/TabItem) renders the panel side.
 *
 * A tab set hydrated from the server's HTML is not rebuilt. Stock Tabs key
 * themselves on useIsBrowser(), so once the page has hydrated React threw every
 * tab set away and built it again, highlighting each code block inside anew
 * in the browser (Prism's start-up alone took 88 ms unthrottled on
 * /ocean/features/headroom). That key works around facebook/docusaurus#5653,
 * from before useTabs applied the stored and query-string choice in a layout
 * effect, as 3.9.2's does. The stock component is handed the browser flag as
 * it was when the set mounted, so its key never changes; each panel's content
 * gets the live flag back.
 */
import React, {Children, cloneElement, isValidElement, useId, useState, type ReactElement, type ReactNode} from 'react';
// The context behind useIsBrowser(); Docusaurus is pinned to 3.9.2, and tests/e2e/tabs.spec.ts checks the behaviour.
import {Context as BrowserContext} from '@docusaurus/core/lib/client/browserContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Tabs from '@theme-original/Tabs';
import type {Props} from '@theme/Tabs';

type ItemProps = {value: string; attributes?: Record<string, unknown>; tabId?: string; panelId?: string; children?: ReactNode};

export default function TabsWrapper(props: Props): ReactNode {
  const id = useId();
  const isBrowser = useIsBrowser();
  const [isBrowserAtMount] = useState(isBrowser);
  const idFor = (kind: 'tab' | 'panel', value: string) => `${id}${kind}-${value.replace(/[^A-Za-z0-9_-]/g, '_')}`;
  const children = Children.map(props.children, (child) => {
    if (!isValidElement<ItemProps>(child) || typeof child.props.value !== 'string') return child;
    const {value} = child.props;
    return cloneElement(child as ReactElement<ItemProps>, {
      attributes: {...child.props.attributes, id: idFor('tab', value), 'aria-controls': idFor('panel', value)},
      tabId: idFor('tab', value),
      panelId: idFor('panel', value),
      children: <BrowserContext.Provider value={isBrowser}>{child.props.children}</BrowserContext.Provider>,
    });
  });
  return (
    <BrowserContext.Provider value={isBrowserAtMount}>
      <Tabs {...props}>{children}</Tabs>
    </BrowserContext.Provider>
  );
}
