/**
 * One table of a settings reference: a row per Terraform argument of a
 * section, with the API attribute it becomes, where the console has it, and
 * what values it takes. Each row's id is its Terraform path, so feature pages
 * link to `…/settings-reference#strategy.spot_percentage`-style anchors, and
 * the ids are registered with Docusaurus's broken-anchor check.
 */
import React, {useSyncExternalStore, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {CHANGE_NOTES, rowsOf, valueSummary, type ConsolePlace, type SettingRow, type SettingsReference} from '../../data/settings-reference';
import {getQuery, getServerQuery, matches, searchText, subscribe} from './filter-store';
import styles from './styles.module.css';

export {default as SettingsFilter} from './SettingsFilter';

type Props = {reference: SettingsReference; section: string; only?: string[]; caption: string};

export default function SettingsTable({reference, section, only, caption}: Props): ReactNode {
  const rows = rowsOf(reference, section, only);
  if (!rows.length) throw new Error(`<SettingsTable section="${section}">: no rows of ${reference.facts.resource} in that section`);
  const query = useSyncExternalStore(subscribe, getQuery, getServerQuery);
  const brokenLinks = useBrokenLinks();
  for (const row of rows) brokenLinks.collectAnchor(row.terraform);
  const visible = rows.filter((row) => !query || matches(searchText(row, reference.console[row.terraform]), query));
  return (
    <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Terraform argument</th>
            <th scope="col">API attribute</th>
            <th scope="col">Console</th>
            <th scope="col">Values</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <Row key={row.terraform} row={row} place={reference.console[row.terraform]} hidden={!visible.includes(row)} />
          ))}
        </tbody>
      </table>
      {query && !visible.length ? <p className={styles.none}>No setting in this table matches.</p> : null}
    </div>
  );
}

function Row({row, place, hidden}: {row: SettingRow; place?: ConsolePlace; hidden: boolean}): ReactNode {
  const {tf} = row;
  return (
    <tr id={row.terraform} data-setting="" hidden={hidden}>
      <td>
        <Link to={`#${row.terraform}`} className={styles.anchor}>
          <code>{row.terraform}</code>
        </Link>
        <span className={styles.badges}>
          {tf.block ? <span className={styles.badge}>block</span> : null}
          {tf.required ? <span className={styles.badge}>required</span> : null}
          {tf.forceNew ? <span className={styles.badge}>replaces the resource</span> : null}
          {tf.deprecated ? <span className={styles.badge}>deprecated</span> : null}
        </span>
        {place?.feature ? (
          <span className={styles.feature}>
            <Link to={place.feature}>{place.featureTitle}</Link>
          </span>
        ) : null}
      </td>
      <td>{row.api ? <code>{row.api}</code> : <span aria-label="Not sent in the create body">—</span>}</td>
      <td>
        {place?.place ? (
          <>
            {place.place} › <strong>{place.label}</strong>
            {place.change ? <span className={styles.note}>{CHANGE_NOTES[place.change]}</span> : null}
          </>
        ) : (
          <span aria-label="No console place">—</span>
        )}
      </td>
      <td>
        <Values row={row} />
      </td>
    </tr>
  );
}

function Values({row}: {row: SettingRow}): ReactNode {
  const v = valueSummary(row);
  const codes = (list: string[]) =>
    list.map((value, i) => (
      <React.Fragment key={value}>
        {i ? ', ' : ''}
        <code>{value}</code>
      </React.Fragment>
    ));
  return (
    <span className={styles.values}>
      <span>{v.type}</span>
      {v.allowed ? <span>one of {codes(v.allowed)}</span> : null}
      {v.range ? <span>{v.apiRange ? `Terraform: ${v.range}` : v.range}</span> : null}
      {v.apiRange ? <span>API: {v.apiRange}</span> : null}
      {v.terraformDefault !== undefined ? (
        <span>
          Terraform default <code>{v.terraformDefault}</code>
        </span>
      ) : null}
      {v.apiDefault !== undefined ? (
        <span>
          API default <code>{v.apiDefault}</code>
        </span>
      ) : null}
      {v.maxItems ? <span>at most {v.maxItems}</span> : null}
      {v.conflictsWith ? <span>not with {codes(v.conflictsWith)}</span> : null}
    </span>
  );
}
