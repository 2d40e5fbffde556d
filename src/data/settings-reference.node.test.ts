// cspell:ignore nmae
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import matter from 'gray-matter';
import schemaFacts from './facts/terraform-spotinst-schema.json';
import bodies from './facts/spot-api-bodies.json';
import {routes} from './page-tree';
import {routeToFile} from './doc-routes';
import {SETTINGS_RESOURCES, settingsFiles} from './settings-resources';
import {consoleProblems, rowsOf, valueSummary, type SettingsFacts, type SettingsReference} from './settings-reference';

function load(terraform: string): SettingsReference {
  const files = settingsFiles(terraform);
  const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as unknown;
  return {facts: read(files.facts) as SettingsFacts, console: read(files.console) as SettingsReference['console']};
}

type SchemaPaths = Record<string, {arguments: string[]; blocks: string[]}>;
const schemaResources = schemaFacts.resources as unknown as Record<string, {paths: SchemaPaths}>;

/** Every argument and block path of a resource in the pinned provider schema. */
function pinnedPaths(terraform: string): string[] {
  return Object.entries(schemaResources[terraform].paths).flatMap(([at, {arguments: args, blocks}]) =>
    [...args, ...blocks].map((name) => (at ? `${at}.${name}` : name)),
  );
}

type BodySchemas = {operations: Record<string, number>; schemas: {properties: Record<string, number>; open?: true}[]};

/** Whether a dotted attribute path exists in the pinned create body of an operation. */
function inBody(operation: string, path: string): boolean {
  const {operations, schemas} = bodies as unknown as BodySchemas;
  let at = operations[operation];
  for (const name of path.split('.')) {
    const next = schemas[at]?.properties[name];
    if (next === undefined) return false;
    at = next;
  }
  return true;
}

describe.each(SETTINGS_RESOURCES.map((r) => [r.terraform, r] as const))('settings reference of %s', (terraform, resource) => {
  const reference = load(terraform);
  const {facts} = reference;

  it('was read from the pinned provider and API reference commits', () => {
    const commit = (repository: string) => facts.sources.find((s) => s.repository === repository)?.commit;
    expect(commit('spotinst/terraform-provider-spotinst')).toBe(schemaFacts.commit);
    expect(commit('spotinst/openapi')).toBe(bodies.commit);
    expect(facts.createOperation).toBe(resource.createOperation);
  });

  it('has one row for every argument and block of the pinned schema, and no other', () => {
    const rows = facts.rows.map((r) => r.terraform);
    expect(new Set(rows).size).toBe(rows.length);
    expect([...rows].sort()).toEqual(pinnedPaths(terraform).sort());
  });

  it('names an API attribute on at least 85 % of the rows, each one in the create body exactly when it says so', () => {
    const withApi = facts.rows.filter((r) => r.api);
    expect(withApi.length / facts.rows.length).toBeGreaterThanOrEqual(0.85);
    for (const row of withApi) {
      expect(row.api!.startsWith(`${resource.bodyKey}.`), row.terraform).toBe(true);
      expect(inBody(resource.createOperation, row.api!), `${row.terraform} -> ${row.api}`).toBe(row.inReference);
    }
  });

  it('keeps console places to real arguments, each with its label and source', () => {
    expect(consoleProblems(reference)).toEqual([]);
  });

  it("links each setting's feature page by a route of the site, under that page's own title", () => {
    for (const [path, place] of Object.entries(reference.console)) {
      if (!place.feature) continue;
      expect(routes, `${path}: ${place.feature}`).toContain(place.feature);
      const {data} = matter(readFileSync(routeToFile(place.feature), 'utf8'));
      expect(place.featureTitle, `${path}: ${place.feature}`).toBe(data.title);
    }
  });

  it("shows every row in exactly one table of the resource's page", () => {
    const page = readFileSync(routeToFile(resource.route), 'utf8');
    const tables = [...page.matchAll(/<SettingsTable [^>]*section="([^"]+)"(?: only=\{(\[[^\]]*\])\})?/g)].map((m) =>
      rowsOf(reference, m[1], m[2] ? (JSON.parse(m[2]) as string[]) : undefined).map((r) => r.terraform),
    );
    const shown = tables.flat();
    expect(tables.every((t) => t.length > 0), 'a table with no rows').toBe(true);
    expect([...shown].sort()).toEqual(facts.rows.map((r) => r.terraform).sort());
  });
});

describe('consoleProblems', () => {
  const facts: SettingsFacts = {
    resource: 'spotinst_example',
    sources: [],
    createOperation: 'POST /example',
    rows: [{terraform: 'name', section: 'general', tf: {type: 'String'}}],
  };
  it('names an unknown argument, a place without its source, and an empty entry', () => {
    const problems = consoleProblems({
      facts,
      console: {
        nmae: {feature: '/x', featureTitle: 'X'},
        name: {place: 'General', label: 'Name'},
      },
    });
    expect(problems).toEqual([
      'spotinst_example nmae: no such Terraform argument',
      'spotinst_example name: a console place needs place, label and source together',
    ]);
    expect(consoleProblems({facts, console: {name: {}}})).toEqual(['spotinst_example name: empty entry']);
  });
});

describe('valueSummary', () => {
  it("shows the API's bounds and default beside Terraform's only when they differ", () => {
    const row = {
      terraform: 'spot_percentage',
      section: 'strategy',
      tf: {type: 'Int', default: '-1', range: [-1, null] as [number, null]},
      api: 'cluster.strategy.spotPercentage',
      apiProps: {type: 'integer', default: '100', range: [0, 100] as [number, number]},
    };
    expect(valueSummary(row)).toEqual({type: 'int', range: 'at least -1', apiRange: '0 to 100', terraformDefault: '-1', apiDefault: '100'});
    expect(valueSummary({...row, apiProps: {default: '-1', range: [-1, null]}})).toEqual({type: 'int', range: 'at least -1', terraformDefault: '-1'});
  });
});
