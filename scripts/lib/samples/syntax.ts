/** Strict syntax of JSON and YAML samples: what a reader's parser would say. */
import {parseAllDocuments, type Tags} from 'yaml';
import type {CodeBlock} from '../code-blocks';
import type {Finding} from './types';

/** CloudFormation's short-form intrinsic functions, in the node kinds templates use them with. */
const CFN_FUNCTIONS = [
  'And', 'Base64', 'Cidr', 'Condition', 'Equals', 'FindInMap', 'GetAtt', 'GetAZs', 'If', 'ImportValue',
  'Join', 'Not', 'Or', 'Ref', 'Select', 'Split', 'Sub', 'Transform',
];
const CFN_TAGS: Tags = CFN_FUNCTIONS.flatMap((name) => [
  {tag: `!${name}`, resolve: (value: string) => value},
  {tag: `!${name}`, collection: 'seq' as const, resolve: (value: unknown) => value},
  {tag: `!${name}`, collection: 'map' as const, resolve: (value: unknown) => value},
]) as Tags;

function lineOfOffset(text: string, offset: number): number {
  return text.slice(0, offset).split('\n').length;
}

export function checkJson(file: string, block: CodeBlock): Finding[] {
  try {
    JSON.parse(block.code);
    return [];
  } catch (error) {
    const message = (error as Error).message;
    const position = message.match(/position (\d+)/);
    const line = position ? block.codeLine + lineOfOffset(block.code, Number(position[1])) - 1 : block.line;
    return [{file, line, message: `JSON does not parse: ${message}`}];
  }
}

export function checkYaml(file: string, block: CodeBlock): Finding[] {
  const findings: Finding[] = [];
  for (const doc of parseAllDocuments(block.code, {customTags: CFN_TAGS, prettyErrors: false})) {
    for (const problem of [...doc.errors, ...doc.warnings]) {
      const line = block.codeLine + (problem.linePos?.[0].line ?? lineOfOffset(block.code, problem.pos[0])) - 1;
      findings.push({file, line, message: `YAML does not parse: ${problem.message.split('\n')[0]}`});
    }
  }
  return findings;
}
