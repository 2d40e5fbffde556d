import {describe, expect, it} from 'vitest';
import {readInlineScript, stripLeadingComment} from './inline-script';

describe('inline scripts', () => {
  it('drop only the leading maintainers comment', () => {
    expect(stripLeadingComment('/*\n * why\n */\n(function () {\n  /* kept */ go();\n})();\n')).toBe('(function () {\n  /* kept */ go();\n})();');
  });

  it('read the banner and the boot loader from beside their plugins', () => {
    const banner = readInlineScript(new URL('./chunk-error/index.ts', import.meta.url).href, 'banner.js');
    expect(banner.startsWith('(function')).toBe(true);
    expect(banner).toContain("role', 'alert'");
  });
});
