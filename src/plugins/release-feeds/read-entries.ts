/**
 * Reads a release-notes stream page's MDX into its dated entries: one per row
 * of every table whose header has a `Date` column. The page is the one source:
 * every field of an entry is a cell of its row (or the month heading above the
 * table), so a new row is a new entry without any change here.
 *
 * Columns are found by their header, since the streams differ: `Id` or
 * `Release` names the entry, `Change` or `Changes` says what changed,
 * `Applies to` lists what it concerns, `Details` links to the page that
 * documents it.
 */
import matter from 'gray-matter';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import {createSlugger} from '@docusaurus/utils';

export type Entry = {
  /** The row's date, `YYYY-MM-DD`. */
  date: string;
  /** The row's item number or release, when it has one (`(none)` means none). */
  id?: string;
  /** The Change cell as plain text. */
  change: string;
  /** The Applies to cell, split at commas. */
  appliesTo: string[];
  /** The first link of the Details cell, as written (a route or an external URL). */
  details?: string;
  /** The anchor of the heading the row's table is under (the month). */
  anchor: string;
};

export type StreamPage = {title: string; entries: Entry[]};

type Node = {type: string; value?: string; url?: string; depth?: number; children?: Node[]; position?: {start: {line: number}}};

const COLUMNS = {
  date: ['date'],
  id: ['id', 'release'],
  change: ['change', 'changes'],
  appliesTo: ['applies to'],
  details: ['details'],
} as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const NO_ID = /^\(none\)$/i;

/** `YYYY-MM-DD` naming a day that exists (Date would quietly turn 2025-02-30 into March 2). */
export function isCalendarDate(text: string): boolean {
  if (!DATE.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

/** The text a reader sees: inline code without backticks, emphasis without marks, links as their text. */
export function plainText(node: Node): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value ?? '';
  if (node.type === 'break') return ' ';
  return (node.children ?? []).map(plainText).join('');
}

function firstLink(node: Node): string | undefined {
  if (node.type === 'link') return node.url;
  for (const child of node.children ?? []) {
    const found = firstLink(child);
    if (found) return found;
  }
  return undefined;
}

const processor = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective);

/** The page's title and entries, in page order (newest first on every stream page). */
export function readStreamPage(source: string, file: string): StreamPage {
  const {data, content} = matter(source);
  const tree = processor.parse(content) as Node;
  const slugger = createSlugger();
  const entries: Entry[] = [];
  let anchor = '';

  for (const node of tree.children ?? []) {
    if (node.type === 'heading') {
      // Every heading takes its slug in page order, as Docusaurus gives ids (a repeated title gets -1).
      const slug = slugger.slug(plainText(node));
      if (node.depth === 2) anchor = slug;
      continue;
    }
    if (node.type !== 'table') continue;
    const [header, ...rows] = node.children ?? [];
    const names = (header.children ?? []).map((cell) => plainText(cell).trim().toLowerCase());
    const column = (key: keyof typeof COLUMNS) => names.findIndex((name) => (COLUMNS[key] as readonly string[]).includes(name));
    const at = {date: column('date'), id: column('id'), change: column('change'), appliesTo: column('appliesTo'), details: column('details')};
    if (at.date < 0) continue;
    if (at.change < 0) throw new Error(`${file}: a dated table has no Change column (headers: ${names.join(', ')})`);
    for (const row of rows) {
      const cells = row.children ?? [];
      const cell = (index: number) => (index < 0 || !cells[index] ? '' : plainText(cells[index]).trim());
      const date = cell(at.date);
      const line = row.position?.start.line;
      if (!isCalendarDate(date)) {
        throw new Error(`${file}:${line}: the Date cell "${date}" is not a date written YYYY-MM-DD`);
      }
      const id = cell(at.id);
      entries.push({
        date,
        ...(id && !NO_ID.test(id) ? {id} : {}),
        change: cell(at.change).replace(/\s+/g, ' '),
        appliesTo: cell(at.appliesTo).split(',').map((s) => s.trim()).filter(Boolean),
        ...(at.details >= 0 && cells[at.details] && firstLink(cells[at.details]) ? {details: firstLink(cells[at.details])} : {}),
        anchor,
      });
    }
  }
  return {title: String(data.title ?? ''), entries};
}
