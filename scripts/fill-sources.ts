/**
 * One-off: gives every page without `sources` a list, from the records that
 * existed when the list was introduced (issue 40):
 *
 *   npx tsx scripts/fill-sources.ts <route-sources.tsv> [audits/2026-11-content]
 *
 * - the help page each route was written from (route-sources.tsv: route TAB
 *   help path, the information architecture's record);
 * - the help pages and resource types the claim audit cited for the route
 *   (audits/…/claims/*.md, each headed `# /route`);
 * - what the page's own text points at (lib/suggest-sources.ts).
 * Only entries the pinned facts know are written. Pages that already have
 * `sources` are left alone. Later pages get theirs from `npm run new-page`
 * and `npm run sources -- --suggest`.
 */
import {readFileSync, readdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {listDocFiles} from './lib/docs-files';
import {withSources} from './lib/front-matter-sources';
import {pinnedSourceFacts} from './lib/page-sources';
import {suggestSources} from './lib/suggest-sources';
import {fileToRoute} from '../src/data/doc-routes';

const [tsv, auditsDir] = process.argv.slice(2);
if (!tsv) {
  console.error('Usage: npx tsx scripts/fill-sources.ts <route-sources.tsv> [audits-folder]');
  process.exit(2);
}
const facts = pinnedSourceFacts();
const fromRecords = new Map<string, Set<string>>();
const add = (route: string, entry: string) => fromRecords.set(route, (fromRecords.get(route) ?? new Set()).add(entry));

for (const line of readFileSync(tsv, 'utf8').split('\n')) {
  const [route, help] = line.split('\t');
  if (route && help && facts.help.has(help.trim())) add(route, `help:${help.trim()}`);
}
if (auditsDir) {
  for (const file of readdirSync(auditsDir, {recursive: true, encoding: 'utf8'})) {
    if (!/\/claims\/[^/]+\.md$/.test(`/${file}`)) continue;
    let route: string | undefined;
    for (const line of readFileSync(path.join(auditsDir, file), 'utf8').split('\n')) {
      const heading = /^# (\/\S*)/.exec(line);
      if (heading) route = heading[1];
      if (!route) continue;
      for (const [, help] of line.matchAll(/help:(src\/docs\/[\w./-]+\.md)/g)) if (facts.help.has(help)) add(route, `help:${help}`);
      for (const [type] of line.matchAll(/\bspotinst_[a-z0-9]+(?:_[a-z0-9]+)*\b/g)) if (facts.terraform.has(type)) add(route, `terraform:${type}`);
    }
  }
}

let filled = 0;
const counts: number[] = [];
for (const file of listDocFiles('docs')) {
  const source = readFileSync(file, 'utf8');
  const page = matter(source);
  if (Array.isArray(page.data.sources) && page.data.sources.length) continue;
  const route = fileToRoute(file);
  const records = [...(fromRecords.get(route) ?? [])];
  const entries = [...new Set([...records.filter((e) => e.startsWith('help:')).sort(), ...suggestSources(page.content, route), ...records.filter((e) => !e.startsWith('help:')).sort()])];
  counts.push(entries.length);
  if (!entries.length) {
    console.log(`${file}: nothing to fill from`);
    continue;
  }
  writeFileSync(file, withSources(source, entries));
  filled += 1;
}
counts.sort((a, b) => a - b);
console.log(`${filled} pages filled; sources per page: median ${counts[Math.floor(counts.length / 2)] ?? 0}, none ${counts.filter((c) => c === 0).length}`);
