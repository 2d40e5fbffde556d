/** The one place that names the search data file (the build writes it, the server caches it, tests find it). */
export function searchDocFileName(contentHash: string): string {
  return `search-doc-${contentHash}.json`;
}

/** Matches the file name: its hash changes whenever its content may, so it can be cached forever. */
export const SEARCH_DOC_FILE = /^search-doc-[0-9a-f]{12}\.json$/;
