/**
 * The vendor facts the samples check compares pages with: the project's
 * fixtures in src/data/facts (never ../shared, which CI may not have).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

const FACTS_DIR = path.resolve(import.meta.dirname, '../../../src/data/facts');

export type TerraformFacts = {
  latest_release: string;
  meta_arguments: string[];
  provider_arguments: string[];
  removed_resources: string[];
  resources: Record<string, string[]>;
};

export type RemovedTerraformFacts = {
  removed_in: string;
  removed_date: string;
  resources: Record<string, string[]>;
};

/** One block path of a resource (`""` = top level, `vm_sizes`, `strategy.orientation`): the names allowed there. */
export type TerraformLevel = {arguments: string[]; blocks: string[]};
/** Per resource type, the nesting tree read from the provider's Go schema. */
export type TerraformSchemaFacts = {commit: string; resources: Record<string, {paths: Record<string, TerraformLevel>}>};

export type ApiOperation = {path: string; methods: string[]; summary: string; removed?: string};
export type ApiFacts = {servers: string[]; operations: ApiOperation[]};

export type HelmRepository = {name: string; url: string; charts: Record<string, {version: string; values: string[]}>};
export type HelmFacts = {repositories: HelmRepository[]};

export type Facts = {terraform: TerraformFacts; terraformSchema: TerraformSchemaFacts; terraformRemoved: RemovedTerraformFacts; api: ApiFacts; helm: HelmFacts};

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(path.join(FACTS_DIR, file), 'utf8')) as T;
}

/** The reference's operations plus the few that only the predecessor documentation publishes. */
function withExtraOperations(api: ApiFacts, extra: Pick<ApiFacts, 'operations'>): ApiFacts {
  return {...api, operations: [...api.operations, ...extra.operations]};
}

let cached: Facts | undefined;

export function loadFacts(): Facts {
  cached ??= {
    terraform: readJson<TerraformFacts>('terraform-spotinst.json'),
    terraformSchema: readJson<TerraformSchemaFacts>('terraform-spotinst-schema.json'),
    terraformRemoved: readJson<RemovedTerraformFacts>('terraform-spotinst-removed.json'),
    api: withExtraOperations(readJson<ApiFacts>('spot-api.json'), readJson<Pick<ApiFacts, 'operations'>>('spot-api-extra.json')),
    helm: readJson<HelmFacts>('helm-charts.json'),
  };
  return cached;
}
