/**
 * Full search results: `/search?q=…&section=…`, a route the search plugin
 * adds. The URL holds the whole state, so results can be shared and the back
 * button returns to them. Results pages are kept out of search engines
 * (noindex here, and out of the sitemap in docusaurus.config.ts).
 */
import clsx from 'clsx';
import React, {useEffect, useId, useState} from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {query} from '../../client/client';
import Highlighted from '../../client/Highlighted';
import {highlightStateFor, opensElsewhere, searchPageUrl, useSearchEngine} from '../../client/useSearchEngine';
import type {SearchOutcome} from '../../client/engine';
import styles from './styles.module.css';

/** Enough for every hit of any realistic query on this site. */
const RESULT_LIMIT = 500;

export default function SearchPage(): React.ReactNode {
  const location = useLocation();
  const history = useHistory();
  const {siteConfig} = useDocusaurusContext();
  // The static page is rendered without a query; reading it only after
  // hydration keeps the first client render identical to the server's.
  const isBrowser = useIsBrowser();
  const params = new URLSearchParams(isBrowser ? location.search : '');
  const q = params.get('q') ?? '';
  const section = params.get('section') ?? '';
  const engine = useSearchEngine();
  const [draft, setDraft] = useState(q);
  // A new query in the URL (Back, a filter link) replaces what the box holds: set while rendering, as
  // React advises for state that follows a prop, rather than in an effect that renders twice.
  const [draftFor, setDraftFor] = useState(q);
  if (draftFor !== q) {
    setDraftFor(q);
    setDraft(q);
  }
  const [answer, setAnswer] = useState<{query: string} & SearchOutcome>();
  const inputId = useId();

  const {status, start} = engine;
  // Opening this page is the reader asking for search: load at once.
  useEffect(() => start(), [start]);
  useEffect(() => {
    if (status !== 'ready' || q.trim() === '') return;
    let current = true;
    void query(q, RESULT_LIMIT).then((outcome) => current && setAnswer({query: q, ...outcome}));
    return () => {
      current = false;
    };
  }, [q, status]);

  const urlFor = (nextQuery: string, nextSection: string) => searchPageUrl(siteConfig.baseUrl, nextQuery, nextSection);

  // Only the answer to the query in the URL is shown; an earlier one waits for its replacement.
  const results = status === 'ready' && q.trim() !== '' && answer?.query === q ? answer : undefined;
  const hits = results?.hits ?? [];
  const sections = [...new Set(hits.map((hit) => hit.subcategory))].sort();
  const shown = section ? hits.filter((hit) => hit.subcategory === section) : hits;
  const title = q.trim() ? `Search results for “${q.trim().slice(0, 80)}”` : 'Search the documentation';

  return (
    <Layout title={title} description="Search every page of the Spot product documentation.">
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className={clsx('container margin-vert--lg', styles.page)}>
        <Heading as="h1">{title}</Heading>
        <form
          role="search"
          aria-label="Search results"
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            history.push(urlFor(draft, ''));
          }}>
          <label htmlFor={inputId} className={styles.label}>
            Search terms
          </label>
          <input
            id={inputId}
            type="search"
            name="q"
            className={styles.input}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            autoComplete="off"
          />
          <button type="submit" className="button button--primary">
            Search
          </button>
        </form>

        {/* Rendered by the server, so the reader has something to read while the index loads. */}
        <p className={styles.tips}>
          Search covers the text, tabs, tables and code samples of every page. Paste a Terraform argument, an API
          field or an error message as it is. A word of five or more letters that no page uses is searched as the
          word one letter away (wrong, missing, extra or swapped) that most pages use, and abbreviations such as ASG,
          VNG, OD or k8s also find pages that spell them out.
        </p>

        <div role="status" aria-live="polite" className={styles.status}>
          {status === 'loading' || (status === 'idle' && q) ? <p>Loading search…</p> : null}
          {status === 'failed' ? (
            <p className={styles.error}>
              Search could not load ({engine.error}). Reload the page to try again, or browse from the{' '}
              <Link to="/">documentation home</Link>.
            </p>
          ) : null}
          {status === 'unavailable' ? <p className={styles.error}>{engine.error}</p> : null}
          {status === 'ready' && q.trim() !== '' && results ? (
            <p>
              {hits.length === 0
                ? `No results for “${q.trim().slice(0, 80)}”. Try fewer or different words.`
                : `${results.correctedQuery ? `Showing results for “${results.correctedQuery}”. ` : ''}${shown.length} ${shown.length === 1 ? 'result' : 'results'}${section ? ` in ${section}` : ''}`}
            </p>
          ) : null}
        </div>

        {sections.length > 1 && (
          <nav aria-label="Filter results by product" className={styles.filters}>
            <FilterLink to={urlFor(q, '')} current={section === ''} label={`All products (${hits.length})`} />
            {sections.map((name) => (
              <FilterLink
                key={name}
                to={urlFor(q, name)}
                current={section === name}
                label={`${name} (${hits.filter((hit) => hit.subcategory === name).length})`}
              />
            ))}
          </nav>
        )}

        {shown.length > 0 && (
          <ol className={styles.results}>
            {shown.map((hit) => (
              <li key={hit.url} className={styles.result}>
                <Link
                  to={hit.url}
                  className={styles.resultLink}
                  onClick={(event) => {
                    if (opensElsewhere(event)) return;
                    event.preventDefault();
                    history.push(hit.url, highlightStateFor(engine, hit.word));
                  }}>
                  <Highlighted segments={hit.title} />
                </Link>
                <div className={styles.trail}>
                  {hit.subcategory}
                  {hit.url.includes('#') ? ` › ${hit.pageTitle}` : ''}
                </div>
                {hit.snippet.length > 0 && (
                  <p className={styles.snippet}>
                    <Highlighted segments={hit.snippet} />
                  </p>
                )}
              </li>
            ))}
          </ol>
        )}
      </main>
    </Layout>
  );
}

function FilterLink({to, current, label}: {to: string; current: boolean; label: string}): React.ReactNode {
  return (
    <Link to={to} className={current ? styles.filterCurrent : styles.filter} aria-current={current ? 'page' : undefined}>
      {label}
    </Link>
  );
}
