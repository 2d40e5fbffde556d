/**
 * Where the provider puts each Terraform value into the request: every place
 * a field is read (`resourceData.Get(string(X))`, `m[string(X)]`) and the SDK
 * setter that the value reaches inside the same `if` block, with the SDK
 * struct the setter belongs to. A name used in several blocks has several
 * uses; the caller picks the one whose struct sits under the block's own.
 */
import {functionsOf, importsOf, lineAt, matchClose, type GoFunction} from './go-source';
import type {ProviderPackage} from './provider-schema';
import {SDK_MODULE, type SdkTypes, type TypeRef} from './sdk-types';

export type SetterUse = {
  /** Terraform name read */
  name: string;
  /** SDK struct whose setter receives it */
  struct: TypeRef;
  /** Go field the setter writes */
  field: string;
  /** Go field names from the resource's root struct to `struct`, when the receiver is a chain from it */
  fromRoot?: string[];
  where: string;
  /** the function the setter call is in (expandAutoscaleHeadroomsAutomatic…) */
  fn: string;
};

const GETTER = /(?:\[|\bGet\(|\bGetOk\(|\bGetOkExists\()string\((\w+)\)/g;
const SETTER = /\b([a-zA-Z_]\w*(?:\.[A-Z]\w*)*)\.(Set[A-Z]\w*)\(/g;

/**
 * @param wrapperTypes commons wrapper getter name (GetElastigroup) -> the SDK struct it returns
 * @param root the resource's root struct (the body's top-level object)
 */
export function setterUses(pkg: ProviderPackage, sdk: SdkTypes, wrapperTypes: Map<string, TypeRef>, root: TypeRef): SetterUse[] {
  const uses: SetterUse[] = [];
  for (const {name: file, src} of pkg.files) {
    const imports = importsOf(src);
    for (const fn of functionsOf(src)) {
      const body = src.slice(fn.bodyStart, fn.bodyEnd + 1);
      const getters = [...body.matchAll(GETTER)].map((m) => ({constant: m[1], at: m.index, end: scopeEnd(body, m.index)}));
      const setters = [...body.matchAll(SETTER)].map((s) => {
        const open = s.index + s[0].length - 1;
        const argsEnd = matchClose(body, open);
        // `x.SetAutoScale(&aws.AutoScaleKubernetes{})` only makes room for a nested value.
        const makesRoom = /^&\w+\.\w+\{\}$/.test(body.slice(open + 1, argsEnd).trim());
        return {receiver: s[1].split('.'), setter: s[2], at: s.index, argsEnd, makesRoom};
      });
      const record = (name: string, receiver: string[], setter: string, at: number) => {
        if (receiver[0] === 'resourceData' || receiver[0] === 'd') return false;
        const start = typeOf(receiver[0], fn, src, body, at, imports, wrapperTypes);
        if (!start) return false;
        let struct = start;
        for (const f of receiver.slice(1)) struct = sdk.struct(struct)?.fields.get(f)?.type ?? '';
        const field = sdk.struct(struct)?.setters.get(setter);
        if (!field) return false;
        uses.push({name, struct, field, ...(start === root ? {fromRoot: receiver.slice(1)} : {}), where: `${file}:${lineAt(src, fn.bodyStart + at)}`, fn: fn.name});
        return true;
      };
      for (const g of getters) {
        const name = pkg.names.get(g.constant);
        if (!name) continue;
        // 1. The value passed straight to a setter: `x.SetY(spotinst.String(resourceData.Get(string(K)).(string)))`.
        const enclosing = setters.filter((s) => s.at < g.at && g.at < s.argsEnd).sort((a, b) => b.at - a.at)[0];
        if (enclosing && record(name, enclosing.receiver, enclosing.setter, enclosing.at)) continue;
        // 2. A field of a struct literal: `&aws.Tag{Key: spotinst.String(attr[string(TagKey)].(string))}`.
        const literal = literalField(body, g.at, imports);
        if (literal && sdk.struct(literal.struct)?.fields.has(literal.field)) {
          uses.push({name, struct: literal.struct, field: literal.field, where: `${file}:${lineAt(src, fn.bodyStart + g.at)}`, fn: fn.name});
          continue;
        }
        // 3. The setters in the block the read opens, except those of reads nested in it.
        const nested = getters.filter((o) => o.at > g.at && o.at < g.end);
        let found = false;
        for (const s of setters) {
          if (s.makesRoom || s.at < g.at || s.at > g.end || nested.some((o) => s.at > o.at && s.at < o.end)) continue;
          found = record(name, s.receiver, s.setter, s.at) || found;
        }
        // 4. The value built inside the block and set after it: `if v, ok := GetOk(...) {scheduling = ...}; cluster.SetScheduling(scheduling)`.
        // Only a setter whose argument is a variable the block assigned: a setter that merely follows
        // the block (an `if` that returns an error, then `x.SetId(...)`) is not the read's.
        if (!found) {
          const assigned = new Set([...body.slice(g.at, g.end).matchAll(/\b(\w+)(?:\s*,\s*\w+)?\s*:?=(?!=)/g)].map((m) => m[1]).filter((v) => v !== 'v' && v !== 'ok'));
          const next = Math.min(...getters.filter((o) => o.at >= g.end).map((o) => o.at), body.length);
          const after = setters.find(
            (s) => !s.makesRoom && s.at > g.end && s.at < next && [...assigned].some((v) => new RegExp(`\\b${v}\\b`).test(body.slice(s.at, s.argsEnd))),
          );
          if (after) record(name, after.receiver, after.setter, after.at);
        }
      }
    }
  }
  return uses;
}

/** The struct literal field a read is the value of, if it is one. */
function literalField(body: string, at: number, imports: Map<string, string>): {struct: TypeRef; field: string} | undefined {
  let depth = 0;
  let keyStart = -1;
  for (let i = at - 1; i >= 0; i--) {
    const c = body[i];
    if (c === ')' || c === ']' || c === '}') depth++;
    else if (c === '(' || c === '[') {
      // Unmatched: the read sits inside a call that makes the field's value (`spotinst.String(...)`).
      if (depth > 0) depth--;
    } else if (c === '{') {
      if (depth-- > 0) continue;
      const type = /&?(\w+)\.(\w+)\s*$/.exec(body.slice(Math.max(0, i - 80), i));
      const key = /^\s*(\w+)\s*:/.exec(body.slice(keyStart < 0 ? i + 1 : keyStart, at));
      const path = type ? imports.get(type[1]) : undefined;
      return type && key && path?.startsWith(SDK_MODULE) ? {struct: `${path}.${type[2]}`, field: key[1]} : undefined;
    } else if (c === ',' && depth === 0 && keyStart < 0) keyStart = i + 1;
  }
  return undefined;
}

/** End of the block a getter opens (`if v, ok := m[...]; ok {`), else of its statement run. */
function scopeEnd(body: string, at: number): number {
  const lineEnd = body.indexOf('\n', at);
  const line = body.slice(at, lineEnd);
  if (/\{\s*$/.test(line)) return matchClose(body, at + line.lastIndexOf('{'));
  // A plain statement (`v := resourceData.Get(...)`): the value is used in the
  // statements that follow, up to the end of the enclosing block.
  let depth = 0;
  for (let i = lineEnd; i < body.length; i++) {
    if (body[i] === '{') depth++;
    else if (body[i] === '}' && depth-- === 0) return i;
  }
  return body.length;
}

/** The SDK struct a variable holds at a point of a function, from its declaration. */
function typeOf(
  ident: string,
  fn: GoFunction,
  src: string,
  body: string,
  at: number,
  imports: Map<string, string>,
  wrapperTypes: Map<string, TypeRef>,
): TypeRef | undefined {
  const before = body.slice(0, at);
  const qualified = (alias: string, name: string) => {
    const path = imports.get(alias);
    return path?.startsWith(SDK_MODULE) ? `${path}.${name}` : undefined;
  };
  const patterns: [RegExp, (m: RegExpExecArray) => TypeRef | undefined][] = [
    [new RegExp(`\\b${ident}\\s*:?=\\s*&?(\\w+)\\.(\\w+)\\{`, 'g'), (m) => qualified(m[1], m[2])],
    [new RegExp(`\\b${ident}\\s*:?=\\s*new\\((\\w+)\\.(\\w+)\\)`, 'g'), (m) => qualified(m[1], m[2])],
    [new RegExp(`\\bvar\\s+${ident}\\s+\\*?(\\w+)\\.(\\w+)`, 'g'), (m) => qualified(m[1], m[2])],
    [new RegExp(`\\b${ident}\\s*:?=\\s*\\w+\\.(Get\\w+)\\(\\)`, 'g'), (m) => wrapperTypes.get(m[1])],
  ];
  let best: {at: number; type: TypeRef} | undefined;
  for (const [re, resolve] of patterns) {
    for (let m = re.exec(before); m; m = re.exec(before)) {
      const type = resolve(m);
      if (type && (!best || m.index > best.at)) best = {at: m.index, type};
    }
  }
  if (best) return best.type;
  const param = new RegExp(`\\b${ident}\\s+\\*?(\\w+)\\.(\\w+)`).exec(fn.params);
  return param ? qualified(param[1], param[2]) : undefined;
}
