/**
 * Which built HTML file serves a route. Docusaurus writes `/a/b` as
 * `a/b/index.html`; the client-redirects plugin later writes `/a/b.html` as a
 * folder `a/b.html/index.html`. Only files count, so the answer does not
 * depend on which plugin's postBuild ran first.
 */
import {statSync} from 'node:fs';
import {join} from 'node:path';
import {minimatch} from 'minimatch';

const isFile = (path: string) => statSync(path, {throwIfNoEntry: false})?.isFile() ?? false;

export function htmlFileForRoute(outDir: string, baseUrl: string, route: string): string | undefined {
  const relative = decodeURIComponent(route.startsWith(baseUrl) ? route.slice(baseUrl.length) : route.replace(/^\//, ''));
  const candidates = relative === '' || relative.endsWith('/')
    ? [join(outDir, relative, 'index.html')]
    : [join(outDir, relative, 'index.html'), join(outDir, `${relative}.html`)];
  return candidates.find(isFile);
}

export type PageFile = {path: string; url: string};

/** The pages search indexes: every route with a built file, less the excluded ones, the 404 page and search itself. */
export function pagesToIndex(outDir: string, baseUrl: string, routes: string[], exclude: string[]): PageFile[] {
  const skip = [...exclude, '/404.html', '/search'].map((pattern) => `${baseUrl}${pattern.replace(/^\//, '')}`);
  return [...new Set(routes)]
    .filter((route) => !skip.some((pattern) => minimatch(route, pattern)))
    .sort()
    .flatMap((route) => {
      const path = htmlFileForRoute(outDir, baseUrl, route);
      return path ? [{path, url: route}] : [];
    });
}
