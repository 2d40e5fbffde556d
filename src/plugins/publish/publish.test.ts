import {mkdtempSync, readFileSync, writeFileSync, existsSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import createRedirectPageContent from '@docusaurus/plugin-client-redirects/lib/createRedirectPageContent';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {cspHash, inlineScripts} from './inline-scripts';
import {precompress} from './precompress';
import {createPostBuildGate} from './post-build-gate';
import {externaliseRedirectScript} from './redirect-pages';
import {robotsTxt} from '.';

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

describe('postBuild gate', () => {
  it('settles only after every tracked postBuild has finished', async () => {
    const gate = createPostBuildGate();
    const order: string[] = [];
    let finish!: () => void;
    const slow = gate.track(() => ({name: 'slow', postBuild: () => new Promise<void>((resolve) => (finish = () => (order.push('slow'), resolve())))}));
    const plugin = (await slow({} as LoadContext, {})) as Plugin;
    const running = plugin.postBuild!({} as never);
    const waiting = gate.settled().then(() => order.push('publish'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(order).toEqual([]);
    finish();
    await Promise.all([running, waiting]);
    expect(order).toEqual(['slow', 'publish']);
  });

  it('keeps the option validators of the module it wraps', () => {
    const validateOptions = () => ({});
    const tracked = createPostBuildGate().track(Object.assign(() => null, {validateOptions}));
    expect(tracked.validateOptions).toBe(validateOptions);
  });
});

describe('robots.txt', () => {
  it('allows everything and names the sitemap', () => {
    expect(robotsTxt('https://docs.spot.io/sitemap.xml')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://docs.spot.io/sitemap.xml\n');
  });
});
