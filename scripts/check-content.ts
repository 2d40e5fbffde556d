/**
 * Content check for authors: `npm run check:content [folder-or-file ...]`.
 * Runs the content rules, compiles each page as MDX (the build would fail on
 * the same syntax errors, minutes later) and checks that internal links point
 * at routes of the information architecture.
 */
import {readFileSync, statSync} from 'node:fs';
import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import matter from 'gray-matter';
import {bodyLineOffset, checkPage, formatProblem, type PageProblem} from './lib/content-rules';
import {pinnedSourceFacts} from './lib/page-sources';
import {listDocFiles} from './lib/docs-files';
import {internalLinksByLine, linkPath} from './lib/internal-links';
import {routes as pageRoutes} from '../src/data/page-tree';


async function main(): Promise<void> {
  const targets = process.argv.slice(2);
  const files = (targets.length ? targets : ['docs']).flatMap((t) =>
    statSync(t).isDirectory() ? listDocFiles(t) : [t],
  );
  const routes = new Set(pageRoutes);
  const sourceFacts = pinnedSourceFacts();
  const problems: PageProblem[] = [];
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    problems.push(...checkPage(file, source, {sourceFacts}));
    const body = matter(source).content;
    const offset = bodyLineOffset(source, body);
    try {
      await compile(body, {remarkPlugins: [remarkGfm, remarkDirective]});
    } catch (error) {
      const line = (error as {line?: number}).line;
      problems.push({file, message: `MDX does not compile: ${(error as Error).message}`, ...(line ? {line: offset + line} : {})});
    }
    for (const {link, line} of internalLinksByLine(body)) {
      if (!routes.has(linkPath(link)) && !linkPath(link).startsWith('/img/')) {
        problems.push({file, message: `link to unknown route ${link}`, line: offset + line});
      }
    }
  }
  for (const p of problems) console.log(formatProblem(p));
  console.log(`${files.length} pages checked, ${problems.length} problems`);
  process.exitCode = problems.length ? 1 : 0;
}

void main();
