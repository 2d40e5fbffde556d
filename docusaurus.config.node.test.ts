import {existsSync, readFileSync} from 'node:fs';
import {afterEach, describe, expect, it, vi} from 'vitest';
import type {Config} from '@docusaurus/types';
import {themes} from 'prism-react-renderer';
import {readBuildEnv} from './src/config/env';
import {FLEXERA_ONE_LINKS, RESOURCE_LINKS, SNOW_ATLAS_LINKS, feedbackMailto} from './src/data/site';
import {PRODUCTS} from './src/data/products';
import {routes as allRoutes} from './src/data/page-tree';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- walks Docusaurus's config, whose plugin and preset tuples are untyped
type Obj = Record<string, any>;

async function loadConfig(env: Record<string, string | undefined> = {}): Promise<Config & Obj> {
  vi.resetModules();
  for (const [k, v] of Object.entries(env)) vi.stubEnv(k, v as string);
  return (await import('./docusaurus.config')).default as Config & Obj;
}

// Registered by function (the lean docs plugin), recognisable by the function's name.
const pluginNamed = (config: Obj, name: string) =>
  (config.plugins as Obj[]).find((p) => Array.isArray(p) && typeof p[0] === 'function' && p[0].name === name);

function classicOptions(config: Obj): Obj {
  return config.presets[0][1];
}

afterEach(() => vi.unstubAllEnvs());

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

describe('site identity and routing', async () => {
  const config = await loadConfig({GTM_CONTAINER_ID: ''});
  it('names the site and serves docs at the root', () => {
    expect(config.title).toBe('Spot product documentation');
    expect(config.tagline).toBe('Learn how to configure and use Spot products');
    expect(config.baseUrl).toBe('/');
    // The docs plugin is registered by src/plugins/lean-docs rather than by the preset.
    expect(classicOptions(config).docs).toBe(false);
    expect(pluginNamed(config, 'leanDocsPlugin')?.[1]).toMatchObject({routeBasePath: '/'});
    expect(classicOptions(config).blog).toBe(false);
  });
  it('serves English only, with labels for de, es, fr and ja', () => {
    expect(config.i18n!.defaultLocale).toBe('en');
    expect(config.i18n!.locales).toEqual(['en']);
    expect(Object.keys(config.i18n!.localeConfigs!).sort()).toEqual(['de', 'en', 'es', 'fr', 'ja']);
  });
  it('writes a weekly sitemap with priority 0.5 and no tag pages', () => {
    expect(classicOptions(config).sitemap).toMatchObject({changefreq: 'weekly', priority: 0.5, ignorePatterns: ['/tags/**', '/search']});
  });
  it('configures client redirects for html/htm and exe/zip with an empty list', () => {
    const redirects = (config.plugins as Obj[]).find((p) => Array.isArray(p) && p[0] === '@docusaurus/plugin-client-redirects');
    expect(redirects?.[1]).toEqual({fromExtensions: ['html', 'htm'], toExtensions: ['exe', 'zip'], redirects: []});
  });
  it('fails the build on broken images and warns on duplicate routes', () => {
    expect(config.markdown?.hooks?.onBrokenMarkdownImages).toBe('throw');
    expect(config.onDuplicateRoutes).toBe('warn');
  });
  it('gives link previews a social card image that exists, at the size previews expect', () => {
    const file = `static/${(config.themeConfig as Obj).image}`;
    expect(existsSync(file), file).toBe(true);
    // PNG header: width and height are big-endian at bytes 16 and 20.
    const png = readFileSync(file);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});

describe('broken links policy', () => {
  it('warns locally and throws in CI', async () => {
    expect((await loadConfig({CI: '', STRICT_LINKS: ''})).onBrokenLinks).toBe('warn');
    const ci = await loadConfig({CI: 'true'});
    expect(ci.onBrokenLinks).toBe('throw');
    expect(ci.onBrokenAnchors).toBe('throw');
    expect(ci.markdown?.hooks?.onBrokenMarkdownLinks).toBe('throw');
  });
});

describe('theme configuration', async () => {
  const theme = (await loadConfig()).themeConfig as Obj;
  it('starts light, lets readers switch and ignores the system preference', () => {
    expect(theme.colorMode).toEqual({defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false});
  });
  it('has a hideable, auto-collapsing sidebar and a TOC of h2–h3', () => {
    expect(theme.docs.sidebar).toEqual({hideable: true, autoCollapseCategories: true});
    expect(theme.tableOfContents).toEqual({minHeadingLevel: 2, maxHeadingLevel: 3});
  });
  it('highlights code with vsDark and the languages the content uses', () => {
    expect(theme.prism.theme.plain).toEqual(themes.vsDark.plain);
    expect(theme.prism.darkTheme).toBe(theme.prism.theme);
    expect(theme.prism.additionalLanguages).toEqual(
      expect.arrayContaining(['bash', 'hcl', 'java', 'csharp', 'powershell', 'docker', 'ini', 'toml']),
    );
  });
  it('keeps every code token colour at 4.5:1 or more against the code background', () => {
    const background = theme.prism.theme.plain.backgroundColor as string;
    const colours = [theme.prism.theme.plain.color, ...theme.prism.theme.styles.map((s: Obj) => s.style.color)];
    for (const colour of colours.filter(Boolean)) {
      expect(contrastRatio(colour, background), `${colour} on ${background}`).toBeGreaterThanOrEqual(4.5);
    }
  });
  it('hides the navbar on scroll and gives the logo a dark variant', () => {
    expect(theme.navbar.hideOnScroll).toBe(true);
    expect(theme.navbar.logo.src).not.toBe(theme.navbar.logo.srcDark);
  });
  it('puts every navbar item on an explicit side, search on the right', () => {
    const items = theme.navbar.items as Obj[];
    for (const item of items) expect(['left', 'right']).toContain(item.position);
    expect(items.map((i) => i.label ?? i.type)).toEqual(['Flexera One', 'Snow Atlas', 'More products', 'Resources', 'search']);
    expect(items.at(-1)).toMatchObject({type: 'search', position: 'right'});
  });
  it('fills the dropdowns from the data module', () => {
    const items = theme.navbar.items as Obj[];
    expect(items[0].items.map((i: Obj) => i.href)).toEqual(FLEXERA_ONE_LINKS.map((l) => l.href));
    expect(items[1].items.map((i: Obj) => i.href)).toEqual(SNOW_ATLAS_LINKS.map((l) => l.href));
    expect(items[3].items.map((i: Obj) => i.href)).toEqual(RESOURCE_LINKS.map((l) => l.href));
    expect(items[0].items).toHaveLength(10);
    expect(items[1].items).toHaveLength(11);
    expect(items[3].items).toHaveLength(6);
  });
  it('links "More products" to product index pages that exist', () => {
    const routes = new Set(allRoutes);
    const more = (theme.navbar.items as Obj[])[2].items as Obj[];
    expect(more.map((i) => i.to)).toEqual(PRODUCTS.map((p) => p.route));
    for (const item of more) expect(routes.has(item.to), item.to).toBe(true);
  });
  it('has privacy, terms and feedback links in the footer', () => {
    expect(theme.footer.links.map((l: Obj) => l.label)).toEqual(['Privacy Policy', 'Terms and Conditions', 'Feedback']);
    expect(theme.footer.links[2].href).toBe(feedbackMailto());
    expect(theme.footer.copyright).toMatch(/Copyright ©/);
  });
  it('shows the announcement bar from the announcement module', async () => {
    expect(theme.announcementBar).toMatchObject({isCloseable: true, id: expect.any(String)});
    vi.doMock('./src/data/announcement', () => ({ANNOUNCEMENT: null}));
    const without = (await loadConfig()).themeConfig as Obj;
    vi.doUnmock('./src/data/announcement');
    expect(without.announcementBar).toBeUndefined();
  });
});

describe('Google Tag Manager', () => {
  it('adds no tag when no container id is set', async () => {
    const config = await loadConfig({GTM_CONTAINER_ID: ''});
    expect(classicOptions(config).googleTagManager).toBeUndefined();
  });
  it('uses the container id from the environment', async () => {
    const config = await loadConfig({GTM_CONTAINER_ID: 'GTM-ABC1234'});
    expect(classicOptions(config).googleTagManager).toEqual({containerId: 'GTM-ABC1234'});
  });
  it('rejects a malformed id with a message that says what is expected', () => {
    expect(() => readBuildEnv({GTM_CONTAINER_ID: 'UA-1234'})).toThrow(/GTM-XXXXXXX/);
  });
});

describe('build environment', () => {
  it('reads flags and rejects values it does not understand', () => {
    expect(readBuildEnv({}).faster).toBe(true);
    expect(readBuildEnv({DOCUSAURUS_FASTER: 'false'}).faster).toBe(false);
    expect(readBuildEnv({CI: 'woodpecker'}).strictLinks).toBe(true);
    expect(readBuildEnv({CI: 'false'}).strictLinks).toBe(false);
    expect(() => readBuildEnv({STRICT_LINKS: 'maybe'})).toThrow(/STRICT_LINKS must be true or false; got "maybe"/);
    // Any CI value is accepted, but it excuses no malformed value of the site's own variables.
    expect(() => readBuildEnv({CI: 'woodpecker', STRICT_LINKS: 'maybe'})).toThrow(/STRICT_LINKS must be true or false/);
    expect(() => readBuildEnv({CI: '1', GTM_CONTAINER_ID: 'UA-1234'})).toThrow(/GTM-XXXXXXX/);
    expect(() => readBuildEnv({DOCUSAURUS_FASTER: 'rspack'})).toThrow(/DOCUSAURUS_FASTER must be true or false/);
    expect(() => readBuildEnv({SITE_URL: 'https://x.test/docs/'})).toThrow(/origin/);
  });
});

describe('search', () => {
  it('shows at most 8 hits, highlights matches and never indexes billing-engine or cost-intelligence', async () => {
    const config = await loadConfig();
    // The site registers its docusaurus-lunr-search wrapper (src/plugins/search) by function.
    const lunr = (config.plugins as Obj[]).find(
      (p) => typeof p[0] === 'function' && p[0].name === 'searchPlugin',
    );
    expect(lunr, 'search plugin registered').toBeDefined();
    expect(lunr?.[1]).toMatchObject({maxHits: 8, highlightResult: true});
    expect(lunr?.[1].excludeRoutes).toEqual(
      expect.arrayContaining(['/billing-engine/**', '/cost-intelligence/**']),
    );
  });
});

describe('external links', () => {
  it('every external URL the site links to uses https', async () => {
    const site = await import('./src/data/site');
    const urls = JSON.stringify(site).match(/\b[a-z]+:\/\/[^"\\]+/g) ?? [];
    expect(urls.length).toBeGreaterThan(20);
    expect(urls.filter((u) => !u.startsWith('https://'))).toEqual([]);
  });
});
