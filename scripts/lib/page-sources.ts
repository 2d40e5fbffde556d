/**
 * What a page's facts rest on, as its front matter lists them:
 *
 *   sources:
 *     - help:src/docs/ocean/features/headroom.md   a page of the documentation this site succeeds
 *     - api:oceanAwsClusterUpdate                   a Spot API operation (its operationId)
 *     - terraform:spotinst_ocean_aws                a resource type of the Spot Terraform provider
 *     - chart:spot/ocean-kubernetes-controller      a Helm chart (repository/chart)
 *     - repo:spotinst/terraform-spotinst-aws-connect  another public repository, optionally :path
 *
 * Checked against the pinned facts in src/data/facts, so a source the facts
 * no longer have (a page removed upstream, an operation renamed) is reported,
 * and `npm run sources -- <term>` finds every page that rests on something.
 */
import helpPages from '../../src/data/facts/help-pages.json';
import helmCharts from '../../src/data/facts/helm-charts.json';
import operationIds from '../../src/data/facts/spot-api-operation-ids.json';
import terraform from '../../src/data/facts/terraform-spotinst.json';

export const SOURCE_KINDS = ['help', 'api', 'terraform', 'chart', 'repo'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];
export type PageSource = {kind: SourceKind; value: string};

export type SourceFacts = {help: Set<string>; api: Set<string>; terraform: Set<string>; chart: Set<string>};

export function pinnedSourceFacts(): SourceFacts {
  return {
    help: new Set(helpPages.pages),
    api: new Set(Object.values(operationIds.operations)),
    terraform: new Set([...Object.keys(terraform.resources), ...terraform.removed_resources]),
    chart: new Set(helmCharts.repositories.flatMap((repo) => Object.keys(repo.charts).map((chart) => `${repo.name}/${chart}`))),
  };
}

const REPO = /^[\w.-]+\/[\w.-]+(:\S+)?$/;

/** `kind:value` → the source, or a message saying what is wrong with it. */
export function parseSource(raw: unknown): PageSource | string {
  if (typeof raw !== 'string') return `a source must be a string like "help:src/docs/…", not ${JSON.stringify(raw)}`;
  const colon = raw.indexOf(':');
  const kind = raw.slice(0, colon) as SourceKind;
  const value = raw.slice(colon + 1).trim();
  if (colon < 0 || !SOURCE_KINDS.includes(kind) || !value) return `source "${raw}" must start with one of ${SOURCE_KINDS.map((k) => `${k}:`).join(', ')}`;
  return {kind, value};
}

const WHAT: Record<Exclude<SourceKind, 'repo'>, string> = {
  help: 'a page of spotinst/help at the pinned commit (src/data/facts/help-pages.json)',
  api: 'an operationId of the Spot API reference (src/data/facts/spot-api-operation-ids.json)',
  terraform: 'a resource type of the Spot Terraform provider (src/data/facts/terraform-spotinst.json)',
  chart: 'a chart of the pinned Helm repositories, as repository/chart (src/data/facts/helm-charts.json)',
};

/** Problems with a page's `sources` front matter; none when every entry is known to the facts. */
export function sourceProblems(sources: unknown, facts: SourceFacts = pinnedSourceFacts()): string[] {
  if (!Array.isArray(sources) || sources.length === 0) {
    return ['front matter needs `sources`: what the page rests on (help:…, api:…, terraform:…, chart:…, repo:…); `npm run sources -- --suggest <file>` proposes some'];
  }
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const raw of sources) {
    const source = parseSource(raw);
    if (typeof source === 'string') {
      problems.push(source);
      continue;
    }
    const key = `${source.kind}:${source.value}`;
    if (seen.has(key)) problems.push(`source "${key}" is listed twice`);
    seen.add(key);
    if (source.kind === 'repo') {
      if (!REPO.test(source.value)) problems.push(`source "${key}" must be owner/name, optionally followed by :path`);
    } else if (!facts[source.kind].has(source.value)) {
      problems.push(`source "${key}" is not ${WHAT[source.kind]}`);
    }
  }
  return problems;
}

/** The page's sources that mention `term` (case-insensitive), for `npm run sources -- <term>`. */
export function sourcesMatching(sources: unknown, term: string): string[] {
  const wanted = term.toLowerCase();
  return (Array.isArray(sources) ? sources : []).filter((s): s is string => typeof s === 'string' && s.toLowerCase().includes(wanted));
}
