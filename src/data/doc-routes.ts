/**
 * The one mapping between a route and the doc that serves it. Docs mirror URL
 * paths: `/a/b` lives in `docs/a/b.mdx` (doc id `a/b`) and a folder route
 * `/a/` lives in `docs/a/index.mdx` (doc id `a/index`). No data here: the
 * child-card component runs in the browser on every index page.
 */
export function routeToDocId(route: string): string {
  if (!route.startsWith('/')) {
    throw new Error(`Route must start with "/": ${route}`);
  }
  const trimmed = route.slice(1);
  return trimmed === '' || trimmed.endsWith('/') ? `${trimmed}index` : trimmed;
}

export function docIdToRoute(docId: string): string {
  if (docId === 'index') return '/';
  return docId.endsWith('/index')
    ? `/${docId.slice(0, -'index'.length)}`
    : `/${docId}`;
}

export function routeToFile(route: string): string {
  return `docs/${routeToDocId(route)}.mdx`;
}

/** The route a page file serves: `docs/a/b.mdx` → `/a/b`, `docs/a/index.mdx` → `/a/`. */
export function fileToRoute(file: string): string {
  return docIdToRoute(file.replace(/^docs\//, '').replace(/\.mdx?$/, ''));
}
