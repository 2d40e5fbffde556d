/**
 * Wraps Docusaurus's Tabs to tie each tab to its panel (aria-controls on the
 * tab, id and aria-labelledby on the panel). Stock Tabs leave them out, and
 * the W3C HTML checker rejects every page with tabs for it ("Every active
 * role=tab element must have a corresponding role=tabpanel element"). The
 * ids come from useId, so two tab sets with the same groupId on one page
 * stay distinct. TabItem (ejected, src/theme/TabItem) renders the panel side.
 */
import React, {Children, cloneElement, isValidElement, useId, type ReactElement, type ReactNode} from 'react';
import Tabs from '@theme-original/Tabs';
import type {Props} from '@theme/Tabs';

type ItemProps = {value: string; attributes?: Record<string, unknown>; tabId?: string; panelId?: string};

export default function TabsWrapper(props: Props): ReactNode {
  const id = useId();
  const idFor = (kind: 'tab' | 'panel', value: string) => `${id}${kind}-${value.replace(/[^A-Za-z0-9_-]/g, '_')}`;
  const children = Children.map(props.children, (child) => {
    if (!isValidElement<ItemProps>(child) || typeof child.props.value !== 'string') return child;
    const {value} = child.props;
    return cloneElement(child as ReactElement<ItemProps>, {
      attributes: {...child.props.attributes, id: idFor('tab', value), 'aria-controls': idFor('panel', value)},
      tabId: idFor('tab', value),
      panelId: idFor('panel', value),
    });
  });
  return <Tabs {...props}>{children}</Tabs>;
}
