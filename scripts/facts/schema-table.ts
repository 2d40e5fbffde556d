/**
 * Dereferenced OpenAPI schemas as a table of property-name trees: each object
 * schema gets a number once (by identity, so shared and recursive schemas stay
 * finite), with the names it allows and the schema number of each name's value.
 */
export type OpenApiSchema = {
  type?: string | string[];
  properties?: Record<string, OpenApiSchema>;
  additionalProperties?: boolean | OpenApiSchema;
  items?: OpenApiSchema;
  allOf?: OpenApiSchema[];
  oneOf?: OpenApiSchema[];
  anyOf?: OpenApiSchema[];
};

/** Schema number 0: a value with no named properties (a string, a number, a list of strings…). */
export type SchemaEntry = {properties: Record<string, number>; open?: true};

/** The schemas an array, or a composition, stands for. */
function parts(schema: OpenApiSchema): OpenApiSchema[] {
  if (schema.items) return parts(schema.items);
  const composed = [...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])];
  return composed.length ? [schema, ...composed.flatMap(parts)] : [schema];
}

function hasNames(schema: OpenApiSchema): boolean {
  return parts(schema).some((s) => s.properties || s.additionalProperties || s.type === 'object');
}

export function schemaTable(): {schemas: SchemaEntry[]; idOf: (schema: OpenApiSchema) => number} {
  const schemas: SchemaEntry[] = [{properties: {}}];
  const ids = new Map<OpenApiSchema, number>();
  // One synthetic anyOf per distinct set of schemas, so a recursive union is numbered once.
  const objectIds = new Map<OpenApiSchema, number>();
  const unions = new Map<string, OpenApiSchema>();
  const unionOf = (list: OpenApiSchema[]): OpenApiSchema => {
    const key = list
      .map((s) => objectIds.get(s) ?? objectIds.set(s, objectIds.size).get(s)!)
      .sort((a, b) => a - b)
      .join(',');
    const union = unions.get(key) ?? {anyOf: list};
    unions.set(key, union);
    return union;
  };
  const idOf = (schema: OpenApiSchema): number => {
    if (!hasNames(schema)) return 0;
    const known = ids.get(schema);
    if (known !== undefined) return known;
    const entry: SchemaEntry = {properties: {}};
    const id = schemas.push(entry) - 1;
    ids.set(schema, id);
    const all = parts(schema);
    const children = new Map<string, OpenApiSchema[]>();
    for (const part of all) {
      for (const [name, child] of Object.entries(part.properties ?? {})) {
        const seen = children.get(name) ?? [];
        if (!seen.includes(child)) seen.push(child);
        children.set(name, seen);
      }
      if (part.additionalProperties) entry.open = true;
    }
    // The same name in several parts of a composition (oneOf's "roll" with or without
    // launchSpecIds) allows what any of them allows.
    for (const [name, list] of children) entry.properties[name] = idOf(list.length === 1 ? list[0] : unionOf(list));
    // OpenAPI allows any name in an object schema that lists none.
    if (!all.some((p) => p.properties)) entry.open = true;
    return id;
  };
  return {schemas, idOf};
}
