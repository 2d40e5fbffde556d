/**
 * What a mention of the Spot API or of a Terraform resource can link to, from
 * the facts the project keeps (src/data/facts, never the sources outside the
 * project): the operationId of each operation of the public API reference,
 * the reference's withdrawn operations, and the resource types the Terraform
 * provider serves.
 */
import operationIdFacts from '../../data/facts/spot-api-operation-ids.json';
import apiFacts from '../../data/facts/spot-api.json';
import apiExtraFacts from '../../data/facts/spot-api-extra.json';
import terraformFacts from '../../data/facts/terraform-spotinst.json';

/** A link, or why there is none. */
export type Resolution = {url: string} | {reason: string};

export type ReferenceFacts = {
  /** `"METHOD /path template"` → operationId. */
  operationIds: Record<string, string>;
  /** Every path the reference has or had, with its methods and a withdrawal date. */
  operations: {path: string; methods: string[]; removed?: string; outsideReference?: boolean}[];
  /** Resource types the provider serves. */
  resources: string[];
  removedResources: string[];
};

export type LinkTargets = {
  /** Prefix the operationId is appended to. */
  apiReferenceUrl: string;
  /** Prefix the resource type, without `spotinst_`, is appended to. */
  terraformResourceUrl: string;
};

/** Segments a page writes for "any value": `{oceanId}`, `<GROUP_ID>`, `$ID`, `${ID}`, `:id`. */
const PLACEHOLDER = /^(<[^>]+>|\$\{[^}]+\}|\$[A-Za-z_]\w*|\{[^}]+\}|:[A-Za-z_]\w*)$/;
const TEMPLATE_SEGMENT = /^\{[^}]+\}$/;

const segments = (path: string) => path.split('/').filter(Boolean);

/**
 * How well a page's path (placeholders already `{}`) fits a template: the
 * number of literal segments that are equal, or -1 when it does not fit. A
 * template's `{x}` takes any one segment, so a page's placeholder fits only
 * there.
 */
function templateFit(parts: string[], template: string): number {
  const want = segments(template);
  if (parts.length !== want.length) return -1;
  let literal = 0;
  for (let i = 0; i < want.length; i++) {
    if (TEMPLATE_SEGMENT.test(want[i])) continue;
    if (want[i] !== parts[i]) return -1;
    literal++;
  }
  return literal;
}

export type ReferenceIndex = {
  /** Whether the path is one of the Spot API's (its first segment is one the API has), so a miss counts. */
  isSpotPath(path: string): boolean;
  operation(method: string, path: string): Resolution;
  resource(type: string): Resolution;
};

export function referenceIndex(facts: ReferenceFacts, targets: LinkTargets): ReferenceIndex {
  const templates = new Map<string, Map<string, string>>();
  for (const [key, id] of Object.entries(facts.operationIds)) {
    const [method, path] = key.split(' ');
    if (!templates.has(path)) templates.set(path, new Map());
    templates.get(path)!.set(method, id);
  }
  const roots = new Set([...templates.keys(), ...facts.operations.map((op) => op.path)].map((p) => segments(p)[0]));
  const served = new Set(facts.resources);
  const removed = new Set(facts.removedResources);

  return {
    isSpotPath: (path) => roots.has(segments(path)[0] ?? ''),
    operation(method, path) {
      const normalised = segments(path).map((s) => (PLACEHOLDER.test(s) ? '{}' : s));
      // The most literal templates win, as in routing: /cluster/import before /cluster/{id}.
      let best = -1;
      let ids: string[] = [];
      for (const [template, methods] of templates) {
        const score = templateFit(normalised, template);
        const id = methods.get(method);
        if (score < 0 || !id) continue;
        if (score > best) [best, ids] = [score, [id]];
        else if (score === best) ids.push(id);
      }
      if (ids.length === 1) return {url: `${targets.apiReferenceUrl}${encodeURIComponent(ids[0])}`};
      if (ids.length > 1) return {reason: `${ids.length} operations of the reference match (${ids.join(', ')})`};
      const known = facts.operations.find((op) => templateFit(normalised, op.path) >= 0 && (op.methods.length === 0 || op.methods.includes(method)));
      if (known?.removed) return {reason: `withdrawn from the API reference on ${known.removed}`};
      if (known?.outsideReference) return {reason: 'not in the public API reference (published only by the predecessor documentation)'};
      if (known) return {reason: 'the API reference gives this operation no operationId'};
      return {reason: 'no operation of the API reference has this method and path'};
    },
    resource(type) {
      if (served.has(type)) return {url: `${targets.terraformResourceUrl}${type.replace(/^spotinst_/, '')}`};
      if (removed.has(type)) return {reason: 'removed from the Terraform provider'};
      return {reason: 'not a resource type the Terraform provider serves'};
    },
  };
}

/** The facts as the project keeps them. */
export function projectFacts(): ReferenceFacts {
  return {
    operationIds: operationIdFacts.operations as Record<string, string>,
    operations: [
      ...apiFacts.operations,
      ...apiExtraFacts.operations.map((op) => ({...op, outsideReference: true})),
    ],
    resources: Object.keys(terraformFacts.resources),
    removedResources: terraformFacts.removed_resources,
  };
}
