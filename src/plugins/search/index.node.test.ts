import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import type {LoadContext, Plugin} from '@docusaurus/types';
import searchPlugin, {type SearchGlobalData} from '.';
import {extractDocs} from './indexer/extract';
import {htmlToDocs} from './indexer/html-to-docs';
import {htmlFileForRoute, pagesToIndex} from './indexer/route-files';
import {SEARCH_EXCLUDED_ROUTES} from '../../data/site';

function tempBuild(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'search-build-'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

const page = (title: string, sections: string[] = []) =>
  `<!DOCTYPE html><html><body><article><div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header>` +
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

describe('search documents from a built page', () => {
  // Markup as Docusaurus 3.9.2 writes it (copied from build/ocean/features/headroom/index.html, shortened):
  // the title inside the .markdown container, tab panels after the first `hidden`, minified end tags.
  const built =
    `<!DOCTYPE html><html><body><nav><a href=/>Skip me</a></nav><article><div class="theme-doc-markdown markdown">` +
    `<header><h1>Headroom</h1></header><p>Headroom is spare capacity.</p>` +
    `<h2 class="anchor anchorTargetHideOnScrollNavbar_vjPI" id=configure>Configure <code>headroom</code><a href=#configure class=hash-link aria-label="Direct link to Configure" title="Direct link to Configure" translate=no>\u200b</a></h2>` +
    `<ul><li>Open the autoscaler settings.<li>Choose automatic headroom.</ul>` +
    `<div class=tabs-container><ul role=tablist><li role=tab>API<li role=tab>Terraform</ul>` +
    `<div role=tabpanel>Set <code>autoHeadroomPercentage</code>.</div>` +
    `<div role=tabpanel hidden>Set <code>auto_headroom_percentage</code> in <code></code>the block.</div></div>` +
    `<table><tr><th>Field<th>Meaning<tr><td><code>cpuPerUnit</code><td>CPU per unit</table>` +
    `<div class="codeBlockContainer_Ckt0"><pre><code><span class=token-line>resource \`x\`<br></span><span class=token-line>cpu_per_unit = 1000<br></span></code></pre><button>Copy</button></div>` +
    `<h2 class="anchor" id=related-pages>Related pages</h2><p>Scaling: how Ocean scales.</p>` +
    `<h3 class="anchor" id=cards>Cards</h3><article class="col"><a class="card padding--lg" href=/ocean/><h2 class="text--truncate cardTitle_rnsV">Ocean</h2><p>Ocean intro</p></a></article>` +
    `</div><footer>Was this page helpful?</footer></article></body></html>`;

  it('indexes the opening text, every tab, block elements apart, inline code in backticks; skips cards, related pages and chrome', () => {
    expect(htmlToDocs(built, '/ocean/features/headroom')).toEqual([
      {url: '/ocean/features/headroom', title: 'Headroom', pageTitle: 'Headroom', content: 'Headroom is spare capacity.'},
      {
        url: '/ocean/features/headroom#configure',
        title: 'Configure headroom',
        pageTitle: 'Headroom',
        content:
          'Open the autoscaler settings. Choose automatic headroom. API Terraform Set `autoHeadroomPercentage`. ' +
          "Set `auto_headroom_percentage` in the block. Field Meaning `cpuPerUnit` CPU per unit resource 'x' cpu_per_unit = 1000",
      },
      {url: '/ocean/features/headroom#cards', title: 'Cards', pageTitle: 'Headroom', content: ''},
    ]);
  });

  it('reads each built page of the plugin\'s selection', () => {
    const dir = tempBuild({'ocean/index.html': page('Ocean', ['Headroom', 'Roll'])});
    const [docs] = extractDocs([{path: path.join(dir, 'ocean/index.html'), url: '/ocean/'}]);
    expect(docs.map((d) => [d.url, d.title, d.content])).toEqual([
      ['/ocean/', 'Ocean', 'Ocean introduction.'],
      ['/ocean/#headroom', 'Headroom', 'About Headroom.'],
      ['/ocean/#roll', 'Roll', 'About Roll.'],
    ]);
  });

  it('yields nothing for a page without doc content', () => {
    expect(htmlToDocs('<html><body><main><h1>Search</h1></main></body></html>', '/search')).toEqual([]);
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
    const plugin = searchPlugin(context, {maxHits: 8, highlightResult: true, excludeRoutes: [], sources: ['sidebars.ts']}) as Plugin;
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

describe('the search data file name', () => {
  // The file is cached for a year: its name must change whenever what it is made from changes.
  async function nameFor(siteDir: string, sources: string[]): Promise<string> {
    let name = '';
    const plugin = searchPlugin({siteDir, baseUrl: '/'} as LoadContext, {maxHits: 8, highlightResult: true, excludeRoutes: [], sources}) as Plugin;
    await plugin.contentLoaded!({
      content: undefined,
      allContent: {},
      actions: {setGlobalData: (d: unknown) => (name = (d as SearchGlobalData).searchDoc), addRoute: () => {}},
    } as never);
    return name;
  }

  it('changes with a page and with the lockfile the site is configured with, so a dependency upgrade is never served stale', async () => {
    const config = (await import('../../../docusaurus.config')).default;
    const searchEntry = (config.plugins as unknown[]).find((p) => Array.isArray(p) && p[0] === searchPlugin) as [unknown, {sources: string[]}];
    const {sources} = searchEntry[1];
    const site = tempBuild(Object.fromEntries(sources.map((source) => [source.includes('.') ? source : `${source}/a.mdx`, 'one'])));
    const first = await nameFor(site, sources);
    writeFileSync(path.join(site, 'package-lock.json'), '{"lockfileVersion": 3}');
    const afterLockfile = await nameFor(site, sources);
    writeFileSync(path.join(site, 'docs/a.mdx'), 'two');
    const afterPage = await nameFor(site, sources);
    expect(new Set([first, afterLockfile, afterPage]).size).toBe(3);
    expect(await nameFor(site, sources)).toBe(afterPage);
  });
});
