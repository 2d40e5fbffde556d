/**
 * Joins the three sources into one row per Terraform argument: the provider's
 * schema (what Terraform accepts), the SDK setter the value reaches (which API
 * attribute it becomes) and the API reference's description of that attribute.
 */
import type {Schema} from './openapi-props';
import {propsOf, schemasAt} from './openapi-props';
import type {TfAttributes} from './provider-schema';
import type {SettingRow} from '../../../src/data/settings-reference';
import type {SetterUse} from './provider-setters';
import type {SdkTypes, TypeRef} from './sdk-types';

/** One row of a settings reference, as src/data/settings-reference.ts defines it for the pages. */
export type Row = SettingRow;

type Resolved = {struct: TypeRef; goPath: string[]};

export function resolveRows(args: {
  tree: Map<string, TfAttributes>;
  packageOf: Map<string, string>;
  uses: SetterUse[];
  sdk: SdkTypes;
  root: TypeRef;
  bodyKey: string;
  body: Schema;
}): Row[] {
  const {tree, uses, sdk, root, bodyKey, body} = args;
  const blocks = new Map<string, Resolved>([['', {struct: root, goPath: []}]]);
  const rows: Row[] = [];
  for (const path of [...tree.keys()].sort(byDepthThenName)) {
    const segments = path.split('.');
    const name = segments.at(-1)!;
    const parentPath = segments.slice(0, -1).join('.');
    const top = segments[0];
    // Children of a block that is not sent (update_policy, delete options…) are not sent either,
    // unless the provider has a function of its own for that block (expandAutoscaleHeadroomsAutomatic)
    // that sets them: then they sit under the nearest block that is sent.
    const own = blocks.get(parentPath);
    const parent = own ?? (parentPath ? nearest(blocks, parentPath) : undefined);
    const candidates = uses.filter((u) => u.name === name && (own || squash(u.fn).includes(squash(parentPath.split('.').at(-1)!))));
    const row: Row = {terraform: path, section: args.packageOf.get(top) ?? '', tf: tree.get(path)!};
    const choice = parent && pick(candidates, parent, parentPath === '', sdk);
    if (choice) {
      const goPath = [...parent!.goPath, ...choice.route, choice.use.field];
      const fieldType = sdk.struct(choice.use.struct)?.fields.get(choice.use.field)?.type;
      if (row.tf.block && !(fieldType && sdk.struct(fieldType))) {
        // A block whose value the provider sends as one plain attribute
        // (autoscale_headrooms_automatic { auto_headroom_percentage }): the
        // attribute belongs to the argument inside it, so the block passes its
        // parent's struct to its children.
        blocks.set(path, parent!);
        rows.push(row);
        continue;
      }
      const json = jsonPath(sdk, root, goPath);
      if (json) {
        const apiPath = [bodyKey, ...json];
        const schemas = schemasAt(body, apiPath);
        row.api = apiPath.join('.');
        row.inReference = schemas.length > 0;
        if (schemas.length) row.apiProps = propsOf(schemas);
        row.via = choice.use.where;
        if (row.tf.block && fieldType) blocks.set(path, {struct: fieldType, goPath});
      }
    }
    rows.push(row);
  }
  return rows.sort((a, b) => a.terraform.localeCompare(b.terraform));
}

const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

function nearest(blocks: Map<string, Resolved>, path: string): Resolved {
  for (let p = path; ; p = p.split('.').slice(0, -1).join('.')) {
    const hit = blocks.get(p);
    if (hit) return hit;
  }
}

function byDepthThenName(a: string, b: string): number {
  return a.split('.').length - b.split('.').length || a.localeCompare(b);
}

/**
 * Of the places a name is set, the one whose struct is closest under the
 * block's struct: the same struct first, then one field down, and so on. A
 * top-level argument set through a chain from the root (`elastigroup.Strategy.SetRisk`)
 * uses that chain as written.
 */
function pick(candidates: SetterUse[], parent: Resolved, topLevel: boolean, sdk: SdkTypes): {use: SetterUse; route: string[]} | undefined {
  let best: {use: SetterUse; route: string[]} | undefined;
  for (const use of candidates) {
    const routes = topLevel && use.fromRoot ? [use.fromRoot] : sdk.route(parent.struct, use.struct);
    if (!routes.length || routes.length > 1) continue;
    const better =
      !best ||
      routes[0].length < best.route.length ||
      (routes[0].length === best.route.length && namesMatch(use) && !namesMatch(best.use));
    if (better) best = {use, route: routes[0]};
  }
  return best;
}

/** Whether the Go field reads as the Terraform name (`AssociatePublicIPAddress` for `associate_public_ip_address`). */
function namesMatch(use: SetterUse): boolean {
  return squash(use.field) === squash(use.name);
}

/** Go field names from the root struct -> JSON attribute names, through the struct tags. */
function jsonPath(sdk: SdkTypes, root: TypeRef, goPath: string[]): string[] | undefined {
  const out: string[] = [];
  let at = root;
  for (const name of goPath) {
    const field = sdk.struct(at)?.fields.get(name);
    if (!field) return undefined;
    out.push(field.json);
    at = field.type;
  }
  return out;
}
