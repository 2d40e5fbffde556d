/**
 * The search data the build writes and the browser reads (SPEC §3: search
 * documents carry url, text, subcategory and title; options carry maxHits and
 * highlightResult).
 */
export type SearchDoc = {
  /** Page URL, with `#anchor` for a section. */
  url: string;
  /** Page title for a page, heading text for a section. */
  title: string;
  /** Top-level section of the site the page is in, e.g. "Ocean". */
  subcategory: string;
  /**
   * Plain text of the page (up to its first section) or section, inline code
   * between backticks. A section's page title is its page document's title.
   */
  text: string;
};

export type SearchOptions = {maxHits: number; highlightResult: boolean};

export type SearchFile = {searchDocs: SearchDoc[]; options: SearchOptions};

/** A piece of displayed text; `match` pieces are highlighted. */
export type Segment = {text: string; match: boolean};

export type Hit = {
  url: string;
  title: Segment[];
  pageTitle: string;
  subcategory: string;
  snippet: Segment[];
  /** The first matched word, highlighted on the destination page. */
  word: string;
};

/** Checks data fetched over the network before the engine trusts it. */
export function isSearchFile(value: unknown): value is SearchFile {
  if (typeof value !== 'object' || value === null) return false;
  const {searchDocs, options} = value as Partial<SearchFile>;
  return (
    Array.isArray(searchDocs) &&
    searchDocs.every(
      (doc) =>
        typeof doc === 'object' && doc !== null &&
        typeof doc.url === 'string' && typeof doc.title === 'string' && typeof doc.text === 'string' &&
        typeof doc.subcategory === 'string',
    ) &&
    typeof options === 'object' && options !== null && typeof options.maxHits === 'number'
  );
}
