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
import {rowsOf, type ConsolePlace, type SettingRow, type SettingsReference} from '../../data/settings-reference';
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
            {place.change === 'roll' ? <span className={styles.note}>Running instances get it after a roll.</span> : null}
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
  const {tf, apiProps} = row;
  const type = tf.block ? (tf.maxItems === 1 ? 'one block' : 'blocks') : `${tf.type.toLowerCase()}${tf.elemType ? ` of ${tf.elemType.toLowerCase()}` : ''}`;
  const allowed = tf.allowed ?? apiProps?.allowed;
  const range = tf.range ?? apiProps?.range;
  const items: ReactNode[] = [<span key="type">{type}</span>];
  if (allowed?.length)
    items.push(
      <span key="allowed">
        one of{' '}
        {allowed.map((v, i) => (
          <React.Fragment key={v}>
            {i ? ', ' : ''}
            <code>{v}</code>
          </React.Fragment>
        ))}
      </span>,
    );
  if (range) items.push(<span key="range">{rangeText(range)}</span>);
  if (tf.default !== undefined) items.push(<span key="tfd">Terraform default <code>{tf.default}</code></span>);
  if (apiProps?.default !== undefined && apiProps.default !== tf.default)
    items.push(<span key="apid">API default <code>{apiProps.default}</code></span>);
  if (tf.maxItems && tf.maxItems > 1) items.push(<span key="max">at most {tf.maxItems}</span>);
  if (tf.conflictsWith?.length)
    items.push(
      <span key="conflicts">
        not with{' '}
        {tf.conflictsWith.map((c, i) => (
          <React.Fragment key={c}>
            {i ? ', ' : ''}
            <code>{c}</code>
          </React.Fragment>
        ))}
      </span>,
    );
  return <span className={styles.values}>{items}</span>;
}

function rangeText([min, max]: [number | null, number | null]): string {
  if (min !== null && max !== null) return `${min} to ${max}`;
  return min !== null ? `at least ${min}` : `at most ${max}`;
}
