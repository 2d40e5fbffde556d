import {mkdirSync, mkdtempSync, readFileSync, writeFileSync, existsSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import createRedirectPageContent from '@docusaurus/plugin-client-redirects/lib/createRedirectPageContent';
import {cspHash, inlineScripts} from './inline-scripts';
import {precompress} from './precompress';
import {externaliseRedirectScript} from './redirect-pages';
import {publish, robotsTxt} from '.';
import {hoistRuntimeMaps} from './hoist-runtime-maps';

describe('inline script hashes', () => {
  it('hash executable inline scripts only, by their exact text', () => {
    const html =
      '<head><script>a()</script><script src="/x.js"></script><script type="application/ld+json">{"a":1}</script>' +
      '<script type="module">b()</script><script>  </script></head>';
    expect(inlineScripts(html)).toEqual(['a()', 'b()']);
    // The SHA-256 of the empty string, a published test vector.
    expect(cspHash('')).toBe('sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
  });
});

describe('client-redirect pages', () => {
  it("replace the plugin's own inline script with the external one and keep the meta refresh", () => {
    const page = createRedirectPageContent({toUrl: '/ocean/'});
    expect(inlineScripts(page)).toHaveLength(1);
    const rewritten = externaliseRedirectScript(page, '/js/client-redirect.js');
    expect(rewritten).not.toBeNull();
    expect(inlineScripts(rewritten!)).toEqual([]);
    expect(rewritten).toContain('<script src="/js/client-redirect.js"></script>');
    expect(rewritten).toContain('<meta http-equiv="refresh" content="0; url=/ocean/">');
    expect(rewritten).toContain('<link rel="canonical" href="/ocean/" />');
  });

  it('leave other pages alone', () => {
    expect(externaliseRedirectScript('<html><script>window.location.href = "/x";</script></html>', '/r.js')).toBeNull();
  });
});

describe('precompression', () => {
  it('writes .br and .gz that decompress to the file, only for listed extensions', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    const text = '<p>Ocean headroom keeps spare capacity.</p>\n'.repeat(200);
    writeFileSync(path.join(dir, 'page.html'), text);
    writeFileSync(path.join(dir, 'image.png'), text);
    const totals = await precompress(dir, ['.html']);
    expect(totals.files).toBe(1);
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'page.html.br'))).toString()).toBe(text);
    expect(gunzipSync(readFileSync(path.join(dir, 'page.html.gz'))).toString()).toBe(text);
    expect(existsSync(path.join(dir, 'image.png.br'))).toBe(false);
    expect(totals.brotliBytes).toBeLessThan(totals.bytes / 10);
  });
});

describe('publishing a finished build', () => {
  it('writes the header policy with the hash of each inline script, robots.txt and compressed copies, boots after paint and builds the chunk maps once', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'publish-'));
    const page =
      '<!doctype html><html><head><script>banner()</script><script src=/assets/js/main.085e.js defer></script></head>' +
      '<body><p>' + 'Ocean keeps headroom. '.repeat(50) + '</p></body></html>';
    writeFileSync(path.join(dir, 'index.html'), page);
    writeFileSync(path.join(dir, 'search-doc-0123456789ab.json'), '{"searchDocs":[]}');
    const feed = `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel>${'<item><title>Ocean keeps headroom.</title></item>'.repeat(40)}</channel></rss>`;
    mkdirSync(path.join(dir, 'ocean/release-notes'), {recursive: true});
    writeFileSync(path.join(dir, 'ocean/release-notes/feed.rss'), feed);
    mkdirSync(path.join(dir, 'assets/js'), {recursive: true});
    const runtime = 'n.u=e=>"assets/js/"+e+"."+({1:"ab"})[e]+".js",n.gca=function(e){return e=({x:"1"})[e]||e,n.p+n.u(e)};';
    writeFileSync(path.join(dir, 'assets/js/runtime~main.0a1b2c3d.js'), runtime);
    const summary = await publish(dir, {baseUrl: '/', siteUrl: 'https://docs.example.com', tagManager: false});
    const headers = readFileSync(path.join(dir, '_headers'), 'utf8');
    expect(headers).toContain(cspHash('banner()'));
    expect(headers).toMatch(/\/search-doc-0123456789ab\.json\n\s+Cache-Control: public, max-age=31536000, immutable/);
    expect(readFileSync(path.join(dir, 'robots.txt'), 'utf8')).toContain('Sitemap: https://docs.example.com/sitemap.xml');
    const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
    expect(html).toContain('<link rel=preload as=script href="/assets/js/main.085e.js" data-boot>');
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'index.html.br'))).toString()).toBe(html);
    expect(existsSync(path.join(dir, '_headers.br'))).toBe(false);
    // A feed is typed for static hosts and precompressed like every text file.
    expect(headers).toMatch(/\/ocean\/release-notes\/feed\.rss\n\s+Content-Type: application\/rss\+xml; charset=utf-8/);
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'ocean/release-notes/feed.rss.br'))).toString()).toBe(feed);
    expect(summary).toMatch(/^\[publish\] 0 redirect pages, 1 pages boot after paint/);
    // webpack's chunk maps built once (hoist-runtime-maps.ts).
    expect(readFileSync(path.join(dir, 'assets/js/runtime~main.0a1b2c3d.js'), 'utf8')).toBe(hoistRuntimeMaps(runtime));
  });
});

describe('robots.txt', () => {
  it('allows everything and names the sitemap', () => {
    expect(robotsTxt('https://docs.spot.io/sitemap.xml')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://docs.spot.io/sitemap.xml\n');
  });
});
