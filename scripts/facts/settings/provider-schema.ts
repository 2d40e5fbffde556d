/**
 * The Terraform schema of one resource as the provider's Go code declares it:
 * every argument and block at every depth with what `terraform plan` enforces
 * (type, required, default, force-new, allowed values, conflicts, item limits).
 * Each field package registers its top-level fields with
 * commons.NewGenericField(category, Name, &schema.Schema{...}, read, create, update, ...);
 * nested blocks are schema.Resource literals in `Elem`.
 */
import {blankComments, matchClose, splitTopLevel} from './go-source';
import type {Repo} from './repo';
import type {TfAttributes} from '../../../src/data/settings-reference';

/** An integer the provider's schema gives as Default only to mean "not set" (it sends null instead). */
const UNSET_MARKER = '1357997531';

// The row shape the pages read is defined once, beside the data it describes.
export type {TfAttributes} from '../../../src/data/settings-reference';

export type ProviderPackage = {
  files: {name: string; src: string}[];
  /** Go constant name -> Terraform name */
  names: Map<string, string>;
};

export function loadPackage(repo: Repo, folder: string): ProviderPackage {
  const files = repo
    .list(folder)
    .filter((f) => f.endsWith('.go') && !f.endsWith('_test.go'))
    .map((name) => ({name, src: blankComments(repo.read(name))}));
  const strings = new Map<string, string>();
  const names = new Map<string, string>();
  for (const {src} of files) {
    // Field names are string constants of several named types (commons.FieldName,
    // TagField, DimensionField...), sometimes a prefix constant plus a literal.
    for (const m of src.matchAll(/^\s*(\w+)(?:\s+[\w.]+)?\s*=\s*((?:\w+\s*\+\s*)?"[^"]*")\s*$/gm)) {
      const value = m[2].replace(/^(\w+)\s*\+\s*"([^"]*)"$/, (_, prefix: string, rest: string) => `"${strings.get(prefix) ?? ''}${rest}"`);
      strings.set(m[1], JSON.parse(value) as string);
      names.set(m[1], strings.get(m[1])!);
    }
  }
  return {files, names};
}

/** Terraform path -> attributes, for every field package of a resource. */
export function schemaTree(packages: ProviderPackage[]): Map<string, TfAttributes> {
  const tree = new Map<string, TfAttributes>();
  for (const pkg of packages) {
    for (const {src} of pkg.files) {
      for (const m of src.matchAll(/commons\.NewGenericField\(/g)) {
        const open = m.index + m[0].length - 1;
        const args = splitTopLevel(src.slice(open + 1, matchClose(src, open)));
        const name = pkg.names.get(args[1].trim());
        if (name) readSchemaExpression(args[2], name, pkg, tree);
      }
    }
  }
  return tree;
}

/**
 * A field's schema is a literal, or a function of the package that returns one,
 * possibly a shared base schema with more entries added to its Elem
 * (`s[string(Threshold)] = &schema.Schema{...}`).
 */
function readSchemaExpression(expr: string, path: string, pkg: ProviderPackage, tree: Map<string, TfAttributes>): void {
  const literal = /^&schema\.Schema\{([\s\S]*)\}$/.exec(expr);
  if (literal) {
    readSchema(literal[1], path, pkg, tree);
    return;
  }
  const call = /^(\w+)\(\)$/.exec(expr);
  const fn = call && findFunction(pkg, call[1]);
  if (!fn) throw new Error(`schema of ${path}: cannot read ${expr.slice(0, 60)}`);
  const returned = /return\s+(&schema\.Schema\{)/.exec(fn);
  if (returned) {
    const open = returned.index + returned[0].length - 1;
    readSchema(fn.slice(open + 1, matchClose(fn, open)), path, pkg, tree);
    return;
  }
  const base = /\w+\s*:=\s*(\w+\(\))/.exec(fn);
  if (!base) throw new Error(`schema of ${path}: no schema in ${call[1]}`);
  readSchemaExpression(base[1], path, pkg, tree);
  for (const m of fn.matchAll(/\w+\[string\((\w+)\)\]\s*=\s*&schema\.Schema\{/g)) {
    const open = m.index + m[0].length - 1;
    const child = pkg.names.get(m[1]);
    if (child) readSchema(fn.slice(open + 1, matchClose(fn, open)), `${path}.${child}`, pkg, tree);
  }
}

function findFunction(pkg: ProviderPackage, name: string): string | undefined {
  for (const {src} of pkg.files) {
    const m = new RegExp(`^func ${name}\\(\\)[^{]*\\{`, 'm').exec(src);
    if (m) {
      const open = m.index + m[0].length - 1;
      return src.slice(open, matchClose(src, open) + 1);
    }
  }
  return undefined;
}

function readSchema(body: string, path: string, pkg: ProviderPackage, tree: Map<string, TfAttributes>): void {
  const attrs: TfAttributes = {type: ''};
  for (const part of splitTopLevel(body)) {
    const kv = /^(\w+)\s*:\s*([\s\S]*)$/.exec(part);
    if (!kv) continue;
    const [, key, value] = kv;
    switch (key) {
      case 'Type':
        attrs.type = value.replace('schema.Type', '');
        break;
      case 'Required':
        if (value === 'true') attrs.required = true;
        break;
      case 'Computed':
        if (value === 'true') attrs.computed = true;
        break;
      case 'ForceNew':
        if (value === 'true') attrs.forceNew = true;
        break;
      case 'Default':
        // The provider's "not set" marker: it sends null for 1357997531 (the hop limit's setters in
        // fields_spotinst_ocean_aws_launch_spec.go and …_launch_configuration.go), so there is no default.
        if (value !== UNSET_MARKER) attrs.default = goValue(value);
        break;
      case 'MaxItems':
        attrs.maxItems = Number(value);
        break;
      case 'MinItems':
        attrs.minItems = Number(value);
        break;
      case 'Deprecated':
        attrs.deprecated = true;
        break;
      case 'ConflictsWith':
        attrs.conflictsWith = [...value.matchAll(/string\((\w+)\)|"([^"]+)"/g)].map((c) => (c[1] ? (pkg.names.get(c[1]) ?? c[1]) : c[2]));
        break;
      case 'ValidateFunc':
      case 'ValidateDiagFunc':
        Object.assign(attrs, validation(value));
        break;
      case 'Elem': {
        const resource = /^&schema\.Resource\{[\s\S]*?Schema:\s*map\[string\]\*schema\.Schema\{([\s\S]*)\}\s*,?\s*\}$/.exec(value);
        if (resource) {
          attrs.block = true;
          for (const entry of splitTopLevel(resource[1])) {
            const e = /^(?:string\((\w+)\)|"([^"]+)")\s*:\s*(?:&schema\.Schema)?\{([\s\S]*)\}$/.exec(entry);
            if (!e) continue;
            const child = e[1] ? pkg.names.get(e[1]) : e[2];
            if (child) readSchema(e[3], `${path}.${child}`, pkg, tree);
          }
        } else {
          const elem = /^&schema\.Schema\{[\s\S]*?Type:\s*schema\.Type(\w+)/.exec(value);
          if (elem) attrs.elemType = elem[1];
        }
        break;
      }
    }
  }
  tree.set(path, attrs);
}

function goValue(value: string): string {
  const s = /^"([^"]*)"$/.exec(value);
  return s ? s[1] : value;
}

function validation(value: string): Partial<TfAttributes> {
  const inSlice = /StringInSlice\(\s*\[\]string\{([^}]*)\}/.exec(value);
  if (inSlice) return {allowed: [...inSlice[1].matchAll(/"([^"]*)"/g)].map((m) => m[1])};
  const between = /(?:IntBetween|FloatBetween)\(\s*(-?[\d.]+)\s*,\s*(-?[\d.]+)\s*\)/.exec(value);
  if (between) return {range: [Number(between[1]), Number(between[2])]};
  const atLeast = /(?:IntAtLeast|FloatAtLeast)\(\s*(-?[\d.]+)\s*\)/.exec(value);
  if (atLeast) return {range: [Number(atLeast[1]), null]};
  const atMost = /(?:IntAtMost|FloatAtMost)\(\s*(-?[\d.]+)\s*\)/.exec(value);
  if (atMost) return {range: [null, Number(atMost[1])]};
  return {};
}
