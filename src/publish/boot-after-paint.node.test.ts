import {describe, expect, it} from 'vitest';
import {BOOT_LOADER, bootAfterPaint} from './boot-after-paint';
import {inlineScripts} from './inline-scripts';

const PAGE =
  '<html><head><script>banner()</script><script src=/assets/js/runtime~main.2f3b.js defer></script>' +
  '<script src="/assets/js/main.085e.js" defer></script><link rel=stylesheet href=/assets/css/styles.css></head>' +
  '<body><div id=__docusaurus><p>Ocean keeps headroom.</p></div></body></html>';

describe('boot after paint', () => {
  it('turns the deferred bundle scripts into preload links, in order, with the loader after them', () => {
    const html = bootAfterPaint(PAGE, '/assets/js/')!;
    expect(html).not.toContain(' defer>');
    expect(html).toContain(
      `<link rel=preload as=script href="/assets/js/runtime~main.2f3b.js" data-boot><link rel=preload as=script href="/assets/js/main.085e.js" data-boot><script>${BOOT_LOADER}</script><link rel=stylesheet`,
    );
    expect(inlineScripts(html)).toEqual(['banner()', BOOT_LOADER]);
    expect(html).toContain('<p>Ocean keeps headroom.</p>');
  });

  it('leaves pages without bundle scripts, and scripts from elsewhere, alone', () => {
    expect(bootAfterPaint('<html><head><script src="/js/client-redirect.js"></script></head></html>', '/assets/js/')).toBeNull();
    expect(bootAfterPaint('<script src=https://cdn.example/x.js defer></script>', '/assets/js/')).toBeNull();
  });

  // When it starts the bundle is tested in a browser: tests/e2e/page-weight.spec.ts.
  it('ships the loader without its maintainers\' comment', () => {
    expect(BOOT_LOADER.startsWith('(function')).toBe(true);
  });
});
