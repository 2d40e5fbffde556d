import {mkdtempSync, mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {builtFileFor, firstLoadScriptUrls, gzipSize, measureFirstLoadJs, parseAttributes} from './first-load';

describe('parseAttributes', () => {
  it('reads unquoted, quoted and bare attributes', () => {
    expect(parseAttributes(` src=/a.js defer type="module" data-x='y z' /`)).toEqual({
      src: '/a.js',
      defer: '',
      type: 'module',
      'data-x': 'y z',
    });
  });
});

describe('firstLoadScriptUrls', () => {
  it('lists script sources and preloaded scripts once, in document order', () => {
    const html = [
      '<link rel=stylesheet href=/assets/css/styles.css />',
      '<link rel="preload" as="script" href="/assets/js/runtime.js">',
      '<script src=/assets/js/runtime.js defer></script>',
      '<link rel=modulepreload href=/assets/js/chunk.js>',
      '<script src=/assets/js/main.js defer></script>',
      '<script>window.inline = 1</script>',
      '<script type=application/ld+json>{}</script>',
      '<link rel=preload as=image href=/img/logo.svg />',
      '<link rel=preload as=font href=/f.woff2 />',
    ].join('');
    expect(firstLoadScriptUrls(html)).toEqual(['/assets/js/runtime.js', '/assets/js/chunk.js', '/assets/js/main.js']);
  });
});

describe('builtFileFor', () => {
  it('maps same-site URLs into the build folder and skips other origins', () => {
    expect(builtFileFor('/b', '/assets/js/main.js?v=1')).toBe(path.join('/b', 'assets/js/main.js'));
    expect(builtFileFor('/b', '/docs/assets/a.js', '/docs/')).toBe(path.join('/b', 'assets/a.js'));
    expect(builtFileFor('/b', 'https://cdn.example.com/a.js')).toBeNull();
    expect(builtFileFor('/b', '//cdn.example.com/a.js')).toBeNull();
  });
});

describe('measureFirstLoadJs', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'first-load-test-'));
  afterAll(() => rmSync(dir, {recursive: true, force: true}));

  it('sums raw and gzip sizes of the page scripts', () => {
    mkdirSync(path.join(dir, 'assets'));
    mkdirSync(path.join(dir, 'page'));
    const a = 'console.log("a");'.repeat(50);
    const b = 'var b = 2;';
    writeFileSync(path.join(dir, 'assets', 'a.js'), a);
    writeFileSync(path.join(dir, 'assets', 'b.js'), b);
    writeFileSync(
      path.join(dir, 'page', 'index.html'),
      '<script src=/assets/a.js defer></script><link rel=preload as=script href=/assets/b.js><script src=https://x.example/c.js></script>',
    );
    const result = measureFirstLoadJs(dir, 'page/index.html');
    expect(result.files.map((f) => f.url)).toEqual(['/assets/a.js', '/assets/b.js']);
    expect(result.raw).toBe(a.length + b.length);
    expect(result.gzip).toBe(gzipSize(a) + gzipSize(b));
    expect(result.gzip).toBeLessThan(result.raw);
  });
});
