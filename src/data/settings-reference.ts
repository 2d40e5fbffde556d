/**
 * A settings reference: the generated rows of one Terraform resource
 * (src/data/facts/settings/<resource>.json, written by
 * scripts/facts/settings-reference.ts) joined with the console places written
 * by hand (src/data/settings-console/<resource>.json, each with its source).
 * Used by the SettingsTable component in the browser and by the tests.
 */
export type TfAttributes = {
  type: string;
  required?: true;
  computed?: true;
  default?: string;
  forceNew?: true;
  allowed?: string[];
  range?: [number | null, number | null];
  conflictsWith?: string[];
  maxItems?: number;
  minItems?: number;
  elemType?: string;
  deprecated?: true;
  block?: true;
};

export type ApiProps = {type?: string; allowed?: string[]; default?: string; range?: [number | null, number | null]};

export type SettingRow = {
  terraform: string;
  /** the provider field package that declares the top-level argument, without the resource's prefix */
  section: string;
  tf: TfAttributes;
  /** create-body attribute path, present when the provider sends the value */
  api?: string;
  /** false when the API reference's create body does not describe the attribute */
  inReference?: boolean;
  apiProps?: ApiProps;
  /** provider file and line of the setter call the API path was read from */
  via?: string;
};

export type SettingsFacts = {
  resource: string;
  sources: {repository: string; commit: string; commit_date: string}[];
  createOperation: string;
  rows: SettingRow[];
};

/** Where the console has a setting; `feature` is the site page that explains it. */
export type ConsolePlace = {
  place?: string;
  label?: string;
  source?: string;
  feature?: string;
  featureTitle?: string;
  change?: 'roll' | 'recycle';
};

export type SettingsReference = {facts: SettingsFacts; console: Record<string, ConsolePlace>};

/** Rows of one table: a section (field package), optionally only some top-level arguments and their blocks. */
export function rowsOf(reference: SettingsReference, section: string, only?: readonly string[]): SettingRow[] {
  return reference.facts.rows.filter(
    (row) => row.section === section && (!only || only.includes(row.terraform.split('.')[0])),
  );
}

/** The problems of a console file against its resource's rows: unknown paths, places without labels or sources. */
export function consoleProblems(reference: SettingsReference): string[] {
  const paths = new Set(reference.facts.rows.map((r) => r.terraform));
  const problems: string[] = [];
  for (const [path, entry] of Object.entries(reference.console)) {
    const where = `${reference.facts.resource} ${path}`;
    if (!paths.has(path)) problems.push(`${where}: no such Terraform argument`);
    const placed = [entry.place, entry.label, entry.source].filter(Boolean).length;
    if (placed && placed < 3) problems.push(`${where}: a console place needs place, label and source together`);
    if (entry.source && !/^spotinst\/help:src\/docs\/\S+\.(md|png|jpe?g|gif)$/.test(entry.source))
      problems.push(`${where}: source must be spotinst/help:<file under src/docs>`);
    if (Boolean(entry.feature) !== Boolean(entry.featureTitle)) problems.push(`${where}: feature and featureTitle go together`);
    if (!placed && !entry.feature) problems.push(`${where}: empty entry`);
  }
  return problems;
}

export type ValueSummary = {
  type: string;
  allowed?: string[];
  range?: string;
  /** the API's bounds, shown only when they differ from what Terraform validates */
  apiRange?: string;
  terraformDefault?: string;
  /** shown only when it differs from Terraform's: Terraform sends its own */
  apiDefault?: string;
  maxItems?: number;
  conflictsWith?: string[];
};

/** What a row's Values column says, for the page's table and its Markdown twin alike. */
export function valueSummary(row: SettingRow): ValueSummary {
  const {tf, apiProps} = row;
  const type = tf.block
    ? tf.maxItems === 1
      ? 'one block'
      : 'blocks'
    : `${tf.type.toLowerCase()}${tf.elemType ? ` of ${tf.elemType.toLowerCase()}` : ''}`;
  const range = tf.range ?? apiProps?.range;
  const summary: ValueSummary = {type};
  if (tf.range && apiProps?.range && rangeText(tf.range) !== rangeText(apiProps.range)) summary.apiRange = rangeText(apiProps.range);
  const allowed = tf.allowed ?? apiProps?.allowed;
  if (allowed?.length) summary.allowed = allowed;
  if (range) summary.range = rangeText(range);
  if (tf.default !== undefined) summary.terraformDefault = tf.default;
  if (apiProps?.default !== undefined && apiProps.default !== tf.default) summary.apiDefault = apiProps.default;
  if (tf.maxItems && tf.maxItems > 1) summary.maxItems = tf.maxItems;
  if (tf.conflictsWith?.length) summary.conflictsWith = tf.conflictsWith;
  return summary;
}

function rangeText([min, max]: [number | null, number | null]): string {
  if (min !== null && max !== null) return `${min} to ${max}`;
  return min !== null ? `at least ${min}` : `at most ${max}`;
}

/** What running resources need before a console change reaches them. */
export const CHANGE_NOTES: Record<NonNullable<ConsolePlace['change']>, string> = {
  roll: 'Running instances get the change after a roll.',
  recycle: 'The running node gets the change after a recycle.',
};
