import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import searchPlugin, {type SearchGlobalData} from '../../src/plugins/search';
import {extractDocs} from '../../src/plugins/search/indexer/extract';
import {htmlFileForRoute, pagesToIndex} from '../../src/plugins/search/indexer/route-files';
import {SEARCH_EXCLUDED_ROUTES} from '../../src/data/site';

function tempBuild(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'search-build-'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

const page = (title: string, sections: string[] = []) =>
  `<!DOCTYPE html><html><body><article><header><h1>${title}</h1></header><div class="theme-doc-markdown markdown">` +
  `<p>${title} introduction.</p>` +
  // Heading markup as Docusaurus 3.9.2 writes it (copied from a built page).
  sections.map((s) => `<h2 class="anchor anchorTargetHideOnScrollNavbar_vjPI" id=${s.toLowerCase()}>${s}<a href=#${s.toLowerCase()} class=hash-link aria-label="Direct link to ${s}" title="Direct link to ${s}" translate=no>\u200b</a></h2><p>About ${s}.</p>`).join('') +
  `</div></article></body></html>`;

describe('which file serves a route', () => {
  it('takes the page, not the client-redirects folder of the same name, whichever plugin wrote first', () => {
    // Written as client-redirects leaves them: /a/b.html is a folder with a meta-refresh page inside.
    const redirectsFirst = tempBuild({'a/b.html/index.html': '<meta http-equiv="refresh">', 'a/b/index.html': page('B')});
    expect(htmlFileForRoute(redirectsFirst, '/', '/a/b')).toBe(path.join(redirectsFirst, 'a/b/index.html'));
    const pageOnly = tempBuild({'a/b/index.html': page('B')});
    expect(htmlFileForRoute(pageOnly, '/', '/a/b')).toBe(path.join(pageOnly, 'a/b/index.html'));
    const flatFile = tempBuild({'a/b.html': page('B')});
    expect(htmlFileForRoute(flatFile, '/', '/a/b')).toBe(path.join(flatFile, 'a/b.html'));
    expect(htmlFileForRoute(tempBuild({'a/index.html': page('A')}), '/', '/a/')).toMatch(/a\/index\.html$/);
    expect(htmlFileForRoute(tempBuild({'a/b.html/index.html': 'x'}), '/', '/a/b')).toBeUndefined();
  });

  it('indexes every built route except the excluded sections, the 404 page and the results page', () => {
    const dir = tempBuild({
      'index.html': page('Home'),
      'ocean/index.html': page('Ocean'),
      'billing-engine/index.html': page('Billing'),
      'billing-engine/setup/index.html': page('Billing setup'),
      'cost-intelligence/index.html': page('CI'),
      '404.html': page('Not found'),
      'search/index.html': page('Search'),
    });
    const routes = ['/', '/ocean/', '/billing-engine', '/billing-engine/setup', '/cost-intelligence', '/404.html', '/search'];
    expect(pagesToIndex(dir, '/', routes, SEARCH_EXCLUDED_ROUTES).map((p) => p.url)).toEqual(['/', '/ocean/']);
  });
});

describe('the pinned docusaurus-lunr-search extractor', () => {
  it('still yields a page document and one document per section, in the shape the plugin reads', async () => {
    const dir = tempBuild({'ocean/index.html': page('Ocean', ['Headroom', 'Roll'])});
    const [docs] = await extractDocs([{path: path.join(dir, 'ocean/index.html'), url: '/ocean/'}], 1);
    // ExtractedDoc's fields, which toSearchDocs reads; a new extractor version that renames or drops one fails here.
    expect(docs.map((d) => ({title: d.title.replace(/\u200b/g, ''), type: d.type, pageTitle: d.pageTitle, url: d.url, content: d.content.trim()}))).toEqual([
      {title: 'Ocean', type: 0, pageTitle: undefined, url: '/ocean/', content: ''},
      {title: 'Headroom', type: 1, pageTitle: 'Ocean', url: '/ocean/#headroom', content: 'About Headroom.'},
      {title: 'Roll', type: 1, pageTitle: 'Ocean', url: '/ocean/#roll', content: 'About Roll.'},
    ]);
  });
});

describe('search under the development server', () => {
  const env = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = env;
  });

  async function globalData(nodeEnv: string) {
    process.env.NODE_ENV = nodeEnv;
    const context = {siteDir: process.cwd(), baseUrl: '/'} as LoadContext;
    const plugin = searchPlugin(context, {maxHits: 8, highlightResult: true, excludeRoutes: [], sources: ['sidebars.ts']});
    let data: SearchGlobalData | undefined;
    const routes: string[] = [];
    await plugin.contentLoaded!({
      content: undefined,
      allContent: {},
      actions: {setGlobalData: (d: unknown) => (data = d as SearchGlobalData), addRoute: (r: {path: string}) => routes.push(r.path)},
    } as never);
    return {data: data!, routes};
  }

  it('tells the box that no search data exists in `npm start`, and that it does in a build', async () => {
    expect((await globalData('development')).data.available).toBe(false);
    const build = await globalData('production');
    expect(build.data.available).toBe(true);
    expect(build.data.searchDoc).toMatch(/^search-doc-[0-9a-f]{12}\.json$/);
    expect(build.routes).toEqual(['/search']);
  });
});
