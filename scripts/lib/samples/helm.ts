/**
 * Helm commands that install a chart from one of Spot's repositories: the
 * chart must be served there, and every `--set` key must be one of its values.
 */
import {parse as parseShell} from 'shell-quote';
import type {HelmFacts, HelmRepository} from './facts';
import {didYouMean} from './suggest';
import type {Finding} from './types';

const SET_FLAGS = new Set(['--set', '--set-string', '--set-file', '--set-json', '--set-literal']);
/** Flags of install/upgrade/template that take no value; every other flag consumes the next word. */
const BOOLEAN_FLAGS = new Set([
  '--atomic', '--cleanup-on-fail', '--create-namespace', '--debug', '--dependency-update', '--devel', '--disable-openapi-validation',
  '--dry-run', '--enable-dns', '--force', '--generate-name', '-g', '--hide-notes', '--include-crds', '--insecure-skip-tls-verify',
  '--install', '-i', '--no-hooks', '--pass-credentials', '--plain-http', '--render-subchart-notes', '--replace', '--reset-then-reuse-values',
  '--reset-values', '--reuse-values', '--skip-crds', '--skip-schema-validation', '--skip-tests', '--take-ownership', '--validate',
  '--verify', '--wait', '--wait-for-jobs', '--rollback-on-failure', '--server-side', '--force-conflicts', '--force-replace',
]);

const normaliseUrl = (url: string) => url.replace(/\/+$/, '').toLowerCase();

/** Shell commands in a block, continuation lines joined, split at `&&`, `;`, `|` and newlines. */
export function shellCommands(code: string): {words: string[]; line: number}[] {
  const commands: {words: string[]; line: number}[] = [];
  const lines = code.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const start = i;
    let text = lines[i];
    while (/\\\s*$/.test(text) && i + 1 < lines.length) text = text.replace(/\\\s*$/, ' ') + lines[++i];
    let words: string[] = [];
    for (const token of parseShell(text, (name) => `$${name}`)) {
      if (typeof token === 'string') words.push(token);
      else if ('op' in token && token.op !== 'glob') {
        if (words.length) commands.push({words, line: start});
        words = [];
      } else if ('comment' in token) break;
      else if ('pattern' in token) words.push(token.pattern);
    }
    if (words.length) commands.push({words, line: start});
  }
  return commands;
}

/** Value keys from `--set a.b=1,c[0].d=2` (escaped dots kept, list indexes dropped). */
export function setKeys(argument: string): string[] {
  const keys: string[] = [];
  let depth = 0;
  let current = '';
  const pieces: string[] = [];
  for (let i = 0; i < argument.length; i++) {
    const ch = argument[i];
    if (ch === '\\') {
      current += ch + (argument[++i] ?? '');
      continue;
    }
    if (ch === '{' || ch === '[') depth++;
    if (ch === '}' || ch === ']') depth--;
    if (ch === ',' && depth === 0) {
      pieces.push(current);
      current = '';
      continue;
    }
    current += ch;
  }
  pieces.push(current);
  for (const piece of pieces) {
    const eq = piece.search(/(?<!\\)=/);
    if (eq <= 0) continue;
    keys.push(piece.slice(0, eq).replace(/\[\d+\]/g, '').replace(/"/g, ''));
  }
  return keys;
}

/** A key is valid when it is a values key, or sits under a leaf (a free-form map such as nodeSelector). */
export function isValuesKey(key: string, values: string[]): boolean {
  const known = new Set(values);
  if (known.has(key)) return true;
  const parts = key.split(/(?<!\\)\./);
  for (let n = parts.length - 1; n > 0; n--) {
    const prefix = parts.slice(0, n).join('.');
    if (known.has(prefix)) return !values.some((v) => v.startsWith(`${prefix}.`));
  }
  return false;
}

export function checkHelm(
  file: string,
  code: string,
  codeLine: number,
  helm: HelmFacts,
  aliases: Map<string, HelmRepository | null>,
): {findings: Finding[]; count: number} {
  const findings: Finding[] = [];
  let count = 0;
  const byUrl = new Map(helm.repositories.map((r) => [normaliseUrl(r.url), r]));
  for (const {words, line} of shellCommands(code)) {
    const at = words.indexOf('helm');
    if (at < 0) continue;
    const args = words.slice(at + 1);
    if (args[0] === 'repo' && args[1] === 'add' && args[2] && args[3]) {
      aliases.set(args[2], byUrl.get(normaliseUrl(args[3])) ?? null);
      continue;
    }
    if (!['install', 'upgrade', 'template'].includes(args[0])) continue;
    const positional: string[] = [];
    const sets: string[] = [];
    let repoUrl: string | undefined;
    for (let i = 1; i < args.length; i++) {
      const word = args[i];
      if (!word.startsWith('-')) {
        positional.push(word);
        continue;
      }
      const [flag, inline] = word.includes('=') ? [word.slice(0, word.indexOf('=')), word.slice(word.indexOf('=') + 1)] : [word, undefined];
      if (BOOLEAN_FLAGS.has(flag)) continue;
      const value = inline ?? args[++i] ?? '';
      if (SET_FLAGS.has(flag)) sets.push(value);
      if (flag === '--repo') repoUrl = value;
    }
    let repo: HelmRepository | null | undefined;
    let chart: string | undefined;
    if (repoUrl) {
      repo = byUrl.get(normaliseUrl(repoUrl)) ?? null;
      chart = positional.at(-1);
    } else {
      const ref = positional.find((p) => /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/.test(p));
      if (!ref) continue;
      const [alias, name] = ref.split('/');
      // Without a `helm repo add` on the page, the repository's usual name stands for it.
      repo = aliases.has(alias) ? aliases.get(alias) : helm.repositories.find((r) => r.name === alias);
      chart = name;
    }
    if (!repo || !chart) continue;
    count++;
    const fileLine = codeLine + line;
    const served = repo.charts[chart];
    if (!served) {
      const elsewhere = helm.repositories.find((r) => r !== repo && r.charts[chart!]);
      const hint = elsewhere ? ` (it is served by ${elsewhere.name}, ${elsewhere.url})` : didYouMean(chart, Object.keys(repo.charts));
      findings.push({file, line: fileLine, message: `Helm repository ${repo.name} (${repo.url}) has no chart \`${chart}\`${hint}`});
      continue;
    }
    for (const key of sets.flatMap(setKeys)) {
      if (!isValuesKey(key, served.values)) {
        findings.push({file, line: fileLine, message: `chart ${repo.name}/${chart} has no value \`${key}\`${didYouMean(key, served.values)}`});
      }
    }
  }
  return {findings, count};
}
