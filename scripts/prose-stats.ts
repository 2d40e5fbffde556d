/**
 * Prose words per page (code, JSX and link targets excluded), the measure the
 * content issues set their depth targets in: `npm run stats:prose docs/eco`.
 */
import {readFileSync, statSync} from 'node:fs';
import matter from 'gray-matter';
import {countWords, proseOf} from './lib/content-rules';
import {listDocFiles} from './lib/docs-files';

const targets = process.argv.slice(2);
for (const target of targets.length ? targets : ['docs']) {
  const files = statSync(target).isDirectory() ? listDocFiles(target) : [target];
  const counts = files
    .map((file) => ({file, words: countWords(proseOf(matter(readFileSync(file, 'utf8')).content))}))
    .sort((a, b) => a.words - b.words);
  const median = counts.length ? counts[Math.floor((counts.length - 1) / 2)].words : 0;
  const smallest = counts[0];
  console.log(`${target}: ${counts.length} pages, prose median ${median}, smallest ${smallest?.words ?? 0} (${smallest?.file ?? '-'})`);
}
