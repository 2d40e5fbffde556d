/**
 * Ejected (20 lines) for one change: no remount after hydration. Stock, every
 * code block is keyed on useIsBrowser(), so once the page has hydrated React
 * throws each block away and highlights and renders it again, because the
 * server can only render the light Prism theme and a dark-mode reader needs
 * the dark one. Our light and dark Prism themes are one theme
 * (src/config/prism-theme.ts), so the server's markup is already right in both
 * modes; the remount stays only if they ever differ. Together with
 * CodeBlock/Content this means no Prism work at all while a page loads.
 */
import React, {isValidElement, type ReactNode} from 'react';
import siteConfig from '@generated/docusaurus.config';
import useIsBrowser from '@docusaurus/useIsBrowser';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

type PrismConfig = {theme?: unknown; darkTheme?: unknown};
const prism = (siteConfig.themeConfig as {prism?: PrismConfig}).prism ?? {};
/** The config is serialised for the client, so the themes are compared by value. */
export const REMOUNT_FOR_DARK_THEME = prism.darkTheme != null && JSON.stringify(prism.darkTheme) !== JSON.stringify(prism.theme);

function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const children = maybeStringifyChildren(rawChildren);
  const Content = typeof children === 'string' ? StringContent : ElementContent;
  return (
    <Content key={REMOUNT_FOR_DARK_THEME ? String(isBrowser) : undefined} {...props}>
      {children as string}
    </Content>
  );
}
