/**
 * Refreshes src/data/facts/spot-api-operation-ids.json from a checkout of the
 * public API reference (spotinst/openapi):
 *
 *   npx tsx scripts/facts/api-operation-ids.ts <openapi-checkout> > src/data/facts/spot-api-operation-ids.json
 *
 * The reference's pages are addressed by operationId
 * (https://docs.spot.io/api/#operation/<operationId>), which spot-api.json does
 * not keep. `api/spot.yaml` maps each path to a path file; each method in that
 * file names its operationId. The build reads only the JSON this writes.
 */
import path from 'node:path';
import {sourceStamp} from './source-stamp';
import $RefParser from '@apidevtools/json-schema-ref-parser';

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

type PathItem = Partial<Record<(typeof METHODS)[number], {operationId?: string}>>;

/**
 * `"METHOD /path"` → operationId for every operation of the reference that has one.
 * The path files are read through the same parser as api-request-bodies.ts: it
 * accepts the reference's YAML as the reference's own tooling does.
 */
export async function operationIds(specFile: string): Promise<Record<string, string>> {
  const spec = (await $RefParser.dereference(specFile, {dereference: {circular: true}})) as {paths: Record<string, PathItem>};
  const ids: Record<string, string> = {};
  for (const [route, item] of Object.entries(spec.paths)) {
    for (const method of METHODS) {
      const id = item[method]?.operationId;
      if (id) ids[`${method.toUpperCase()} ${route}`] = id;
    }
  }
  return ids;
}

async function main(): Promise<void> {
  const checkout = process.argv[2];
  if (!checkout) {
    console.error('usage: tsx scripts/facts/api-operation-ids.ts <spotinst/openapi checkout>');
    process.exit(2);
  }
  const facts = {
    source: 'public repository spotinst/openapi (api/spot.yaml and its path files)',
    ...sourceStamp(checkout),
    how: 'operations: "METHOD /path template" -> operationId; the reference page of an operation is https://docs.spot.io/api/#operation/<operationId>',
    operations: await operationIds(path.join(checkout, 'api/spot.yaml')),
  };
  process.stdout.write(`${JSON.stringify(facts, null, 1)}\n`);
}

void main();
