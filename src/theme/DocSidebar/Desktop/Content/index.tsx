/**
 * Wraps the desktop sidebar's menu so that a phone does not hydrate it. The
 * server renders the desktop sidebar for every width (CSS hides it on narrow
 * screens) and the theme's DocSidebar replaces it with the mobile one right
 * after hydration, so on a phone hydrating its 30–70 links was work thrown
 * away a moment later. A menu that mounts during hydration in a window the
 * theme treats as mobile keeps the server's markup, empty to React, until
 * that swap unmounts it. Any later mount, a resize to desktop width included,
 * renders the theme's menu.
 */
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocSidebar/Desktop/Content';
import type {Props} from '@theme/DocSidebar/Desktop/Content';
import {useMountedInHydration} from '../../../../client/hydration';

/** theme-common's DesktopBreakpoint (useWindowSize), which it does not export: wider is desktop. */
const DESKTOP_BREAKPOINT = 996;

export default function DocSidebarDesktopContent(props: Props): ReactNode {
  const mountedInHydration = useMountedInHydration();
  if (mountedInHydration && window.innerWidth <= DESKTOP_BREAKPOINT) return <nav dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />;
  return <Content {...props} />;
}
