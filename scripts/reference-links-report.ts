/**
 * Counts what the reference-links remark plugin does to the pages: operation
 * and resource mentions linked, and every mention left unlinked with why.
 *
 *   npx tsx scripts/reference-links-report.ts [docs folder]
 *
 * Runs the plugin on each page's MDX as the build does (remark with MDX, GFM
 * and directives), without building the site.
 */
import {readFileSync} from 'node:fs';
import matter from 'gray-matter';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import {remarkReferenceLinks, type MentionReport} from '../src/plugins/reference-links';
import {listDocFiles} from './lib/docs-files';

const mentions: MentionReport[] = [];
const processor = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use(remarkGfm)
  .use(remarkDirective)
  .use(remarkReferenceLinks, {onMention: (m) => mentions.push(m)});

for (const file of listDocFiles(process.argv[2] ?? 'docs')) {
  const tree = processor.parse({path: file, value: matter(readFileSync(file, 'utf8')).content});
  processor.runSync(tree, {path: file, value: ''} as never);
}

/** Node 20 has no Object.groupBy. */
function groupBy<T>(items: T[], key: (item: T) => string): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return [...groups];
}

const linked = (m: MentionReport) => 'url' in m && !m.note;
for (const kind of ['operation', 'resource'] as const) {
  const ofKind = mentions.filter((m) => m.kind === kind);
  const byPlace = groupBy(ofKind.filter(linked), (m) => m.place).map(([place, ms]) => `${place} ${ms.length}`);
  console.log(`${kind} mentions: ${ofKind.length}, linked ${ofKind.filter(linked).length} (${byPlace.join(', ')})`);
}
const unlinked = mentions.filter((m) => !linked(m));
const why = (m: MentionReport) => m.note ?? ('reason' in m ? m.reason : '');
console.log(`\nunlinked: ${unlinked.length}`);
for (const [reason, ms] of groupBy(unlinked, why)) {
  console.log(`\n${reason} (${ms.length}):`);
  const counts = new Map<string, number>();
  for (const m of ms) counts.set(`${m.text}  [${m.file}]`, (counts.get(`${m.text}  [${m.file}]`) ?? 0) + 1);
  for (const [what, n] of counts) console.log(`  ${what}${n > 1 ? ` ×${n}` : ''}`);
}
