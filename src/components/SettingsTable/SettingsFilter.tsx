/**
 * The filter box of a settings reference: typing a Terraform argument, an API
 * attribute or a console label hides the rows of every table on the page that
 * do not contain it, and says how many are left.
 */
import React, {useId, useSyncExternalStore, type ReactNode} from 'react';
import type {SettingsReference} from '../../data/settings-reference';
import {getQuery, getServerQuery, matches, searchText, setQuery, subscribe} from './filter-store';
import styles from './styles.module.css';

export default function SettingsFilter({reference}: {reference: SettingsReference}): ReactNode {
  const id = useId();
  const query = useSyncExternalStore(subscribe, getQuery, getServerQuery);
  const rows = reference.facts.rows;
  const shown = query ? rows.filter((row) => matches(searchText(row, reference.console[row.terraform]), query)).length : rows.length;
  return (
    <div className={styles.filter} role="search">
      <label htmlFor={id}>Filter settings</label>
      <input
        id={id}
        type="search"
        value={query}
        placeholder="spot_percentage, risk, Draining Timeout…"
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => setQuery(e.target.value)}
      />
      <p aria-live="polite" className={styles.count}>
        {query ? `${shown} of ${rows.length} settings match “${query}”` : `${rows.length} settings`}
      </p>
    </div>
  );
}
