/**
 * Spot API calls on a page: `https://api.spotinst.io/...` URLs anywhere and
 * `GET /path`-style mentions, matched against the public API reference.
 */
import {distance} from 'fastest-levenshtein';
import type {ApiFacts, ApiOperation} from './facts';
import type {Finding} from './types';

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;
const PLACEHOLDER = /^(<[^>]+>|\$\{[^}]+\}|\$[A-Za-z_][A-Za-z0-9_]*|\{[^}]+\}|:[A-Za-z_][A-Za-z0-9_]*)$/;
const SEGMENT = String.raw`(?:<[^>\s/]+>|\$\{[^}\s/]+\}|[^\s"'\x60)(\\?#<>/|,;])`;
const API_URL = new RegExp(String.raw`https://api\.spotinst\.io((?:/${SEGMENT}*)*)`, 'g');
const METHOD_PATH = new RegExp(String.raw`\b(${METHODS.join('|')})\s+((?:/${SEGMENT}+)+/?)`, 'g');

export type ApiMention = {path: string; method?: string; line: number; host: boolean};

/** The path with its trailing slash and trailing sentence punctuation removed. */
function tidy(path: string): string {
  return path.replace(/[.:]+$/, '').replace(/\/+$/, '') || '/';
}

/** The shell command around `lineIndex`, with backslash continuations joined. */
function commandAround(lines: string[], lineIndex: number): string {
  let start = lineIndex;
  while (start > 0 && /\\\s*$/.test(lines[start - 1])) start--;
  let end = lineIndex;
  while (end < lines.length - 1 && /\\\s*$/.test(lines[end])) end++;
  return lines.slice(start, end + 1).join(' ');
}

/** The method a reader's command would send: curl's -X, else POST when it sends data, else GET. */
export function methodOfCommand(command: string): string | undefined {
  const explicit = command.match(/(?:^|\s)(?:-X\s*|--request[\s=]+)['"]?([A-Za-z]+)/);
  if (explicit) return explicit[1].toUpperCase();
  const library = command.match(/\b(?:requests|axios|http|session|client)\.(get|post|put|delete|patch)\s*\(/i);
  if (library) return library[1].toUpperCase();
  if (/\bcurl\b/.test(command)) {
    return /(?:^|\s)(?:-d|--data|--data-raw|--data-binary|--data-urlencode|--json|-F|--form)(?:\s|=|['"@])/.test(command) ? 'POST' : 'GET';
  }
  return undefined;
}

/** Every API mention in a page's text, with the method the page uses where it says one. */
export function findApiMentions(source: string): ApiMention[] {
  const lines = source.split('\n');
  const mentions: ApiMention[] = [];
  lines.forEach((text, index) => {
    for (const m of text.matchAll(METHOD_PATH)) {
      mentions.push({path: tidy(m[2]), method: m[1], line: index + 1, host: false});
    }
    for (const m of text.matchAll(API_URL)) {
      if (!m[1] || m[1] === '/') continue;
      const before = text.slice(0, m.index).match(new RegExp(`\\b(${METHODS.join('|')})\\s+$`));
      const method = before ? before[1] : methodOfCommand(commandAround(lines, index));
      mentions.push({path: tidy(m[1]), method, line: index + 1, host: true});
    }
  });
  return mentions;
}

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** The operations the path can be, best (most literal segments equal) first. */
export function matchOperations(path: string, operations: ApiOperation[]): ApiOperation[] {
  const parts = segments(path);
  const scored: {op: ApiOperation; literal: number}[] = [];
  for (const op of operations) {
    const template = segments(op.path);
    if (template.length !== parts.length) continue;
    let literal = 0;
    const fits = template.every((t, i) => {
      if (/^\{[^}]+\}$/.test(t)) return true;
      if (PLACEHOLDER.test(parts[i])) return false;
      if (t === parts[i]) {
        literal++;
        return true;
      }
      return false;
    });
    if (fits) scored.push({op, literal});
  }
  return scored.sort((a, b) => b.literal - a.literal).map((s) => s.op);
}

function closestTemplate(path: string, operations: ApiOperation[]): string {
  const live = operations.filter((op) => !op.removed);
  const normalised = segments(path).map((s) => (PLACEHOLDER.test(s) ? '{id}' : s)).join('/');
  const score = (op: ApiOperation) => distance(normalised, segments(op.path).map((s) => (s.startsWith('{') ? '{id}' : s)).join('/'));
  const best = live.reduce((a, b) => (score(b) < score(a) ? b : a));
  return score(best) <= Math.max(6, normalised.length * 0.4) ? ` (closest operation: \`${best.methods.join('|')} ${best.path}\`)` : '';
}

/**
 * A bare `GET /path` is taken for a Spot API call when its first segment is one
 * the Spot API has (`/aws/…`, `/ocean/…`); pages also quote other services'
 * APIs this way (GitHub's `/repos/…`). Full api.spotinst.io URLs are always checked.
 */
function isSpotPath(mention: ApiMention, roots: Set<string>): boolean {
  return mention.host || roots.has(segments(mention.path)[0] ?? '');
}

export function checkApiMentions(file: string, source: string, api: ApiFacts, declaresRemoval: boolean): {findings: Finding[]; count: number} {
  const findings: Finding[] = [];
  const roots = new Set(api.operations.map((op) => segments(op.path)[0]));
  const mentions = findApiMentions(source).filter((m) => isSpotPath(m, roots));
  for (const mention of mentions) {
    const candidates = matchOperations(mention.path, api.operations);
    if (candidates.length === 0) {
      findings.push({file, line: mention.line, message: `\`${mention.path}\` is not an operation of the Spot API reference${closestTemplate(mention.path, api.operations)}`});
      continue;
    }
    const withMethod = mention.method ? candidates.filter((op) => op.methods.length === 0 || op.methods.includes(mention.method!)) : candidates;
    if (withMethod.length === 0) {
      const op = candidates[0];
      findings.push({file, line: mention.line, message: `\`${op.path}\` does not take ${mention.method}; it takes ${op.methods.join(', ')}`});
      continue;
    }
    const op = withMethod[0];
    if (op.removed && !declaresRemoval) {
      findings.push({file, line: mention.line, message: `\`${mention.method ?? op.methods.join('|')} ${op.path}\` was withdrawn from the public API reference on ${op.removed}; say so on the page (an admonition that names it withdrawn or removed) or drop the call`});
    }
  }
  return {findings, count: mentions.length};
}
