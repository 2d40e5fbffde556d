/**
 * Rules every page must meet (the content standard in CONTRIBUTING.md,
 * "Writing a page"). Each rule returns human-readable problems so authors see
 * what to fix and where: the line of the page, wherever a rule can place it.
 */
import matter from 'gray-matter';
import {findCodeBlocks, withoutCodeBlocks} from './code-blocks';
import {sourcesLine} from './front-matter-sources';
import {sourceProblems, type SourceFacts} from './page-sources';

export const MAX_DESCRIPTION = 160;
export const PLACEHOLDER_WORDS = /\b(TODO|TBD|FIXME|lorem ipsum|lorem|coming soon|placeholder text)\b/i;

/**
 * The site is Spot's own documentation: a page states facts about the product and never
 * talks about where its facts came from ("the public record has…", "the vendor has…").
 */
export const SOURCE_TALK = [
  /\bpublic record\b/i,
  /\bthe record (lists|has|gives|says|shows|notes)\b/i,
  /\bpredecessor (page|documentation|docs|site)\b/i,
  /\bthe vendor(?:'s)? (has|have|says|documents|publishes|lists|decommissioned)\b/i,
  /\bnot stated in the (entry|record|source|documentation)\b/i,
  /\bsource record\b/i,
  // Ways of pointing at where a fact came from instead of stating it (issue 38's examples).
  /\bSpot's reference (template|example|configuration)s?\b/i,
  /\bwhat the (builder|reference|console|API reference) documents\b/i,
  /\bthe builder documents\b/i,
  /\b(not|never) (listed|shown|described|given) in (this|the) documentation\b/i,
  /\b(the|our) (previous|earlier|old|former) (documentation|docs|help site)\b/i,
  // The old help site's repository is where these pages came from, not where readers get anything.
  /github\.com\/spotinst\/help\b/i,
];

/** Index pages hand the reader on through their cards; every other page must stand on its own. */
export const MIN_WORDS_INDEX = 120;
export const MIN_WORDS_PAGE = 250;

export function minimumWordsFor(body: string): number {
  return body.includes('<ChildCards') ? MIN_WORDS_INDEX : MIN_WORDS_PAGE;
}

export type PageProblem = {file: string; message: string; /** 1-based line in the file, when the rule can place it. */ line?: number};

/** `docs/x.mdx:42: message`, or without the line when the rule cannot place it. */
export function formatProblem(p: PageProblem): string {
  return p.line ? `${p.file}:${p.line}: ${p.message}` : `${p.file}: ${p.message}`;
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** Lines of the file before its body (the front matter): a body line plus this is a line of the file. */
export function bodyLineOffset(source: string, body: string): number {
  return source.slice(0, source.length - body.length).split('\n').length - 1;
}

/** Body text without front matter, code blocks, imports, JSX tags and link targets. */
export function proseOf(body: string): string {
  return withoutCodeBlocks(body)
    .replace(/^(import|export) .*$/gm, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/[#>*_`|[\]-]/g, ' ');
}

/** The body without fenced code blocks, where http:// may be an example endpoint rather than a link. */
function proseLinksOf(body: string): string {
  return withoutCodeBlocks(body);
}

export function countWords(text: string): number {
  return (text.match(/[A-Za-z0-9][A-Za-z0-9'’.-]*/g) ?? []).length;
}

export function checkPage(file: string, source: string, opts: {minWords?: number; sourceFacts?: SourceFacts} = {}): PageProblem[] {
  const problems: PageProblem[] = [];
  const report = (message: string, line?: number) => problems.push(line ? {file, message, line} : {file, message});
  let parsed: matter.GrayMatterFile<string>;
  try {
    parsed = matter(source);
  } catch (error) {
    return [{file, message: `front matter is not valid YAML: ${(error as Error).message}`}];
  }
  const fm = parsed.data as Record<string, unknown>;
  const body = parsed.content;
  // Lines of the file before the body: a position in the body is this many lines further down.
  const bodyOffset = bodyLineOffset(source, body);
  const bodyLine = (index: number) => bodyOffset + lineOf(body, index);
  const frontMatterLine = (key: string) => {
    const index = source.split('\n').findIndex((line) => line.startsWith(`${key}:`));
    return index >= 0 ? index + 1 : undefined;
  };

  if (typeof fm.title !== 'string' || fm.title.trim() === '') report('front matter needs a non-empty `title`');
  if (typeof fm.description !== 'string' || fm.description.trim() === '') {
    report('front matter needs a non-empty `description`');
  } else if (fm.description.length > MAX_DESCRIPTION) {
    report(`description is ${fm.description.length} characters; the limit is ${MAX_DESCRIPTION}`, frontMatterLine('description'));
  }
  for (const message of sourceProblems(fm.sources, opts.sourceFacts)) report(message, sourcesLine(source) ?? frontMatterLine('title'));
  const h1 = /^# /m.exec(withoutCodeBlocks(body));
  if (h1) {
    report('do not write a `# ` heading: the title in front matter is the page heading (one H1 per page)', bodyLine(h1.index));
  }
  if (!/^## /m.test(body)) report('needs at least one `##` section');
  const placeholder = PLACEHOLDER_WORDS.exec(body);
  const descriptionPlaceholder = String(fm.description ?? '').match(PLACEHOLDER_WORDS);
  if (descriptionPlaceholder) report(`the description contains placeholder wording "${descriptionPlaceholder[0]}"`, frontMatterLine('description'));
  if (placeholder) report(`contains placeholder wording "${placeholder[0]}"`, bodyLine(placeholder.index));
  const prose = withoutCodeBlocks(body);
  for (const pattern of SOURCE_TALK) {
    const talk = pattern.exec(prose);
    if (talk) report(`talks about its sources ("${talk[0]}"): state the fact about the product instead`, bodyLine(talk.index));
  }
  for (const block of findCodeBlocks(body)) {
    if (block.lang === '') report('a code block has no language (write ```yaml, ```bash, ```json …)', bodyOffset + block.line);
    if (!block.closed) report('a code block is not closed', bodyOffset + block.line);
  }
  const words = countWords(proseOf(body));
  const min = opts.minWords ?? minimumWordsFor(body);
  if (words < min) report(`body has ${words} words; at least ${min} are required`);
  // A table's header row names its columns for screen readers; an empty cell leaves a column unnamed.
  const lines = proseLinksOf(body).split('\n');
  lines.forEach((line, i) => {
    const isHeader = /^\s*\|/.test(line) && /^\s*\|?\s*:?-{3,}/.test(lines[i + 1] ?? '');
    if (isHeader && line.trim().replace(/^\||\|$/g, '').split('|').some((cell) => cell.trim() === '')) {
      report(`a table header has an empty cell: ${line.trim()}`, bodyOffset + i + 1);
    }
  });
  // Markdown links, JSX/HTML href attributes and <autolinks>; code blocks may show http:// endpoints.
  const links = /\]\((http:\/\/[^)\s]+)|href=["'{]+(http:\/\/[^"'}\s]+)|<(http:\/\/[^>\s]+)>/g;
  for (const link of proseLinksOf(body).matchAll(links)) {
    report(`external link must use https: ${link[1] ?? link[2] ?? link[3]}`, bodyLine(link.index));
  }
  return problems;
}
