/**
 * Turns one built doc page into search documents: the page itself (its
 * title and the text before its first section) and one document per `h2`/`h3`
 * section, in the shape docusaurus-lunr-search's extractor yields.
 *
 * Our own walk of the HTML rather than the stock extractor, because the
 * stock one (docusaurus-lunr-search 3.6.1, hast-util-to-text 2) loses what
 * readers search for:
 * - the opening paragraph of any page with sections (it is indexed nowhere);
 * - every tab but the first (tab panels carry `hidden`, which it skips), so a
 *   Terraform or API tab's arguments were unsearchable;
 * - the space between list items, table cells and headings ("settings.Choose").
 *
 * Inline code keeps its backticks in the text (`like_this`; a backtick in the
 * page's own text becomes an apostrophe), so the engine can rank a page that
 * names an identifier in a reference table or in prose above one whose sample
 * merely contains it, at two bytes per name.
 *
 * A row of a settings reference (`<tr data-setting id="strategy.risk">`) is a
 * document of its own, titled by its id (the Terraform path) and linking to
 * the row: its Terraform argument, API attribute and console label then lead
 * to that row rather than to a section of hundreds of rows.
 *
 * Left out: card grids of index pages (each card repeats a child page's title
 * and description, which that page is found by) and "Related pages" sections
 * (titles of other pages).
 */
import {Parser} from 'htmlparser2';

export type ExtractedDoc = {
  url: string;
  /** The page title for the page document, the heading for a section. */
  title: string;
  pageTitle: string;
  /** Plain text, block elements separated by a space, inline code in backticks. */
  content: string;
};

/** Sections whose text is other pages' titles. */
const SKIPPED_SECTIONS = new Set(['related-pages']);

/** Elements whose end or start is a visual break: text on either side must not run together. */
const BLOCK = new Set([
  'address', 'article', 'aside', 'blockquote', 'br', 'caption', 'dd', 'details', 'div', 'dl', 'dt', 'figcaption',
  'figure', 'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'nav', 'ol', 'p', 'pre',
  'section', 'summary', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'ul',
]);

/** Elements whose text a reader never reads as page content. */
const SKIPPED = new Set(['script', 'style', 'template', 'noscript', 'svg', 'button']);
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

const hasClass = (attributes: Record<string, string>, name: string) =>
  (attributes.class ?? '').split(/\s+/).includes(name);

type Section = {title: string; anchor: string; text: string[]};

/** The attribute that marks a settings-reference row (SettingsTable). */
const ROW_ATTRIBUTE = 'data-setting';

export function htmlToDocs(html: string, url: string): ExtractedDoc[] {
  let depth = 0;
  /** Depth of the `.markdown` container while inside it, else -1. */
  let markdownDepth = -1;
  /** The content is over: nothing after it (feedback, pagination, footer) is indexed. */
  let done = false;
  let skipDepth = -1;
  let preDepth = -1;
  let codeDepth = -1;
  let heading: {depth: number; tag: string; anchor: string; text: string} | undefined;
  let pageTitle = '';
  const page: Section = {title: '', anchor: '', text: []};
  const sections: Section[] = [];
  let current = page;
  /** While inside a settings row: its depth and the section it interrupts. */
  let row: {depth: number; parent: Section} | undefined;

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (!VOID.has(name)) depth += 1;
        if (done) return;
        if (markdownDepth === -1) {
          if (name === 'div' && hasClass(attributes, 'markdown')) markdownDepth = depth;
          return;
        }
        if (skipDepth !== -1) return;
        if (SKIPPED.has(name) || hasClass(attributes, 'card') || (name === 'a' && hasClass(attributes, 'hash-link'))) {
          if (!VOID.has(name)) skipDepth = depth;
          return;
        }
        if (BLOCK.has(name)) current.text.push(' ');
        if (name === 'tr' && ROW_ATTRIBUTE in attributes && attributes.id && !row) {
          row = {depth, parent: current};
          current = {title: attributes.id, anchor: attributes.id, text: []};
          sections.push(current);
        }
        if (name === 'pre' && preDepth === -1) preDepth = depth;
        if (name === 'code' && preDepth === -1 && codeDepth === -1 && !heading) {
          codeDepth = depth;
          current.text.push('`');
        }
        // Only headings with an anchor start a section; card titles on index pages are plain text.
        if (name === 'h1' || ((name === 'h2' || name === 'h3') && attributes.id)) {
          heading = {depth, tag: name, anchor: attributes.id ?? '', text: ''};
        }
      },
      ontext(text) {
        if (done || markdownDepth === -1 || skipDepth !== -1) return;
        if (heading) heading.text += text;
        else current.text.push(text.replaceAll('`', "'"));
      },
      onclosetag(name, isImplied) {
        if (VOID.has(name) && !isImplied) {
          if (!done && markdownDepth !== -1 && skipDepth === -1 && name === 'br') current.text.push(' ');
          return;
        }
        if (VOID.has(name)) return;
        const closing = depth;
        depth -= 1;
        if (done || markdownDepth === -1) return;
        if (closing === markdownDepth) {
          done = true;
          return;
        }
        if (closing === skipDepth) {
          skipDepth = -1;
          return;
        }
        if (skipDepth !== -1) return;
        if (closing === codeDepth) {
          // Empty code gets no marks.
          if (current.text.at(-1) === '`') current.text.pop();
          else current.text.push('`');
          codeDepth = -1;
        }
        if (closing === preDepth) preDepth = -1;
        if (row && closing === row.depth) {
          current = row.parent;
          row = undefined;
        }
        if (heading && closing === heading.depth) {
          const title = clean(heading.text);
          if (heading.tag === 'h1') pageTitle = title;
          else {
            current = {title, anchor: heading.anchor, text: []};
            sections.push(current);
          }
          heading = undefined;
        }
        if (BLOCK.has(name)) current.text.push(' ');
      },
    },
    {decodeEntities: true},
  );
  parser.end(html);
  if (!done || pageTitle === '') return [];
  const toDoc = (section: Section, isPage: boolean): ExtractedDoc => ({
    url: isPage ? url : `${url}#${section.anchor}`,
    title: isPage ? pageTitle : section.title,
    pageTitle,
    content: clean(section.text.join('')),
  });
  const kept = sections.filter((section) => !SKIPPED_SECTIONS.has(section.anchor));
  return [toDoc(page, true), ...kept.map((section) => toDoc(section, false))];
}

/** One line of text: runs of white space (and the zero-width spaces of heading anchors) become one space. */
function clean(text: string): string {
  return text.replace(/\u200b/g, '').replace(/\s+/g, ' ').trim();
}
