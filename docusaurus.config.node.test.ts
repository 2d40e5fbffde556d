/**
 * The rules the site's configuration must keep: readable code colours, links
 * that work, and what a CI build with a Tag Manager container turns on. What
 * each setting looks like to a reader is tested in the browser (tests/e2e);
 * how the environment is parsed, in src/config/env.node.test.ts.
 */
import {existsSync, readFileSync} from 'node:fs';
import {describe, expect, it, vi} from 'vitest';
import type {Config} from '@docusaurus/types';
import {routes} from './src/data/page-tree';
import {PRODUCTS} from './src/data/products';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- walks Docusaurus's config, whose plugin and preset tuples are untyped
type Obj = Record<string, any>;

// The config reads the environment when it is evaluated: loaded once, as a CI build with a container would load it.
vi.stubEnv('CI', 'true');
vi.stubEnv('STRICT_LINKS', '');
vi.stubEnv('GTM_CONTAINER_ID', 'GTM-ABC1234');
const config = (await import('./docusaurus.config')).default as Config & Obj;
vi.unstubAllEnvs();
const theme = config.themeConfig as Obj;

/** WCAG contrast ratio of two CSS colours written as #rrggbb or rgb(r, g, b). */
function contrastRatio(a: string, b: string): number {
  const channels = (c: string) =>
    c.startsWith('#') ? [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16)) : (c.match(/\d+/g) ?? []).slice(0, 3).map(Number);
  const luminance = (c: string) => {
    const [r, g, bl] = channels(c).map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('contrast', () => {
  it('contrastRatio gives WCAG ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('rgb(118, 118, 118)', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  // The browser crawl leaves code tokens out of its colour checks because of this rule (CONTRIBUTING.md, "The test suite").
  it('keeps every code token colour at 4.5:1 or more against the code background, in both colour modes', () => {
    expect(theme.prism.darkTheme).toBe(theme.prism.theme);
    const background = theme.prism.theme.plain.backgroundColor as string;
    const colours = [theme.prism.theme.plain.color, ...theme.prism.theme.styles.map((s: Obj) => s.style.color)].filter(Boolean);
    expect(colours.length).toBeGreaterThan(5);
    const low = colours.filter((colour) => contrastRatio(colour, background) < 4.5).map((c) => `${c} on ${background}`);
    expect(low).toEqual([]);
  });
});

describe('links', () => {
  it('links every external URL the site names over https', async () => {
    const site = await import('./src/data/site');
    const urls = JSON.stringify(site).match(/\b[a-z]+:\/\/[^"\\]+/g) ?? [];
    expect(urls.length).toBeGreaterThan(20);
    expect(urls.filter((u) => !u.startsWith('https://'))).toEqual([]);
  });

  it('points "More products" at product index pages that exist', () => {
    const more = (theme.navbar.items as Obj[]).find((i) => i.label === 'More products')?.items as Obj[];
    expect(more.map((i) => i.to)).toEqual(PRODUCTS.map((p) => p.route));
    expect(more.filter((i) => !routes.includes(i.to))).toEqual([]);
  });

  it('gives link previews a social card image that exists, at the size previews expect', () => {
    const file = `static/${theme.image}`;
    expect(existsSync(file), file).toBe(true);
    // PNG header: width and height are big-endian at bytes 16 and 20.
    const png = readFileSync(file);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it('fails a CI build on a broken link, anchor, Markdown link or image', () => {
    expect(config.onBrokenLinks).toBe('throw');
    expect(config.onBrokenAnchors).toBe('throw');
    expect(config.markdown?.hooks).toMatchObject({onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'});
  });
});

describe('Google Tag Manager', () => {
  it('adds the container named by GTM_CONTAINER_ID', () => {
    expect(config.presets?.[0]).toMatchObject([expect.anything(), {googleTagManager: {containerId: 'GTM-ABC1234'}}]);
  });
});
