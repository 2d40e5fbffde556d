/**
 * The navbar's search box, shipped by the search plugin (it replaces the
 * stock docusaurus-lunr-search bar, which fetches and parses the whole index
 * on every page view). Behaviour per SPEC §2.6, §4, §9: at most `maxHits`
 * hits, "Search ⌘+K"/"Search Ctrl+K", "Loading..." and disabled while the
 * index loads, Ctrl/⌘+K focuses, choosing a hit clears and blurs the box,
 * navigates and highlights the word on the destination page.
 *
 * Markup: an ARIA 1.2 combobox on `<input type="text">` (the HTML checker
 * rejects role=combobox on type=search) inside a search landmark. Each option
 * is a real link (`<a role="option" href>`), so a result can be opened in a
 * new tab, copied or previewed; its accessible name is the title and section, the snippet its
 * description. While the index loads the box is aria-disabled rather than
 * disabled, so a reader already in it keeps focus and what they type is
 * searched the moment the index is ready.
 */
import {flushSync} from 'react-dom';
import React, {useEffect, useId, useRef, useState, useSyncExternalStore} from 'react';
import clsx from 'clsx';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {query} from '../../client/client';
import Highlighted from '../../client/Highlighted';
import {highlightStateFor, opensElsewhere, searchPageUrl, shortcutLabel, useSearchEngine} from '../../client/useSearchEngine';
import type {SearchOutcome} from '../../client/engine';
import type {Hit} from '../../client/types';
import HighlightOnArrival from './HighlightOnArrival';
import styles from './styles.module.css';

/** The platform's shortcut never changes while the page is open. */
const neverChanges = () => () => {};

type Option = {kind: 'hit'; hit: Hit; href: string} | {kind: 'all'; href: string};

export default function SearchBar(): React.ReactNode {
  const engine = useSearchEngine();
  const history = useHistory();
  const {siteConfig} = useDocusaurusContext();
  const inputRef = useRef<HTMLInputElement>(null);
  const latestQuery = useRef('');
  // The platform is known only in the browser: the server's snapshot (undefined) keeps hydration identical.
  const shortcut = useSyncExternalStore(neverChanges, shortcutLabel, () => undefined);
  const [text, setText] = useState('');
  const [results, setResults] = useState<{query: string} & SearchOutcome>();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const id = useId();
  const listboxId = `${id}-listbox`;
  const statusId = `${id}-status`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const {status, schedule, start} = engine;
  const ready = status === 'ready';
  useEffect(() => schedule(), [schedule]);

  const runQuery = (value: string) => {
    latestQuery.current = value;
    if (value.trim() === '') {
      setResults(undefined);
      setOpen(false);
      return;
    }
    if (!ready) return; // searched when the index is ready (effect below)
    void query(value, engine.maxHits).then((outcome) => {
      // Answers can arrive out of order; only the one for the current text is shown.
      if (latestQuery.current !== value) return;
      // Render now rather than in React's next scheduled task: results are the reply to a keystroke.
      flushSync(() => {
        setResults({query: value, ...outcome});
        setActive(-1);
        setOpen(document.activeElement === inputRef.current);
      });
    });
  };

  // What the reader typed while the index loaded is searched as soon as it is ready.
  useEffect(() => {
    if (ready && latestQuery.current.trim() !== '') runQuery(latestQuery.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per readiness change, with the latest text
  }, [ready]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        start();
        inputRef.current?.focus();
        inputRef.current?.select();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [start]);

  const options: Option[] = results
    ? [
        ...results.hits.map((hit): Option => ({kind: 'hit', hit, href: hit.url})),
        ...(results.total > 0 ? [{kind: 'all', href: searchPageUrl(siteConfig.baseUrl, results.query)} as Option] : []),
      ]
    : [];

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const follow = (option: Option) => {
    setText('');
    runQuery('');
    close();
    inputRef.current?.blur();
    if (option.kind === 'all') history.push(option.href);
    else history.push(option.href, highlightStateFor(engine, option.hit.word));
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const last = options.length - 1;
      setActive((current) =>
        event.key === 'ArrowDown' ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1,
      );
    } else if (event.key === 'Enter') {
      if (text.trim() === '') return;
      event.preventDefault();
      // Without a highlighted option (or before the index is ready) Enter opens the full results page.
      follow(expanded && active >= 0 ? options[active] : {kind: 'all', href: searchPageUrl(siteConfig.baseUrl, text)});
    } else if (event.key === 'Escape') {
      // First Escape closes the list; a second one clears the text.
      if (open) close();
      else {
        setText('');
        runQuery('');
      }
    }
  };

  const expanded = open && results !== undefined;
  const placement = useListPlacement(inputRef, expanded);
  const activeOption = expanded && active >= 0 && active < options.length ? optionId(active) : undefined;
  const unavailable = status === 'failed' || status === 'unavailable';
  const placeholder =
    status === 'loading' ? 'Loading...' : unavailable ? 'Search is unavailable' : `Search ${shortcut ?? 'Ctrl+K'}`;
  const statusText = unavailable
    ? status === 'unavailable'
      ? engine.error
      : `Search could not load (${engine.error}). Reload the page to try again; the rest of the site works.`
    : status === 'loading' && text.trim() !== ''
      ? 'Search is loading; results for your text will appear when it is ready.'
      : expanded
        ? results.total === 0
          ? 'No results'
          : `${results.correctedQuery ? `Showing results for ${results.correctedQuery}. ` : ''}${results.hits.length} of ${results.total} results shown`
        : '';

  return (
    <div
      role="search"
      aria-label="Documentation"
      className={clsx('navbar__search', styles.search)}
      onPointerEnter={status === 'idle' ? start : undefined}
      onPointerDown={status === 'idle' ? start : undefined}>
      <input
        ref={inputRef}
        type="text"
        enterKeyHint="search"
        className={clsx('navbar__search-input', styles.input, text !== '' && styles.clearable)}
        role="combobox"
        aria-label="Search the documentation"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={activeOption}
        aria-describedby={statusId}
        aria-disabled={status === 'loading' ? true : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        title={status === 'unavailable' ? engine.error : undefined}
        value={text}
        onFocus={() => {
          start();
          if (results && text.trim() !== '') setOpen(true);
        }}
        onBlur={() => close()}
        onChange={(event) => {
          setText(event.target.value);
          runQuery(event.target.value);
        }}
        onKeyDown={onKeyDown}
      />
      {text !== '' && (
        // A finger has no Escape key: this clears the box and dismisses the results. Keyboard readers
        // use Escape, so the button stays out of the tab order.
        <button
          type="button"
          tabIndex={-1}
          className={styles.clear}
          aria-label="Clear search"
          title="Clear search"
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            setText('');
            runQuery('');
            close();
            inputRef.current?.blur();
          }}>
          ×
        </button>
      )}
      <div
        id={listboxId}
        role="listbox"
        aria-label="Search results"
        className={clsx(styles.listbox, !expanded && styles.hidden)}
        style={placement}
        // The query these results answer; `npm run bench:search` times keystrokes against it.
        data-query={results?.query}
        // Keep focus in the box while a result is pressed.
        onMouseDown={(event) => event.preventDefault()}>
        {expanded && results.total === 0 && (
          <div className={styles.empty}>No results for “{results.query.trim().slice(0, 80)}”</div>
        )}
        {expanded && results.total > 0 && results.correctedQuery && (
          <div className={styles.correction}>
            Showing results for <strong>{results.correctedQuery}</strong>
          </div>
        )}
        {expanded &&
          options.map((option, index) => (
            // The option is the link itself (ARIA in HTML allows role=option on a[href]): a link inside
            // an option would nest one interactive control in another.
            // eslint-disable-next-line @docusaurus/no-html-links -- follow() navigates on click; <Link> would prefetch every result shown
            <a
              key={option.href}
              id={optionId(index)}
              role="option"
              href={option.href}
              tabIndex={-1}
              aria-selected={index === active}
              aria-label={optionName(option, results.total, results.query)}
              aria-describedby={option.kind === 'hit' && option.hit.snippet.length > 0 ? `${optionId(index)}-snippet` : undefined}
              className={clsx(styles.option, styles.link, index === active && styles.active, option.kind === 'all' && styles.all)}
              onMouseMove={() => setActive(index)}
              onClick={(event) => {
                // A new tab or window leaves the box as it was; a plain click follows the result here.
                if (opensElsewhere(event)) return;
                event.preventDefault();
                // eslint-disable-next-line react-hooks/refs -- follow() reads inputRef in this click handler, not during render
                follow(option);
              }}>
              {option.kind === 'hit' ? (
                <HitSummary hit={option.hit} id={optionId(index)} />
              ) : (
                <span>
                  See all {results.total} results for “{results.query.trim().slice(0, 80)}”
                </span>
              )}
            </a>
          ))}
      </div>
      <div id={statusId} className={styles.visuallyHidden} role="status" aria-live="polite">
        {statusText}
      </div>
      {unavailable && text.trim() !== '' && (
        <div className={clsx(styles.listbox, styles.message)} aria-hidden="true">
          {statusText}
        </div>
      )}
      <HighlightOnArrival />
    </div>
  );
}

/**
 * Where the list goes on a narrow screen: just below the box, no taller than
 * what is left of the visual viewport (which shrinks when the on-screen
 * keyboard opens), so the reader always sees and can correct what they type.
 * Wide screens keep the stylesheet's dropdown under the box.
 */
function useListPlacement(inputRef: React.RefObject<HTMLInputElement | null>, open: boolean): React.CSSProperties | undefined {
  const [placement, setPlacement] = useState<React.CSSProperties>();
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!open || !viewport) return;
    const narrow = window.matchMedia('(max-width: 996px)');
    const place = () => {
      const input = inputRef.current;
      if (!input || !narrow.matches) {
        setPlacement(undefined);
        return;
      }
      const top = input.getBoundingClientRect().bottom + 6;
      const room = viewport.offsetTop + viewport.height - top - 8;
      setPlacement({top: `${Math.round(top)}px`, maxHeight: `${Math.max(Math.round(room), 120)}px`});
    };
    place();
    viewport.addEventListener('resize', place);
    viewport.addEventListener('scroll', place);
    return () => {
      viewport.removeEventListener('resize', place);
      viewport.removeEventListener('scroll', place);
    };
  }, [inputRef, open]);
  return open ? placement : undefined;
}

/** What a screen reader announces for an option: the title and where it is, not the whole snippet. */
function optionName(option: Option, total: number, query: string): string {
  if (option.kind === 'all') return `See all ${total} results for “${query.trim().slice(0, 80)}”`;
  return `${option.hit.title.map((s) => s.text).join('')} (${trail(option.hit)})`;
}

function trail(hit: Hit): string {
  return hit.url.includes('#') ? `${hit.subcategory} › ${hit.pageTitle}` : hit.subcategory;
}

function HitSummary({hit, id}: {hit: Hit; id: string}): React.ReactNode {
  return (
    <>
      <span className={styles.trail}>{trail(hit)}</span>
      <span className={styles.title}>
        <Highlighted segments={hit.title} />
      </span>
      {hit.snippet.length > 0 && (
        <span id={`${id}-snippet`} className={styles.snippet}>
          <Highlighted segments={hit.snippet} />
        </span>
      )}
    </>
  );
}
