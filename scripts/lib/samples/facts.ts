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

/** Request bodies: "METHOD /path" → schema number; each schema's property names and their schemas (0 = no names). */
export type ApiBodyFacts = {commit: string; operations: Record<string, number>; schemas: {properties: Record<string, number>; open?: true}[]};

export type HelmRepository = {name: string; url: string; charts: Record<string, {version: string; values: string[]}>};
export type HelmFacts = {repositories: HelmRepository[]};

export type Facts = {terraform: TerraformFacts; terraformSchema: TerraformSchemaFacts; terraformRemoved: RemovedTerraformFacts; api: ApiFacts; apiBodies: ApiBodyFacts; helm: HelmFacts};

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(path.join(FACTS_DIR, file), 'utf8')) as T;
}

/** The reference's operations plus the few that only the predecessor documentation publishes. */
function withExtraOperations(api: ApiFacts, extra: Pick<ApiFacts, 'operations'>): ApiFacts {
  return {...api, operations: [...api.operations, ...extra.operations]};
}

type BodyAmendment = {operation: string; at: string; names?: string[]; like?: {operation: string; at: string}; source: string};

/** The schema number at a dotted place of an operation's body. */
function schemaAt(bodies: ApiBodyFacts, operation: string, at: string): number {
  let id = bodies.operations[operation];
  if (id === undefined) throw new Error(`spot-api-bodies-extra.json: no request body for ${operation}`);
  for (const name of at.split('.').filter(Boolean)) {
    id = bodies.schemas[id]?.properties[name];
    if (!id) throw new Error(`spot-api-bodies-extra.json: ${operation} has no object at ${at}`);
  }
  return id;
}

/** The reference's bodies with the fields its schemas leave out (spot-api-bodies-extra.json, each with its source). */
function withBodyAmendments(bodies: ApiBodyFacts, amendments: BodyAmendment[]): ApiBodyFacts {
  const schemas = bodies.schemas.map((s) => ({...s, properties: {...s.properties}}));
  const amended = {...bodies, schemas};
  for (const a of amendments) {
    const target = schemas[schemaAt(amended, a.operation, a.at)];
    for (const name of a.names ?? []) target.properties[name] ??= 0;
    if (a.like) Object.assign(target.properties, {...schemas[schemaAt(amended, a.like.operation, a.like.at)].properties, ...target.properties});
  }
  return amended;
}

let cached: Facts | undefined;

export function loadFacts(): Facts {
  cached ??= {
    terraform: readJson<TerraformFacts>('terraform-spotinst.json'),
    terraformSchema: readJson<TerraformSchemaFacts>('terraform-spotinst-schema.json'),
    terraformRemoved: readJson<RemovedTerraformFacts>('terraform-spotinst-removed.json'),
    api: withExtraOperations(readJson<ApiFacts>('spot-api.json'), readJson<Pick<ApiFacts, 'operations'>>('spot-api-extra.json')),
    apiBodies: withBodyAmendments(readJson<ApiBodyFacts>('spot-api-bodies.json'), readJson<{amendments: BodyAmendment[]}>('spot-api-bodies-extra.json').amendments),
    helm: readJson<HelmFacts>('helm-charts.json'),
  };
  return cached;
}
