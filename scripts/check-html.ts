/**
 * `npm run check:html`: the W3C Nu HTML Checker (npm vnu-jar, run with Java)
 * over a sample of the built site: the home page, the 404 page, the search
 * results page, every product's index page, and pages with tabs, diagrams,
 * tables, admonitions and code. Run after `npm run build`. Exits 1 on any
 * error the checker reports.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {findCodeBlocks} from './lib/code-blocks';
import {listDocFiles} from './lib/docs-files';
import {htmlSample} from './lib/html-sample';
import {runNuChecker} from './lib/nu-checker';

const BUILD = path.resolve(import.meta.dirname, '../build');

async function main(): Promise<void> {
  if (!existsSync(path.join(BUILD, 'index.html'))) {
    console.error('check:html: no build/index.html; run `npm run build` first.');
    process.exit(2);
  }
  const diagrams = listDocFiles('docs')
    .filter((doc) => findCodeBlocks(readFileSync(doc, 'utf8')).some((block) => block.lang === 'mermaid'))
    .slice(0, 3)
    .map((doc) => ({file: path.join(BUILD, doc.replace(/^docs\//, '').replace(/(\/index)?\.mdx?$/, ''), 'index.html'), reason: 'diagram'}));
  const sample = htmlSample(BUILD, (file) => readFileSync(file, 'utf8'), diagrams.filter((d) => existsSync(d.file)));
  const report = await runNuChecker(sample.map((s) => s.file));
  for (const message of report.errors) console.log(`${message.file}:${message.line}: ${message.message}`);
  console.log(`Nu HTML Checker: ${sample.length} pages (${[...new Set(sample.map((s) => s.reason))].join(', ')}): ${report.errors.length} errors`);
  process.exitCode = report.errors.length ? 1 : 0;
}

void main();
