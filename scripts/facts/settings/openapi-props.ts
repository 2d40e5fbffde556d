/**
 * What the API reference (spotinst/openapi) says of an attribute of a create
 * body: whether the path exists there, and its type, allowed values, default
 * and bounds. Compositions (allOf, oneOf, anyOf) are merged and arrays are
 * walked through, as a request body would be.
 */
export type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  enum?: unknown[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  format?: string;
};

import type {ApiProps} from '../../../src/data/settings-reference';
export type {ApiProps};

function variants(schema: Schema): Schema[] {
  const own = schema.items ? variants(schema.items) : [schema];
  return [...own, ...[...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])].flatMap(variants)];
}

/** The schemas that describe the value at a dotted path, or none when the path is not in the reference. */
export function schemasAt(body: Schema, path: string[]): Schema[] {
  let here = [body];
  for (const name of path) {
    here = here.flatMap(variants).flatMap((s) => (s.properties?.[name] ? [s.properties[name]] : []));
    if (!here.length) return [];
  }
  return here;
}

export function propsOf(schemas: Schema[]): ApiProps {
  const all = schemas.flatMap(variants);
  const pick = <K extends keyof Schema>(key: K) => all.find((s) => s[key] !== undefined)?.[key];
  const props: ApiProps = {};
  const list = schemas.some((s) => s.items || s.type === 'array');
  const type = pick('type');
  if (type) props.type = `${Array.isArray(type) ? type.join(' | ') : type}${list ? '[]' : ''}`.replace('array[]', 'array');
  const allowed = pick('enum');
  if (allowed) props.allowed = allowed.map(String);
  const fallback = pick('default');
  if (fallback !== undefined) props.default = typeof fallback === 'string' ? fallback : JSON.stringify(fallback);
  const min = pick('minimum');
  const max = pick('maximum');
  if (min !== undefined || max !== undefined) props.range = [min ?? null, max ?? null];
  return props;
}
