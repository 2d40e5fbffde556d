/**
 * "Copy page": copies the page's Markdown twin (same origin, see
 * src/plugins/markdown-twins) for pasting into an AI assistant; its menu opens
 * the twin. When the browser refuses the clipboard, the message says so and
 * links to the twin, so the reader can still take the text.
 */
import React, {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {markdownTwinPath} from '@site/src/plugins/markdown-twins/paths';
import styles from './styles.module.css';

type Outcome = {kind: 'idle'} | {kind: 'busy'} | {kind: 'copied'} | {kind: 'failed'; why: string};

async function copyMarkdown(href: string): Promise<Outcome> {
  if (!navigator.clipboard?.writeText) return {kind: 'failed', why: 'This browser does not offer copying to the clipboard.'};
  let text: string;
  try {
    const response = await fetch(href);
    if (!response.ok) throw new Error(String(response.status));
    text = await response.text();
  } catch {
    return {kind: 'failed', why: 'The page’s Markdown could not be loaded.'};
  }
  try {
    await navigator.clipboard.writeText(text);
    return {kind: 'copied'};
  } catch {
    return {kind: 'failed', why: 'Your browser did not allow copying to the clipboard.'};
  }
}

export default function CopyPage(): ReactNode {
  const {metadata} = useDoc();
  const href = markdownTwinPath(metadata.permalink);
  const [outcome, setOutcome] = useState<Outcome>({kind: 'idle'});
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  // The menu closes on Escape (focus back on its button) and on a click or focus outside it.
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        toggle.current?.focus();
      }
    };
    const onOutside = (e: Event) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open]);

  const copy = async () => {
    setOpen(false);
    setOutcome({kind: 'busy'});
    setOutcome(await copyMarkdown(href));
  };

  return (
    <div className={styles.copyPage} ref={root}>
      <div className={styles.buttons} role="group" aria-label="Page as Markdown">
        <button type="button" className="button button--sm button--secondary" onClick={copy} aria-busy={outcome.kind === 'busy'}>
          Copy page
        </button>
        <button
          type="button"
          ref={toggle}
          className="button button--sm button--secondary"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label="More ways to use this page"
          onClick={() => setOpen((o) => !o)}>
          <span aria-hidden="true">▾</span>
        </button>
      </div>
      <ul id={menuId} className={styles.menu} hidden={!open}>
        <li>
          {/* A plain link: the twin is a file, not a route the client router knows. */}
          {/* eslint-disable-next-line @docusaurus/no-html-links -- <Link> would route (and prefetch) a file that is no page */}
          <a href={href} type="text/markdown">
            View as Markdown
          </a>
        </li>
      </ul>
      <div role="status" className={styles.status}>
        {outcome.kind === 'copied' && 'Copied the page as Markdown.'}
        {outcome.kind === 'failed' && (
          <>
            {/* eslint-disable-next-line @docusaurus/no-html-links -- the twin is a file, not a client route */}
            {outcome.why} <a href={href}>Open the page as Markdown</a> and copy it from there.
          </>
        )}
      </div>
    </div>
  );
}
