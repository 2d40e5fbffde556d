/**
 * Replaces docusaurus-lunr-search's search bar (a full override, not a wrap:
 * the stock bar fetches and parses the whole index on every page view and its
 * dropdown is not an ARIA combobox). Behaviour per SPEC §2.6, §4, §9: at most
 * `maxHits` hits, "Search ⌘+K"/"Search Ctrl+K", "Loading..." and disabled
 * while the index loads, Ctrl/⌘+K focuses, choosing a hit clears and blurs
 * the box, navigates and highlights the word (the stock highlighter does that
 * on the destination page).
 */
import {flushSync} from 'react-dom';
import React, {useEffect, useId, useRef, useState} from 'react';
import clsx from 'clsx';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {HighlightSearchResults} from '@theme/SearchBar/HighlightSearchResults';
import {query} from '@site/src/search/client';
import Highlighted from '@site/src/search/Highlighted';
import {searchPageUrl, shortcutLabel, useSearchEngine} from '@site/src/search/useSearchEngine';
import type {Hit} from '@site/src/search/types';
import styles from './styles.module.css';

type Option = {kind: 'hit'; hit: Hit} | {kind: 'all'};

export default function SearchBar(): React.ReactNode {
  const engine = useSearchEngine();
  const history = useHistory();
  const {siteConfig} = useDocusaurusContext();
  const inputRef = useRef<HTMLInputElement>(null);
  const focusWhenReady = useRef(false);
  const latestQuery = useRef('');
  const [shortcut, setShortcut] = useState<string>();
  const [text, setText] = useState('');
  const [results, setResults] = useState<{query: string; hits: Hit[]; total: number}>();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const {status, schedule, start} = engine;
  useEffect(() => setShortcut(shortcutLabel()), []);
  useEffect(() => schedule(), [schedule]);

  // The reader reached for the box before the index was there: give it focus once it is.
  useEffect(() => {
    if (status === 'ready' && focusWhenReady.current) {
      focusWhenReady.current = false;
      inputRef.current?.focus();
    }
  }, [status]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        if (getReady()) {
          inputRef.current?.focus();
          inputRef.current?.select();
        } else {
          focusWhenReady.current = true;
          start();
        }
      }
    };
    const getReady = () => !inputRef.current?.disabled && status === 'ready';
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [start, status]);

  const showIntent = () => {
    if (status !== 'ready' && status !== 'loading') start();
    if (status !== 'ready') focusWhenReady.current = true;
  };

  const runQuery = (value: string) => {
    latestQuery.current = value;
    if (value.trim() === '') {
      setResults(undefined);
      setOpen(false);
      return;
    }
    void query(value, engine.maxHits).then((outcome) => {
      // Answers can arrive out of order; only the one for the current text is shown.
      if (latestQuery.current !== value) return;
      // Render now rather than in React's next scheduled task: results are the reply to a keystroke.
      flushSync(() => {
        setResults({query: value, ...outcome});
        setActive(-1);
        setOpen(true);
      });
    });
  };

  const options: Option[] = results
    ? [...results.hits.map((hit): Option => ({kind: 'hit', hit})), ...(results.total > 0 ? [{kind: 'all'} as Option] : [])]
    : [];

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const choose = (option: Option | undefined) => {
    const value = latestQuery.current;
    setText('');
    runQuery('');
    close();
    inputRef.current?.blur();
    if (!option || option.kind === 'all') {
      history.push(searchPageUrl(siteConfig.baseUrl, value));
    } else {
      history.push(option.hit.url, {highlightState: {wordToHighlight: option.hit.word}});
    }
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
      choose(open && active >= 0 ? options[active] : undefined);
    } else if (event.key === 'Escape') {
      if (open) close();
      else {
        setText('');
        runQuery('');
      }
    }
  };

  const expanded = open && results !== undefined;
  const activeOption = expanded && active >= 0 && active < options.length ? optionId(active) : undefined;
  const placeholder =
    status === 'loading' ? 'Loading...' : status === 'failed' ? 'Search is unavailable' : `Search ${shortcut ?? 'Ctrl+K'}`;

  return (
    <div
      className={clsx('navbar__search', styles.search)}
      onPointerEnter={status === 'idle' ? showIntent : undefined}
      onPointerDown={status !== 'ready' ? showIntent : undefined}
      onTouchStart={status !== 'ready' ? showIntent : undefined}>
      <input
        ref={inputRef}
        type="search"
        className={clsx('navbar__search-input', styles.input)}
        role="combobox"
        aria-label="Search the documentation"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={activeOption}
        aria-describedby={status === 'failed' ? `${id}-error` : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        disabled={status === 'loading'}
        value={text}
        onFocus={() => {
          showIntent();
          if (results && text.trim() !== '') setOpen(true);
        }}
        onBlur={() => close()}
        onChange={(event) => {
          setText(event.target.value);
          runQuery(event.target.value);
        }}
        onKeyDown={onKeyDown}
      />
      {status === 'failed' && (
        <span id={`${id}-error`} className={styles.visuallyHidden}>
          Search could not load ({engine.error}). Reload the page to try again; the rest of the site works.
        </span>
      )}
      <div
        id={listboxId}
        role="listbox"
        aria-label="Search results"
        className={clsx(styles.listbox, !expanded && styles.hidden)}
        // The query these results answer; `npm run bench:search` times keystrokes against it.
        data-query={results?.query}
        // Keep focus in the box while a result is clicked.
        onMouseDown={(event) => event.preventDefault()}>
        {expanded && results.total === 0 && (
          <div className={styles.empty}>No results for “{results.query.trim().slice(0, 80)}”</div>
        )}
        {expanded &&
          options.map((option, index) => (
            <div
              key={option.kind === 'hit' ? option.hit.url : 'all'}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={clsx(styles.option, index === active && styles.active, option.kind === 'all' && styles.all)}
              onMouseMove={() => setActive(index)}
              onClick={() => choose(option)}>
              {option.kind === 'hit' ? (
                <HitSummary hit={option.hit} />
              ) : (
                <span>
                  See all {results.total} results for “{results.query.trim().slice(0, 80)}”
                </span>
              )}
            </div>
          ))}
      </div>
      <div className={styles.visuallyHidden} role="status" aria-live="polite">
        {expanded ? (results.total === 0 ? 'No results' : `${results.hits.length} of ${results.total} results shown`) : ''}
      </div>
      <HighlightSearchResults />
    </div>
  );
}

function HitSummary({hit}: {hit: Hit}): React.ReactNode {
  const isSection = hit.url.includes('#');
  return (
    <>
      <span className={styles.trail}>
        {hit.subcategory}
        {isSection ? ` › ${hit.pageTitle}` : ''}
      </span>
      <span className={styles.title}>
        <Highlighted segments={hit.title} />
      </span>
      {hit.snippet.length > 0 && (
        <span className={styles.snippet}>
          <Highlighted segments={hit.snippet} />
        </span>
      )}
    </>
  );
}
