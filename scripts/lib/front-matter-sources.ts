/**
 * Reads and writes the `sources` list in a page's front matter as text, so a
 * page keeps its formatting (gray-matter would re-serialise the whole block).
 */

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---(\r?\n|$)/;

/** The page with `sources` set to `entries`, after `description` (or at the end of the front matter). */
export function withSources(source: string, entries: readonly string[]): string {
  const match = FRONT_MATTER.exec(source);
  if (!match) throw new Error('the page has no front matter');
  const lines = match[1].split(/\r?\n/);
  // Drop an existing list: the key line and its indented items.
  const start = lines.findIndex((line) => /^sources:/.test(line));
  if (start >= 0) {
    let end = start + 1;
    while (end < lines.length && /^\s+-\s|^\s*$/.test(lines[end])) end += 1;
    lines.splice(start, end - start);
  }
  const block = ['sources:', ...entries.map((entry) => `  - ${JSON.stringify(entry)}`)];
  const after = lines.findIndex((line) => /^description:/.test(line));
  lines.splice(after >= 0 ? after + 1 : lines.length, 0, ...block);
  return `---\n${lines.join('\n')}\n---${match[2]}${source.slice(match[0].length)}`;
}

/** The 1-based line of the page where `sources` starts, for messages; undefined without one. */
export function sourcesLine(source: string): number | undefined {
  const index = source.split('\n').findIndex((line) => /^sources:/.test(line));
  return index >= 0 ? index + 1 : undefined;
}
