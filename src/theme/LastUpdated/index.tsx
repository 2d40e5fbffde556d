/**
 * "Last updated on <date>" under each doc. Replaces the theme's component
 * only to drop its `itemprop="dateModified"`: doc pages have no microdata
 * item around it, so the attribute is invalid HTML (the Nu checker in
 * check:html and html-validity.spec.ts reports it). Date format as the theme's:
 * day, short month and year, in UTC (format-date.ts).
 */
import React, {type ReactNode} from 'react';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/LastUpdated';
import {formatDate} from './format-date';

export default function LastUpdated({lastUpdatedAt}: Props): ReactNode {
  if (!lastUpdatedAt) return null;
  const date = new Date(lastUpdatedAt);
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      Last updated on{' '}
      <b>
        <time dateTime={date.toISOString()}>{formatDate(date)}</time>
      </b>
    </span>
  );
}
