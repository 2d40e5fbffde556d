/**
 * `npm run check:samples [folder-or-file …]`: every code sample and API call in
 * the docs checked against the real product (the vendor facts in
 * src/data/facts). Prints one line per finding and exits 1 on any.
 */
import {readFileSync, statSync} from 'node:fs';
import {listDocFiles} from './lib/docs-files';
import {checkSamplesOnPage, emptyStats} from './lib/samples/check-page';
import {loadFacts} from './lib/samples/facts';
import type {Finding} from './lib/samples/types';

async function main(): Promise<void> {
  const targets = process.argv.slice(2);
  const files = (targets.length ? targets : ['docs']).flatMap((t) => (statSync(t).isDirectory() ? listDocFiles(t) : [t]));
  const facts = loadFacts();
  const stats = emptyStats();
  const findings: Finding[] = [];
  for (const file of files) findings.push(...(await checkSamplesOnPage(file, readFileSync(file, 'utf8'), facts, stats)));
  for (const f of findings) console.log(`${f.file}:${f.line}: ${f.message}`);
  const blocks = Object.entries(stats.blocks)
    .sort((a, b) => b[1] - a[1])
    .map(([lang, n]) => `${lang || '(none)'} ${n}`)
    .join(', ');
  console.log(
    `${files.length} pages: ${Object.values(stats.blocks).reduce((a, b) => a + b, 0)} code blocks (${blocks}); ` +
      `${stats.resources} spotinst resources, ${stats.apiCalls} API calls (${stats.apiBodies} request bodies), ${stats.helmCommands} Helm installs, ` +
      `${stats.proseResources} resource names in prose checked: ${findings.length} findings`,
  );
  process.exitCode = findings.length ? 1 : 0;
}

void main();
