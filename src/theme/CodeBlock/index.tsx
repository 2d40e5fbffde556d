/**
 * Ejected (20 lines) for one change: no remount after hydration. Stock, every
 * code block is keyed on useIsBrowser(), so once the page has hydrated React
 * throws each block away and highlights and renders it again, because the
 * server can only render the light Prism theme and a dark-mode reader needs
 * the dark one. Our light and dark Prism themes are one theme
 * (src/config/prism-theme.ts), so the server's markup is already right in both
 * modes; the remount stays only if they ever differ. Together with
 * CodeBlock/Content this means no Prism work at all while a page loads.
 *
 * One addition: a title whose API operations or Terraform resource types the
 * reference-links remark plugin found arrives as `titleLinks` (JSON pieces of
 * the title, some with a link); the title is then rendered from them, links
 * included, and taken out of the metastring, whose title would win.
 */
import React, {isValidElement, type ReactNode} from 'react';
import siteConfig from '@generated/docusaurus.config';
import useIsBrowser from '@docusaurus/useIsBrowser';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/CodeBlock';
import type {TitlePart} from '../../plugins/reference-links/remark';
import styles from './styles.module.css';

type PrismConfig = {theme?: unknown; darkTheme?: unknown};
const prism = (siteConfig.themeConfig as {prism?: PrismConfig}).prism ?? {};
/** The config is serialised for the client, so the themes are compared by value. */
export const REMOUNT_FOR_DARK_THEME = prism.darkTheme != null && JSON.stringify(prism.darkTheme) !== JSON.stringify(prism.theme);

function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

const TITLE_IN_METASTRING = /\s*title=(["']).*?\1/;

/** The title with its links, and the metastring without the title it replaces. */
function linkedTitle(titleLinks: string, metastring: string | undefined): {title: ReactNode; metastring: string | undefined} {
  const parts = JSON.parse(titleLinks) as TitlePart[];
  return {
    metastring: metastring?.replace(TITLE_IN_METASTRING, ''),
    title: parts.map((part, i) => (typeof part === 'string' ? part : <Link key={i} href={part.href} className={styles.titleLink}>{part.text}</Link>)),
  };
}

export default function CodeBlock({children: rawChildren, titleLinks, ...rest}: Props & {titleLinks?: string}): ReactNode {
  const isBrowser = useIsBrowser();
  const props = titleLinks ? {...rest, ...linkedTitle(titleLinks, rest.metastring)} : rest;
  const children = maybeStringifyChildren(rawChildren);
  const Content = typeof children === 'string' ? StringContent : ElementContent;
  return (
    <Content key={REMOUNT_FOR_DARK_THEME ? String(isBrowser) : undefined} {...props}>
      {children as string}
    </Content>
  );
}
