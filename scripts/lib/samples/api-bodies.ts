/**
 * JSON bodies of Spot API calls against the operation's request schema: every
 * property name, at every depth, must be one the schema has. Bodies are found
 * in curl commands (`-d '{…}'`, or `-d @file.json` with a JSON block titled
 * `file.json` earlier on the page) and in JSON blocks titled with the call
 * (`POST /ocean/aws/k8s/cluster`).
 */
import {parse as parseShell} from 'shell-quote';
import type {CodeBlock} from '../code-blocks';
import {matchOperations, methodOfCommand} from './api';
import type {ApiBodyFacts, ApiFacts} from './facts';
import {didYouMean} from './suggest';
import type {Finding} from './types';

const API_HOST = 'https://api.spotinst.io';
const METHOD_PATH = /\b(GET|POST|PUT|DELETE|PATCH)\s+(?:https:\/\/api\.spotinst\.io)?(\/[^\s"'`)]*)/;
/** A key that stands for a name the reader chooses: `<tag-key>`, `${KEY}`, `{key}`. */
const PLACEHOLDER_KEY = /^(<[^>]+>|\$\{[^}]+\}|\{[^}]+\}|\$[A-Z_]+)$/;
const DATA_FLAGS = new Set(['-d', '--data', '--data-raw', '--data-binary', '--json']);

export type BodySite = {line: number; method: string; path: string; body: string; from: string};

/** Unknown names in `value`, as dotted paths, against schema `id`. */
export function unknownProperties(value: unknown, id: number, bodies: ApiBodyFacts, at = ''): {path: string; name: string; known: string[]}[] {
  if (Array.isArray(value)) return value.flatMap((item) => unknownProperties(item, id, bodies, at));
  if (typeof value !== 'object' || value === null || id === 0) return [];
  const schema = bodies.schemas[id];
  const found: {path: string; name: string; known: string[]}[] = [];
  for (const [name, child] of Object.entries(value)) {
    const where = at ? `${at}.${name}` : name;
    if (name in schema.properties) found.push(...unknownProperties(child, schema.properties[name], bodies, where));
    else if (!schema.open && !PLACEHOLDER_KEY.test(name)) found.push({path: where, name, known: Object.keys(schema.properties)});
  }
  return found;
}

/** The commands of a shell block: quotes and backslash continuations kept together, with their first line. */
export function shellCommands(code: string): {text: string; line: number}[] {
  const commands: {text: string; line: number}[] = [];
  let quote: string | null = null;
  let start = 0;
  let line = 0;
  let startLine = 0;
  for (let i = 0; i < code.length; i++) {
    const c = code[i];
    if (c === '\\' && quote !== "'") {
      if (code[i + 1] === '\n') line++;
      i++;
      continue;
    }
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === "'" || c === '"') {
      quote = c;
    }
    if (c === '\n') {
      if (!quote) {
        commands.push({text: code.slice(start, i), line: startLine});
        start = i + 1;
        startLine = line + 1;
      }
      line++;
    }
  }
  commands.push({text: code.slice(start), line: startLine});
  return commands.filter((c) => /\bcurl\b/.test(c.text));
}

/** curl calls to the Spot API that send a body, from one shell block. */
function curlSites(block: CodeBlock): BodySite[] {
  const sites: BodySite[] = [];
  for (const command of shellCommands(block.code)) {
    const words = parseShell(command.text.replace(/\\\n/g, ' '), (name) => `$${name}`);
    let curl: string[] | null = null;
    const segments: string[][] = [];
    for (const word of words) {
      if (typeof word !== 'string') {
        if (curl) segments.push(curl);
        curl = null;
        continue;
      }
      if (word === 'curl') curl = [];
      else if (curl) curl.push(word);
    }
    if (curl) segments.push(curl);
    for (const args of segments) {
      const url = args.find((a) => a.startsWith(API_HOST));
      const flag = args.findIndex((a) => DATA_FLAGS.has(a));
      if (!url || flag < 0 || flag + 1 >= args.length) continue;
      const method = methodOfCommand(`curl ${args.join(' ')}`) ?? 'POST';
      const path = url.slice(API_HOST.length).replace(/[?#].*$/, '');
      sites.push({line: block.codeLine + command.line, method, path, body: args[flag + 1], from: 'curl'});
    }
  }
  return sites;
}

/** Every body sent to a Spot API operation on the page. */
export function findBodySites(blocks: CodeBlock[]): BodySite[] {
  const sites: BodySite[] = [];
  blocks.forEach((block, index) => {
    if (block.lang === 'json') {
      const call = block.title?.match(METHOD_PATH);
      if (call) sites.push({line: block.codeLine, method: call[1], path: call[2], body: block.code, from: `block "${block.title}"`});
      return;
    }
    if (!/^(bash|sh|shell|console|zsh)$/.test(block.lang)) return;
    for (const site of curlSites(block)) {
      if (!site.body.startsWith('@')) {
        sites.push(site);
        continue;
      }
      // `-d @file.json`: the page's nearest earlier JSON block with that file as its title.
      const file = site.body.slice(1);
      const source = blocks
        .slice(0, index)
        .reverse()
        .find((b) => b.lang === 'json' && b.title !== undefined && (b.title === file || b.title.endsWith(`/${file}`) || b.title.startsWith(`${file} `)));
      if (source) sites.push({...site, line: source.codeLine, body: source.code, from: `block "${source.title}"`});
      else sites.push({...site, body: '', from: `missing ${file}`});
    }
  });
  return sites;
}

/** The line of `"name"` at or after `from` in `body` (0-based), for the finding. */
function lineOf(body: string, name: string): number {
  const index = body.split('\n').findIndex((l) => l.includes(`"${name}"`));
  return Math.max(index, 0);
}

export function checkApiBodies(file: string, blocks: CodeBlock[], api: ApiFacts, bodies: ApiBodyFacts): {findings: Finding[]; count: number} {
  const findings: Finding[] = [];
  const sites = findBodySites(blocks);
  let count = 0;
  for (const site of sites) {
    const op = matchOperations(site.path.replace(/\/+$/, ''), api.operations).find((o) => o.methods.includes(site.method));
    if (!op || op.removed) continue; // The path rule reports unknown and withdrawn operations.
    const schema = bodies.operations[`${site.method} ${op.path}`];
    if (site.from.startsWith('missing ')) {
      // A reader who pastes the command needs the file it sends.
      findings.push({file, line: site.line, message: `the call sends \`${site.from.slice(8)}\` but the page shows no JSON block titled \`${site.from.slice(8)}\` before it`});
      continue;
    }
    if (schema === undefined) continue; // The reference gives this operation no JSON body.
    let value: unknown;
    try {
      value = JSON.parse(site.body);
    } catch {
      // A shell body that is not JSON as written (a variable in place of a value) is left to the reader;
      // JSON blocks are parsed by the syntax rule.
      continue;
    }
    count++;
    for (const unknown of unknownProperties(value, schema, bodies)) {
      findings.push({
        file,
        line: site.from === 'curl' ? site.line : site.line + lineOf(site.body, unknown.name),
        message: `\`${unknown.path}\` is not a field of the request body of \`${site.method} ${op.path}\` in the Spot API reference${didYouMean(unknown.name, unknown.known)}`,
      });
    }
  }
  return {findings, count};
}
