/**
 * Refreshes src/data/facts/spot-api-bodies.json from a checkout of the public
 * API reference (spotinst/openapi):
 *
 *   npx tsx scripts/facts/api-request-bodies.ts <openapi-checkout> > src/data/facts/spot-api-bodies.json
 *
 * For every operation with a JSON request body it records the tree of property
 * names the body may have, following `$ref`s across files and merging `allOf`,
 * `oneOf` and `anyOf`. Schemas are stored once each (a body tree repeats the
 * same group or launch-spec schema many times) and refer to each other by
 * number, which also keeps the recursive schemas finite.
 */
import path from 'node:path';
import {sourceStamp} from './source-stamp';
import $RefParser from '@apidevtools/json-schema-ref-parser';
import {schemaTable, type OpenApiSchema} from './schema-table';

type Operation = {requestBody?: {content?: Record<string, {schema?: OpenApiSchema}>}};
type PathItem = Partial<Record<'get' | 'post' | 'put' | 'delete' | 'patch', Operation>>;

async function main(): Promise<void> {
  const checkout = process.argv[2];
  if (!checkout) {
    console.error('usage: tsx scripts/facts/api-request-bodies.ts <spotinst/openapi checkout>');
    process.exit(2);
  }
  const spec = (await $RefParser.dereference(path.join(checkout, 'api/spot.yaml'), {dereference: {circular: true}})) as {
    paths: Record<string, PathItem>;
  };
  const table = schemaTable();
  const operations: Record<string, number> = {};
  for (const [route, item] of Object.entries(spec.paths)) {
    for (const method of ['get', 'post', 'put', 'delete', 'patch'] as const) {
      const content = item[method]?.requestBody?.content ?? {};
      const schema = content['application/json']?.schema ?? Object.values(content)[0]?.schema;
      if (schema) operations[`${method.toUpperCase()} ${route}`] = table.idOf(schema);
    }
  }
  const facts = {
    source: 'public repository spotinst/openapi (api/spot.yaml and the files it references)',
    ...sourceStamp(checkout),
    how: 'schemas[n]: properties (name -> schema number, 0 = a value with no named properties) and open (true when any name is allowed: additionalProperties, or an object schema without properties); operations: "METHOD /path" -> schema number of the JSON request body',
    operations,
    schemas: table.schemas,
  };
  process.stdout.write(`${JSON.stringify(facts)}\n`);
}

void main();
