/**
 * The text of a settings reference's filter box, shared by the box and every
 * table on the page (the tables sit under separate MDX headings, so they are
 * siblings, not children, of the box). Kept in memory only: nothing is
 * stored, so a reload shows every row again.
 */
let query = '';
const listeners = new Set<() => void>();

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getQuery = (): string => query;
export const getServerQuery = (): string => '';

export function setQuery(next: string): void {
  query = next;
  for (const l of listeners) l();
}

/** A row matches when every word of the query is in one of its names or its console place. */
export function matches(haystack: string, q: string): boolean {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  const text = haystack.toLowerCase();
  return words.every((w) => text.includes(w));
}

/** What the filter looks in: the Terraform path, the API path, the console place and label. */
export function searchText(row: {terraform: string; api?: string}, place?: {place?: string; label?: string}): string {
  return [row.terraform, row.api, place?.place, place?.label].filter(Boolean).join(' ');
}
