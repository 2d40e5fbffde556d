/**
 * Where a page's Markdown twin lives: `/a/b` → `/a/b.md`, a folder route
 * `/a/` → `/a/index.md`. The generator writes there and the Copy page button
 * fetches from there, so this module imports nothing (it ships to browsers).
 */
export function markdownTwinPath(route: string): string {
  const path = route.split(/[?#]/)[0];
  return path.endsWith('/') ? `${path}index.md` : `${path}.md`;
}
