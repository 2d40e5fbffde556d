/**
 * `npm run sources -- <term>`: the pages whose `sources` front matter mentions
 * a term (a resource type, an operationId, a help page, a chart or a
 * repository), so that a change upstream comes with the pages to re-read:
 *
 *   npm run sources -- spotinst_ocean_aws_launch_spec
 *   npm run sources -- api:OceanAWSClusterUpdate
 *   npm run sources -- src/docs/ocean/features/headroom.md
 *
 * `npm run sources -- --suggest <file>…` prints what a page's text points at
 * (API calls, resource types, charts, repositories) as entries to paste.
 */
import {readFileSync} from 'node:fs';
import matter from 'gray-matter';
import {listDocFiles} from './lib/docs-files';
import {sourcesMatching} from './lib/page-sources';
import {suggestSources} from './lib/suggest-sources';
import {fileToRoute} from '../src/data/doc-routes';


function usage(): never {
  console.error('Usage: npm run sources -- <term>   (pages whose sources mention the term)\n       npm run sources -- --suggest <docs/page.mdx>…');
  process.exit(2);
}

const args = process.argv.slice(2);
if (!args.length) usage();
if (args[0] === '--suggest') {
  if (args.length < 2) usage();
  for (const file of args.slice(1)) {
    const body = matter(readFileSync(file, 'utf8')).content;
    console.log(`${file}:`);
    for (const entry of suggestSources(body, fileToRoute(file))) console.log(`  - "${entry}"`);
  }
} else {
  const term = args.join(' ');
  let pages = 0;
  for (const file of listDocFiles('docs')) {
    const matches = sourcesMatching(matter(readFileSync(file, 'utf8')).data.sources, term);
    if (!matches.length) continue;
    pages += 1;
    console.log(`${fileToRoute(file)}  (${file})  ${matches.join(', ')}`);
  }
  console.log(`${pages} page${pages === 1 ? '' : 's'} rest on "${term}"`);
  process.exitCode = pages ? 0 : 1;
}
