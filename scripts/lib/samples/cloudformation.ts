/**
 * CloudFormation templates (a YAML or JSON block with a top-level `Resources`
 * map) checked as CloudFormation would: every `Ref`, `Fn::GetAtt`, `${…}` in
 * `Fn::Sub` and `Fn::FindInMap` names something the template declares; every
 * `AWS::` type and property name exists in the CloudFormation resource
 * specification (@aws-cdk/aws-service-spec, the database AWS CDK generates its
 * L1 constructs from, republished as CloudFormation changes); and the body of
 * a Spot custom resource (`group`, `ocean`, `statefulNode`, …) uses only fields
 * of the matching Spot API request schema. A block titled as an excerpt or a
 * skeleton is checked for syntax only.
 */
import {loadAwsServiceSpecSync} from '@aws-cdk/aws-service-spec';
import type {SpecDatabase} from '@aws-cdk/service-spec-types';
import {parse, type Tags} from 'yaml';
import {unknownProperties} from './api-bodies';
import type {CodeBlock} from '../code-blocks';
import type {ApiBodyFacts} from './facts';
import {didYouMean} from './suggest';
import type {Finding} from './types';

const FUNCTIONS = ['And', 'Base64', 'Cidr', 'Equals', 'FindInMap', 'GetAtt', 'GetAZs', 'If', 'ImportValue', 'Join', 'Not', 'Or', 'Select', 'Split', 'Sub', 'Transform'];
const keyOf = (name: string) => (name === 'Ref' || name === 'Condition' ? name : `Fn::${name}`);
/** Short-form tags as the long form they stand for, so `!Ref X` reads as `{Ref: X}`. */
const INTRINSIC_TAGS: Tags = [...FUNCTIONS, 'Ref', 'Condition'].flatMap((name) => [
  {tag: `!${name}`, resolve: (value: string) => ({[keyOf(name)]: value})},
  {tag: `!${name}`, collection: 'seq' as const, resolve: (value: {toJSON(): unknown}) => ({[keyOf(name)]: value.toJSON()})},
  {tag: `!${name}`, collection: 'map' as const, resolve: (value: {toJSON(): unknown}) => ({[keyOf(name)]: value.toJSON()})},
]) as Tags;

const PSEUDO = new Set(['AWS::AccountId', 'AWS::NotificationARNs', 'AWS::NoValue', 'AWS::Partition', 'AWS::Region', 'AWS::StackId', 'AWS::StackName', 'AWS::URLSuffix']);
const EXCERPT = /\b(excerpt|skeleton|fragment|partial)\b/i;

/**
 * A Spot custom resource's body key and the API operation whose request schema
 * it follows (the Spot CloudFormation Lambda sends the body to that operation).
 * ECS variants are told apart by their resource type (`Custom::oceanEcs…`).
 */
const SPOT_BODIES: Record<string, {k8s: [string, string]; ecs?: [string, string]}> = {
  group: {k8s: ['POST /aws/ec2/group', 'group']},
  ocean: {k8s: ['POST /ocean/aws/k8s/cluster', 'cluster'], ecs: ['POST /ocean/aws/ecs/cluster', 'cluster']},
  oceanEcs: {k8s: ['POST /ocean/aws/ecs/cluster', 'cluster']},
  oceanLaunchSpec: {k8s: ['POST /ocean/aws/k8s/launchSpec', 'launchSpec'], ecs: ['POST /ocean/aws/ecs/launchSpec', 'launchSpec']},
  statefulNode: {k8s: ['POST /aws/ec2/managedInstance', 'managedInstance']},
  mrScaler: {k8s: ['POST /aws/emr/mrScaler', 'mrScaler']},
  subscription: {k8s: ['POST /events/subscription', 'subscription']},
  healthCheck: {k8s: ['POST /healthCheck', 'healthCheck']},
};
/** Custom types whose `group` is an import's short settings, not a group body. */
const NOT_GROUP_BODIES = /^Custom::(importAsg|beanstalkElastigroup)$/i;

type Json = null | boolean | number | string | Json[] | {[key: string]: Json};
type Template = {Parameters?: Record<string, Json>; Mappings?: Record<string, Json>; Conditions?: Record<string, Json>; Resources: Record<string, {Type?: string; Properties?: Record<string, Json>; DependsOn?: Json}>};

let spec: SpecDatabase | undefined;
const database = () => (spec ??= loadAwsServiceSpecSync());

const isObject = (v: unknown): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isIntrinsic = (v: unknown) => isObject(v) && Object.keys(v).length === 1 && /^(Ref|Condition|Fn::)/.test(Object.keys(v)[0]);
/** The value with each intrinsic function replaced by null: it stands for a value, not for field names. */
const withoutIntrinsics = (v: Json): Json =>
  isIntrinsic(v) ? null : Array.isArray(v) ? v.map(withoutIntrinsics) : isObject(v) ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, withoutIntrinsics(x)])) : v;

/** The template in a block, or null when the block is not one (or does not parse: the syntax rule reports that). */
export function templateOf(block: CodeBlock): Template | null {
  let value: unknown;
  try {
    value = block.lang === 'json' ? JSON.parse(block.code) : parse(block.code, {customTags: INTRINSIC_TAGS});
  } catch {
    return null;
  }
  return isObject(value) && isObject(value.Resources) ? (value as unknown as Template) : null;
}

type PropertyType = {type: string; element?: PropertyType; types?: PropertyType[]; reference?: {$ref: string}};

export function checkCloudFormation(file: string, block: CodeBlock, bodies: ApiBodyFacts): Finding[] {
  const template = templateOf(block);
  if (!template || EXCERPT.test(block.title ?? '')) return [];
  const findings: Finding[] = [];
  const lines = block.code.split('\n');
  const lineOf = (text: string) => {
    const i = lines.findIndex((l) => l.includes(text));
    return block.codeLine + Math.max(i, 0);
  };
  const report = (near: string, message: string) => findings.push({file, line: lineOf(near), message});

  const parameters = new Set(Object.keys(template.Parameters ?? {}));
  const resources = new Set(Object.keys(template.Resources));
  const mappings = new Set(Object.keys(template.Mappings ?? {}));
  const declared = [...parameters, ...resources];
  const referable = (name: string) => parameters.has(name) || resources.has(name) || PSEUDO.has(name);
  const undeclared = (name: string, how: string) =>
    report(name, `${how} \`${name}\`, which the template does not declare in Parameters or Resources${didYouMean(name, declared)} (CloudFormation rejects it: "Unresolved resource dependencies")`);

  // Every intrinsic function anywhere in the template.
  const walk = (value: Json | undefined): void => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!isObject(value)) return;
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'Ref' && typeof inner === 'string' && !referable(inner)) undeclared(inner, '`Ref` names');
      if (key === 'Fn::GetAtt') {
        const target = Array.isArray(inner) ? inner[0] : typeof inner === 'string' ? inner.split('.')[0] : null;
        if (typeof target === 'string' && !resources.has(target)) undeclared(target, '`Fn::GetAtt` names the resource');
      }
      if (key === 'Fn::Sub') {
        const [text, vars] = Array.isArray(inner) ? [inner[0], inner[1]] : [inner, {}];
        if (typeof text === 'string') {
          for (const m of text.matchAll(/\$\{([^}!][^}]*)\}/g)) {
            const name = m[1].trim().split('.')[0];
            if (!(isObject(vars) && name in vars) && !referable(name) && !PSEUDO.has(m[1].trim())) undeclared(name, '`Fn::Sub` uses');
          }
        }
      }
      if (key === 'Fn::FindInMap' && Array.isArray(inner) && typeof inner[0] === 'string' && !mappings.has(inner[0])) {
        report(inner[0], `\`Fn::FindInMap\` names the mapping \`${inner[0]}\`, which the template does not declare in Mappings`);
      }
      walk(inner);
    }
  };
  walk(template as unknown as Json);

  for (const [logicalId, resource] of Object.entries(template.Resources)) {
    for (const dependency of [resource.DependsOn ?? []].flat()) {
      if (typeof dependency === 'string' && !resources.has(dependency)) undeclared(dependency, '`DependsOn` names');
    }
    const type = resource.Type;
    if (typeof type !== 'string') {
      report(logicalId, `resource \`${logicalId}\` has no \`Type\``);
      continue;
    }
    if (type.startsWith('AWS::')) checkAwsResource(logicalId, type, resource.Properties ?? {});
    else if (type.startsWith('Custom::') || type === 'AWS::CloudFormation::CustomResource') checkSpotBody(logicalId, type, resource.Properties ?? {});
  }
  return findings;

  function checkAwsResource(logicalId: string, type: string, properties: Record<string, Json>) {
    const db = database();
    const found = db.lookup('resource', 'cloudFormationType', 'equals', type);
    if (found.length === 0) {
      report(type, `\`${type}\` (resource \`${logicalId}\`) is not a resource type of the CloudFormation resource specification`);
      return;
    }
    const resource = found[0];
    const checkProperties = (value: Json, known: Record<string, {type: PropertyType}>, at: string) => {
      if (!isObject(value) || isIntrinsic(value)) return;
      for (const [name, inner] of Object.entries(value)) {
        const property = known[name];
        if (!property) {
          report(name, `\`${at}.${name}\` is not a property of \`${type}\`${didYouMean(name, Object.keys(known))}`);
          continue;
        }
        checkValue(inner, property.type, `${at}.${name}`);
      }
    };
    const checkValue = (value: Json, propertyType: PropertyType, at: string): void => {
      if (isIntrinsic(value)) return;
      if (propertyType.type === 'array' && Array.isArray(value)) return value.forEach((v, i) => checkValue(v, propertyType.element!, `${at}[${i}]`));
      if (propertyType.type === 'map' && isObject(value)) return Object.entries(value).forEach(([k, v]) => checkValue(v, propertyType.element!, `${at}.${k}`));
      if (propertyType.type === 'union') {
        const refs = (propertyType.types ?? []).filter((t) => t.type === 'ref' || t.type === 'array');
        if (refs.length === 1) checkValue(value, refs[0], at);
        return;
      }
      if (propertyType.type === 'ref' && propertyType.reference) {
        const definition = db.get('typeDefinition', propertyType.reference.$ref) as unknown as {properties: Record<string, {type: PropertyType}>};
        checkProperties(value, definition.properties, at);
      }
    };
    checkProperties(properties, resource.properties as unknown as Record<string, {type: PropertyType}>, `${logicalId}.Properties`);
  }

  function checkSpotBody(logicalId: string, type: string, properties: Record<string, Json>) {
    for (const [key, body] of Object.entries(properties)) {
      const target = SPOT_BODIES[key];
      if (!target || (key === 'group' && NOT_GROUP_BODIES.test(type))) continue;
      const [operation, root] = (/ecs/i.test(type) && target.ecs) || target.k8s;
      const rootId = bodies.schemas[bodies.operations[operation]]?.properties[root];
      if (!rootId) continue;
      for (const unknown of unknownProperties(withoutIntrinsics(body), rootId, bodies)) {
        report(unknown.name, `\`${logicalId}.Properties.${key}.${unknown.path}\` is not a field of the \`${root}\` body of \`${operation}\` in the Spot API reference${didYouMean(unknown.name, unknown.known)}`);
      }
    }
  }
}
