/**
 * Wraps the theme's code block content so that loading a page runs no Prism.
 * The server highlights as before. While the page hydrates, the browser keeps
 * the server's highlighted lines as they are: the <code> element is hydrated
 * with an empty dangerouslySetInnerHTML, which React leaves alone, inside a
 * <pre> with the attributes the theme gives it (the word-wrap button needs
 * its ref). Stock, every block was tokenised and its spans hydrated, then
 * remounted and done again (see CodeBlock/index.tsx). A block that mounts
 * later, on a page reached by a client-side link, renders through the
 * theme's component, which is required only then: prism-react-renderer and
 * the page's grammars (src/plugins/prism-grammars) are evaluated on first use,
 * not in every page's start-up.
 */
import React, {type ComponentType, type ReactNode} from 'react';
import clsx from 'clsx';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
// The theme's own module: the same class names as the markup the server wrote.
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import {useMountedInHydration} from '../../../client/hydration';
import {loadPendingGrammars} from '../../../plugins/prism-grammars/registry';

function ServerHighlightedContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {plain} = usePrismTheme();
  const numbered = metadata.lineNumbersStart !== undefined;
  return (
    <pre
      // Passes the ref object on, as the theme's <pre> does; nothing reads it during render.
      // eslint-disable-next-line react-hooks/refs
      ref={wordWrap.codeBlockRef}
      // Scrollable code must be reachable by keyboard, as in the theme's <pre>.
      tabIndex={0}
      className={clsx(className, `prism-code language-${metadata.language}`, styles.codeBlock, 'thin-scrollbar')}
      style={plain}>
      <code
        className={clsx(styles.codeBlockLines, numbered && styles.codeBlockLinesWithNumbering)}
        style={{counterReset: numbered ? `line-count ${metadata.lineNumbersStart! - 1}` : undefined}}
        dangerouslySetInnerHTML={{__html: ''}}
        suppressHydrationWarning
      />
    </pre>
  );
}

function highlightingContent(): ComponentType<Props> {
  loadPendingGrammars();
  // Required here, not imported, so that Prism is evaluated only when a block is highlighted.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require('@theme-original/CodeBlock/Content') as {default: ComponentType<Props>}).default;
}

export default function CodeBlockContent(props: Props): ReactNode {
  // A block hydrated from server HTML keeps it for its lifetime.
  if (useMountedInHydration()) return <ServerHighlightedContent {...props} />;
  // The theme's component, the same one on every render: createElement because it is looked up, not imported.
  return React.createElement(highlightingContent(), props);
}
