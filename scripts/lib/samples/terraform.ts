/**
 * Terraform samples against the Spot provider: parsed with HashiCorp's own HCL
 * parser (compiled to WebAssembly in @cdktf/hcl2json), so a sample that fails
 * here fails in `terraform plan` too. Names are checked, values are not.
 */
import {parse} from '@cdktf/hcl2json';
import type {CodeBlock} from '../code-blocks';
import type {Facts, TerraformLevel} from './facts';
import {didYouMean} from './suggest';
import type {Finding} from './types';

type Body = Record<string, unknown>;

const TERRAFORM_TOP_LEVEL = new Set(['resource', 'data', 'provider', 'terraform', 'module', 'variable', 'output', 'locals', 'import', 'moved', 'removed', 'check']);
/** Meta-arguments whose contents belong to Terraform, not to the resource. */
const OPAQUE_META = new Set(['lifecycle', 'provisioner', 'connection', 'depends_on', 'count', 'for_each', 'provider']);
/** Arguments every provider block accepts. */
const PROVIDER_META = new Set(['alias', 'version']);

const isBody = (value: unknown): value is Body => typeof value === 'object' && value !== null && !Array.isArray(value);
/** hcl2json writes a nested block as a list of bodies; a map or object literal stays a plain object. */
const blockBodies = (value: unknown): Body[] | null =>
  Array.isArray(value) && value.length > 0 && value.every(isBody) ? value : null;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Locates names in the sample's text, since the parser's JSON carries no positions. */
class Locator {
  private readonly lines: string[];
  constructor(private readonly block: CodeBlock) {
    this.lines = block.code.split('\n');
  }
  /** Line of `pattern` at or after `from` (0-based), as a file line. */
  find(pattern: RegExp, from = 0): {index: number; line: number} {
    for (let i = from; i < this.lines.length; i++) {
      if (pattern.test(this.lines[i])) return {index: i, line: this.block.codeLine + i};
    }
    return {index: from, line: this.block.codeLine + from};
  }
  header(kind: string, type: string, name?: string): {index: number; line: number} {
    const label = name ? `\\s+"${escapeRegExp(name)}"` : '';
    return this.find(new RegExp(`^\\s*${kind}\\s+"${escapeRegExp(type)}"${label}`));
  }
  name(key: string, from: number): number {
    return this.find(new RegExp(`^\\s*(${escapeRegExp(key)}\\s*[={]|dynamic\\s+"${escapeRegExp(key)}")`), from).line;
  }
  /** How the sample writes `key` at or after `from`: `key = …` (argument) or `key { … }` (block). */
  form(key: string, from: number): {index: number; line: number; form: 'argument' | 'block' | undefined} {
    const at = this.find(new RegExp(`^\\s*${escapeRegExp(key)}\\s*[={]`), from);
    const text = this.lines[at.index] ?? '';
    const m = text.match(new RegExp(`^\\s*${escapeRegExp(key)}\\s*([={])`));
    return {...at, form: m ? (m[1] === '=' ? 'argument' : 'block') : undefined};
  }
}

const joinPath = (path: string, key: string) => (path ? `${path}.${key}` : key);
const describeLevel = (path: string) => (path ? `block \`${path}\`` : 'top level');

/** Every block path of the tree where `key` is allowed, and as what. */
function placesOf(paths: Record<string, TerraformLevel>, key: string): string[] {
  const places: string[] = [];
  for (const [path, level] of Object.entries(paths)) {
    if (level.arguments.includes(key)) places.push(path ? `under \`${path}\`` : 'at the top level');
    else if (level.blocks.includes(key)) places.push(path ? `as a block under \`${path}\`` : 'as a top-level block');
  }
  return places;
}

/** The spotinst version constraint written in this sample's `required_providers`, if any. */
function spotinstConstraint(parsed: Body): string | undefined {
  for (const terraform of blockBodies(parsed.terraform) ?? []) {
    for (const required of blockBodies(terraform.required_providers) ?? []) {
      const spotinst = required.spotinst;
      if (isBody(spotinst) && typeof spotinst.version === 'string') return spotinst.version;
    }
  }
  return undefined;
}

function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i++) if ((pa[i] ?? 0) !== (pb[i] ?? 0)) return (pa[i] ?? 0) - (pb[i] ?? 0);
  return 0;
}

/** True when every version the constraint admits is older than `removedIn`. */
export function pinsBefore(constraint: string | undefined, removedIn: string): boolean {
  if (!constraint) return false;
  const parts = constraint.split(',').map((p) => p.trim());
  return parts.some((part) => {
    const m = part.match(/^(<=|<|=|~>)?\s*v?(\d+(?:\.\d+){0,2})$/);
    if (!m) return false;
    const [, op = '=', version] = m;
    if (op === '<') return compareVersions(version, removedIn) <= 0;
    if (op === '<=' || op === '=') return compareVersions(version, removedIn) < 0;
    // ~> 1.237.0 admits 1.237.x only; ~> 1.237 admits up to 2.0, which includes the removal.
    return version.split('.').length === 3 && compareVersions(`${version.split('.').slice(0, 2).join('.')}.999`, removedIn) < 0;
  });
}

export type TerraformStats = {resources: number};

export async function checkTerraform(
  file: string,
  block: CodeBlock,
  facts: Facts,
  stats: TerraformStats,
): Promise<Finding[]> {
  const findings: Finding[] = [];
  const where = new Locator(block);
  let parsed: Body;
  try {
    parsed = (await parse(`${file}:${block.line}.tf`, block.code)) as Body;
  } catch (error) {
    const message = String((error as Error).message).replace(/^parse config: \[?/, '').replace(/\]$/, '');
    const at = message.match(/\.tf:(\d+),/);
    return [{file, line: at ? block.codeLine + Number(at[1]) - 1 : block.line, message: `HCL does not parse: ${message}`}];
  }

  const tf = facts.terraform;
  const allNames = new Set(Object.values(tf.resources).flat());
  const topLevel = Object.keys(parsed);
  if (!topLevel.some((key) => TERRAFORM_TOP_LEVEL.has(key))) {
    // Not Terraform (a Nomad job, a Packer file …), unless it is an excerpt of a Spot resource.
    // Spot arguments are unlabelled blocks (a list of bodies); `job "x" {…}` is labelled, so not ours.
    if (topLevel.length > 0 && topLevel.every((key) => allNames.has(key) && blockBodies(parsed[key]))) {
      findings.push({
        file,
        line: block.line,
        message: `an excerpt of a spotinst resource (${topLevel.join(', ')}) cannot be checked or pasted as is: show the whole resource block`,
      });
    }
    return findings;
  }

  const constraint = spotinstConstraint(parsed);
  const checkBody = (type: string, known: Set<string>, body: Body, from: number, trail: string) => {
    for (const [key, value] of Object.entries(body)) {
      if (OPAQUE_META.has(key)) continue;
      if (key === 'dynamic' && isBody(value)) {
        for (const [label, specs] of Object.entries(value)) {
          if (!known.has(label)) {
            findings.push({file, line: where.name(label, from), message: `\`${type}\` has no block \`${label}\` (in dynamic "${label}" at ${trail})${didYouMean(label, known)}`});
          }
          for (const spec of blockBodies(specs) ?? []) {
            for (const content of blockBodies(spec.content) ?? []) checkBody(type, known, content, from, `${trail}.${label}`);
          }
        }
        continue;
      }
      if (!known.has(key)) {
        findings.push({file, line: where.name(key, from), message: `\`${type}\` has no argument or block \`${key}\` (at ${trail})${didYouMean(key, known)}`});
        continue;
      }
      for (const nested of blockBodies(value) ?? []) checkBody(type, known, nested, where.name(key, from) - block.codeLine, `${trail}.${key}`);
    }
  };

  /**
   * The provider's Go schema as a tree: a name must sit at its own depth, and be
   * written as what it is there (`x = …` for an argument, `x { … }` for a block).
   */
  const checkTree = (type: string, paths: Record<string, TerraformLevel>, body: Body, path: string, from: number, trail: string) => {
    const level = paths[path] ?? {arguments: [], blocks: []};
    const here = [...level.arguments, ...level.blocks];
    const misplaced = (key: string, line: number, what: string) => {
      const places = placesOf(paths, key);
      findings.push({
        file,
        line,
        message: places.length
          ? `\`${key}\` is not ${what} of \`${type}\`'s ${describeLevel(path)} (at ${trail}); the provider has it ${places.join(', ')}`
          : `\`${type}\` has no argument or block \`${key}\` (at ${trail})${didYouMean(key, here)}`,
      });
    };
    for (const [key, value] of Object.entries(body)) {
      if (OPAQUE_META.has(key)) continue;
      if (key === 'dynamic' && isBody(value)) {
        for (const [label, specs] of Object.entries(value)) {
          if (!level.blocks.includes(label)) {
            const line = where.name(label, from);
            if (placesOf(paths, label).length) misplaced(label, line, 'a block');
            else findings.push({file, line, message: `\`${type}\` has no block \`${label}\` (in dynamic "${label}" at ${trail})${didYouMean(label, level.blocks)}`});
            continue;
          }
          for (const spec of blockBodies(specs) ?? []) {
            for (const content of blockBodies(spec.content) ?? []) checkTree(type, paths, content, joinPath(path, label), from, `${trail}.${label}`);
          }
        }
        continue;
      }
      const at = where.form(key, from);
      if (level.arguments.includes(key)) {
        if (at.form === 'block') {
          findings.push({file, line: at.line, message: `\`${key}\` is an argument of \`${type}\`'s ${describeLevel(path)}, not a block: write \`${key} = …\` (at ${trail})`});
        }
        continue;
      }
      if (level.blocks.includes(key)) {
        if (at.form === 'argument') {
          findings.push({file, line: at.line, message: `\`${key}\` is a block of \`${type}\`'s ${describeLevel(path)}, not an argument: write \`${key} { … }\` without \`=\` (at ${trail})`});
          continue;
        }
        for (const nested of blockBodies(value) ?? []) checkTree(type, paths, nested, joinPath(path, key), at.index, `${trail}.${key}`);
        continue;
      }
      misplaced(key, at.line, 'an argument or block');
    }
  };

  for (const kind of ['resource', 'data'] as const) {
    const byType = parsed[kind];
    if (!isBody(byType)) continue;
    for (const [type, instances] of Object.entries(byType)) {
      if (!type.startsWith('spotinst_') || !isBody(instances)) continue;
      for (const [name, bodies] of Object.entries(instances)) {
        stats.resources++;
        const header = where.header(kind, type, name);
        let known = tf.resources[type];
        if (!known) {
          const removed = facts.terraformRemoved.resources[type];
          const removedIn = facts.terraformRemoved.removed_in;
          if (removed && pinsBefore(constraint, removedIn)) {
            known = removed;
          } else if (removed) {
            findings.push({file, line: header.line, message: `\`${type}\` was removed from the provider in ${removedIn} (${facts.terraformRemoved.removed_date}); a sample kept for existing users must pin \`version = "< ${removedIn}"\` in its required_providers`});
            continue;
          } else if (tf.removed_resources.includes(type)) {
            findings.push({file, line: header.line, message: `\`${type}\` has been removed from the provider`});
            continue;
          } else {
            findings.push({file, line: header.line, message: `the provider has no ${kind === 'data' ? 'data source' : 'resource'} \`${type}\`${didYouMean(type, Object.keys(tf.resources))}`});
            continue;
          }
        }
        const tree = kind === 'resource' ? facts.terraformSchema.resources[type]?.paths : undefined;
        for (const body of blockBodies(bodies) ?? []) {
          if (tree) checkTree(type, tree, body, '', header.index, `${type}.${name}`);
          else checkBody(type, new Set(known), body, header.index, `${type}.${name}`);
        }
      }
    }
  }

  const providers = parsed.provider;
  if (isBody(providers)) {
    for (const body of blockBodies(providers.spotinst) ?? []) {
      const from = where.header('provider', 'spotinst').index;
      for (const key of Object.keys(body)) {
        if (!tf.provider_arguments.includes(key) && !PROVIDER_META.has(key)) {
          findings.push({file, line: where.name(key, from), message: `provider "spotinst" has no argument \`${key}\`${didYouMean(key, tf.provider_arguments)}`});
        }
      }
    }
  }
  return findings;
}
