/**
 * Writes src/data/facts/settings/<resource>.json: for the four core AWS
 * resources, one row per Terraform argument at every depth, with the API
 * attribute of the create body it becomes and what the provider and the API
 * reference say of its values.
 *
 *   npx tsx scripts/facts/settings-reference.ts <terraform-provider-spotinst> <spotinst-sdk-go> <openapi>
 *
 * Each argument is a git repository (a checkout or a bare mirror); files are
 * read at HEAD, and the output carries each one's commit and date. Console
 * places and labels are not here: they are written by hand in
 * src/data/settings-console/, each with its source.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import $RefParser from '@apidevtools/json-schema-ref-parser';
import {sourceStamp} from './source-stamp';
import {openRepo} from './settings/repo';
import {blankComments, importsOf} from './settings/go-source';
import {loadPackage, schemaTree, type ProviderPackage} from './settings/provider-schema';
import {setterUses} from './settings/provider-setters';
import {loadSdk, SDK_MODULE, type TypeRef} from './settings/sdk-types';
import type {Schema} from './settings/openapi-props';
import {resolveRows} from './settings/resolve';
import {SETTINGS_RESOURCES} from '../../src/data/settings-resources';

async function main(): Promise<void> {
  const [providerDir, sdkDir, openapiDir] = process.argv.slice(2);
  if (!openapiDir) {
    console.error('usage: tsx scripts/facts/settings-reference.ts <terraform-provider-spotinst> <spotinst-sdk-go> <openapi>');
    process.exit(2);
  }
  const provider = openRepo(providerDir);
  const sdk = loadSdk(openRepo(sdkDir));
  const spec = (await $RefParser.dereference(path.join(openapiDir, 'api/spot.yaml'), {dereference: {circular: true}})) as {
    paths: Record<string, Record<string, {requestBody?: {content?: Record<string, {schema?: Schema}>}}>>;
  };
  const packagesOf = providerPackages(provider);
  const stamp = (dir: string, repository: string) => ({repository, ...sourceStamp(dir)});
  const sources = [
    stamp(providerDir, 'spotinst/terraform-provider-spotinst'),
    stamp(sdkDir, 'spotinst/spotinst-sdk-go'),
    stamp(openapiDir, 'spotinst/openapi'),
  ];
  mkdirSync(OUT_DIR, {recursive: true});
  for (const resource of SETTINGS_RESOURCES) {
    const root: TypeRef = `${SDK_MODULE}${resource.sdkStruct}`;
    const packages = packagesOf(resource.terraform);
    const tree = schemaTree(packages.map((p) => p.pkg));
    const packageOf = new Map<string, string>();
    for (const {folder, pkg} of packages) {
      const section = sectionName(folder, resource.terraform);
      for (const top of schemaTree([pkg]).keys()) if (!top.includes('.')) packageOf.set(top, section);
    }
    const wrappers = new Map([[resource.wrapperGetter, root]]);
    const uses = packages.flatMap(({pkg}) => setterUses(pkg, sdk, wrappers, root));
    const [method, route] = resource.createOperation.split(' ');
    const body = spec.paths[route]?.[method.toLowerCase()]?.requestBody?.content?.['application/json']?.schema;
    if (!body) throw new Error(`${resource.createOperation}: no JSON request body in the API reference`);
    const facts = {
      resource: resource.terraform,
      sources,
      how: HOW,
      createOperation: resource.createOperation,
      rows: resolveRows({tree, packageOf, uses, sdk, root, bodyKey: resource.bodyKey, body}),
    };
    const file = path.join(OUT_DIR, `${resource.terraform}.json`);
    writeFileSync(file, `${JSON.stringify(facts, null, 1)}\n`);
    console.log(`${file}: ${facts.rows.length} rows, ${facts.rows.filter((r) => r.api).length} with an API attribute`);
  }
}

const OUT_DIR = 'src/data/facts/settings';
const HOW =
  'rows: every argument and block of the Go schema at every depth (tf: type, required, default, forceNew, allowed, range, conflictsWith, maxItems); section: the provider field package of its top-level argument; api: the create-body attribute the provider sets it through (SDK setter -> struct json tags); inReference: whether api/spot.yaml describes that attribute; apiProps: its type, enum, default and bounds there; via: the provider line of the setter call';

/** `spotinst/elastigroup_aws_strategy` -> `strategy`; the resource's own package -> `general`. */
function sectionName(folder: string, terraform: string): string {
  const last = folder.split('/').pop()!;
  const stem = terraform.replace(/^spotinst_/, '');
  const short = last.replace(new RegExp(`^(${stem}|managed_instances?_aws|managed_instance)_?`), '');
  return short || 'general';
}

/** The field packages a resource's setup function registers, read from provider.go's resource map. */
function providerPackages(provider: ReturnType<typeof openRepo>) {
  const providerGo = provider.read('spotinst/provider.go');
  const commons = provider
    .list('spotinst/commons')
    .filter((f) => f.endsWith('.go'))
    .map((f) => provider.read(f))
    .join('\n');
  return (terraform: string): {folder: string; pkg: ProviderPackage}[] => {
    // ResourcesMap keys are constants of package commons: `string(commons.ElastigroupAWSResourceName): resourceSpotinstElastigroupAWS(),`
    const name = new RegExp(`^\\s*(\\w+)\\s+ResourceName\\s*=\\s*"${terraform}"`, 'm').exec(commons)?.[1];
    const constructor = name && new RegExp(`string\\(commons\\.${name}\\):\\s*(\\w+)\\(\\)`).exec(providerGo)?.[1];
    if (!constructor) throw new Error(`${terraform}: not in provider.go`);
    const file = provider.list('spotinst').find((f) => new RegExp(`^func ${constructor}\\(`, 'm').test(provider.read(f)));
    if (!file) throw new Error(`${terraform}: no file defines ${constructor}`);
    const src = blankComments(provider.read(file));
    const imports = importsOf(src);
    const setup = /^func setup\w*Resource\(\)\s*\{([\s\S]*?)^\}/m.exec(src)?.[1] ?? '';
    return [...setup.matchAll(/^\s*(\w+)\.Setup\(fieldsMap\)/gm)].map((m) => {
      const folder = imports.get(m[1])!.replace('github.com/spotinst/terraform-provider-spotinst/', '');
      return {folder, pkg: loadPackage(provider, folder)};
    });
  };
}

void main();
