/**
 * The SDK's request structs (spotinst/spotinst-sdk-go): each struct's fields
 * with their JSON names and the type they hold, and which field each SetX
 * method writes. The provider builds request bodies only through these
 * setters, so a setter plus the struct tags is the API attribute.
 */
import {blankComments, functionsOf, importsOf, matchClose} from './go-source';
import type {Repo} from './repo';

export const SDK_MODULE = 'github.com/spotinst/spotinst-sdk-go/';

/** A type as "<import path>.<Name>"; primitives keep their Go name. */
export type TypeRef = string;
export type Field = {json: string; type: TypeRef; list: boolean};
export type Struct = {fields: Map<string, Field>; setters: Map<string, string>; embeds: TypeRef[]};

export type SdkTypes = {
  struct: (ref: TypeRef) => Struct | undefined;
  /** Shortest chain of Go field names from one struct to another (empty when equal). */
  route: (from: TypeRef, to: TypeRef) => string[][] ;
};

export function loadSdk(repo: Repo): SdkTypes {
  const packages = new Map<string, Map<string, Struct>>();
  const load = (importPath: string): Map<string, Struct> => {
    const known = packages.get(importPath);
    if (known) return known;
    const structs = new Map<string, Struct>();
    packages.set(importPath, structs);
    const folder = importPath.slice(SDK_MODULE.length);
    for (const file of repo.list(folder).filter((f) => f.endsWith('.go') && !f.endsWith('_test.go'))) {
      readFile(blankComments(repo.read(file)), importPath, structs);
    }
    return structs;
  };
  const own = (ref: TypeRef): Struct | undefined => {
    const dot = ref.lastIndexOf('.');
    if (dot < 0 || !ref.startsWith(SDK_MODULE)) return undefined;
    return load(ref.slice(0, dot)).get(ref.slice(dot + 1));
  };
  // Go promotes an embedded struct's fields and methods: merge them in, own ones first.
  const merged = new Map<TypeRef, Struct | undefined>();
  const struct = (ref: TypeRef): Struct | undefined => {
    if (merged.has(ref)) return merged.get(ref);
    const base = own(ref);
    merged.set(ref, base);
    if (!base?.embeds.length) return base;
    const out: Struct = {fields: new Map(), setters: new Map(), embeds: base.embeds};
    for (const e of base.embeds.map(struct)) {
      for (const [k, v] of e?.fields ?? []) out.fields.set(k, v);
      for (const [k, v] of e?.setters ?? []) out.setters.set(k, v);
    }
    for (const [k, v] of base.fields) out.fields.set(k, v);
    for (const [k, v] of base.setters) out.setters.set(k, v);
    merged.set(ref, out);
    return out;
  };
  const route = (from: TypeRef, to: TypeRef): string[][] => {
    // Breadth first over struct-typed fields; every shortest route is returned
    // so that callers can tell a unique route from an ambiguous one.
    if (from === to) return [[]];
    let frontier: {at: TypeRef; path: string[]}[] = [{at: from, path: []}];
    const seen = new Set([from]);
    for (let depth = 0; depth < 6 && frontier.length; depth++) {
      const next: typeof frontier = [];
      const hits: string[][] = [];
      for (const {at, path} of frontier) {
        for (const [name, field] of struct(at)?.fields ?? []) {
          if (field.type === to) hits.push([...path, name]);
          else if (!seen.has(field.type) && struct(field.type)) next.push({at: field.type, path: [...path, name]});
        }
      }
      if (hits.length) return hits;
      for (const n of next) seen.add(n.at);
      frontier = next;
    }
    return [];
  };
  return {struct, route};
}

const PRIMITIVES = new Set(['string', 'int', 'int64', 'float64', 'bool', 'interface{}', 'any']);

function readFile(src: string, importPath: string, structs: Map<string, Struct>): void {
  const imports = importsOf(src);
  const resolve = (goType: string): {type: TypeRef; list: boolean} => {
    const list = /^\*?\[\]/.test(goType) || goType.startsWith('map[');
    const base = goType.replace(/^map\[[^\]]*\]/, '').replace(/[*[\]]/g, '');
    if (PRIMITIVES.has(base)) return {type: base, list};
    const [alias, name] = base.includes('.') ? base.split('.') : [undefined, base];
    return {type: alias ? `${imports.get(alias) ?? alias}.${name}` : `${importPath}.${name}`, list};
  };
  const structOf = (name: string): Struct => {
    let s = structs.get(name);
    if (!s) structs.set(name, (s = {fields: new Map(), setters: new Map(), embeds: []}));
    return s;
  };
  const re = /^type\s+(\w+)\s+struct\s*\{/gm;
  for (let m = re.exec(src); m; m = re.exec(src)) {
    const open = m.index + m[0].length - 1;
    const body = src.slice(open + 1, matchClose(src, open));
    const s = structOf(m[1]);
    for (const line of body.split('\n')) {
      const f = /^\s*(\w+)\s+(\S+)\s+`[^`]*json:"([^",]*)/.exec(line);
      if (f && f[3] && f[3] !== '-') s.fields.set(f[1], {json: f[3], ...resolve(f[2])});
      // An embedded struct (`AutoScale` alone on its line): its fields sit at this level of the JSON.
      const embedded = /^\s*\*?([\w.]+)\s*(`[^`]*`)?\s*$/.exec(line);
      if (embedded && !/json:"[^",]+/.test(embedded[2] ?? '')) s.embeds.push(resolve(embedded[1]).type);
    }
  }
  for (const fn of functionsOf(src)) {
    if (!fn.receiver || !fn.name.startsWith('Set')) continue;
    const assigned = /\bo\.(\w+)\s*=\s*v\b/.exec(src.slice(fn.bodyStart, fn.bodyEnd));
    if (assigned) structOf(fn.receiver).setters.set(fn.name, assigned[1]);
  }
}
