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
  section: string;
  tf: TfAttributes;
  api?: string;
  inReference?: boolean;
  apiProps?: ApiProps;
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
  change?: 'roll';
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
