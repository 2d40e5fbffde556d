import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as RedirectOptions} from '@docusaurus/plugin-client-redirects';
import {codeTheme} from './src/config/prism-theme';
import {FIXTURES_PATH, SITE, LOCALE_LABELS, SEARCH_EXCLUDED_ROUTES} from './src/data/site';
import {ANNOUNCEMENT} from './src/data/announcement';
import {RELEASE_STREAMS} from './src/data/release-streams';
import {buildNavbar} from './src/config/navbar';
import {buildFooter} from './src/config/footer';
import {readBuildEnv} from './src/config/env';
import searchPlugin, {type SearchPluginOptions} from './src/plugins/search';
import chunkErrorPlugin from './src/plugins/chunk-error';
import leanDocsPlugin from './src/plugins/lean-docs';
import lazyRoutesPlugin from './src/plugins/lazy-routes';
import routeShardsPlugin from './src/plugins/route-shards';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import markdownTwinsPlugin from './src/plugins/markdown-twins';
import {readLastUpdate} from './src/config/git-history';
import prismGrammarsPlugin from './src/plugins/prism-grammars';
import browserAfterHydrationPlugin from './src/plugins/browser-after-hydration';
import remarkPrismGrammars from './src/plugins/prism-grammars/remark';
import remarkReferenceLinks from './src/plugins/reference-links';
import releaseFeedsPlugin, {type ReleaseFeedsOptions} from './src/plugins/release-feeds';

const env = readBuildEnv(process.env);
// "Last updated" dates only from full history; the build scripts deepen a shallow clone first (scripts/deepen-history.ts).
const lastUpdate = readLastUpdate(__dirname);
if (!lastUpdate.showLastUpdateTime) console.warn(`[last-update] ${lastUpdate.note}`);

// Prism grammars beyond prism-react-renderer's own; each page loads only those its code blocks use.
const PRISM_LANGUAGES = ['bash', 'hcl', 'java', 'csharp', 'powershell', 'docker', 'ini', 'toml', 'diff'];

const config: Config = {
  title: SITE.title,
  tagline: SITE.tagline,
  favicon: 'img/favicon.svg',
  url: env.siteUrl ?? SITE.url,
  baseUrl: SITE.baseUrl,
  trailingSlash: undefined,

  // Readers learn of a broken link from the build, never from the page: CI
  // turns every broken-link warning into a failure.
  onBrokenLinks: env.strictLinks ? 'throw' : 'warn',
  onBrokenAnchors: env.strictLinks ? 'throw' : 'warn',
  onDuplicateRoutes: 'warn',
  markdown: {
    // Flow diagrams in feature pages are written as ```mermaid blocks.
    mermaid: true,
    hooks: {
      onBrokenMarkdownLinks: env.strictLinks ? 'throw' : 'warn',
      onBrokenMarkdownImages: 'throw',
    },
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: Object.fromEntries(
      Object.entries(LOCALE_LABELS).map(([locale, label]) => [locale, {label, direction: 'ltr', htmlLang: locale}]),
    ),
  },

  future: {
    experimental_faster: env.faster,
    v4: {removeLegacyPostBuildHeadAttribute: true},
  },

  presets: [
    [
      'classic',
      {
        // Registered below, wrapped so that main.js does not carry a list of every doc (src/plugins/lean-docs).
        docs: false,
        blog: false,
        theme: {customCss: './src/css/custom.css'},
        sitemap: {
          changefreq: 'weekly',
          priority: 0.5,
          // A results page is not content: it carries noindex and stays out of the sitemap.
          // Test fixtures (FIXTURES_PATH) are not content either.
          ignorePatterns: ['/tags/**', '/search', `${FIXTURES_PATH}**`],
          filename: 'sitemap.xml',
        },
        ...(env.gtmContainerId ? {googleTagManager: {containerId: env.gtmContainerId}} : {}),
      } satisfies Preset.Options,
    ],
  ],

  themes: ['@docusaurus/theme-mermaid'],

  // A performance mark at hydration, for the main-thread breakdown of `npm run bench:trace`.
  clientModules: ['./src/client/hydration-mark.ts', './src/client/route-prefetch.ts'],

  plugins: [
    [
      leanDocsPlugin,
      {
        routeBasePath: '/',
        sidebarPath: './sidebars.ts',
        showLastUpdateTime: lastUpdate.showLastUpdateTime,
        remarkPlugins: [
          [remarkPrismGrammars, {languages: PRISM_LANGUAGES}],
          // API operations and spotinst_* resource types link to their reference (src/plugins/reference-links).
          remarkReferenceLinks,
        ],
      } satisfies DocsOptions,
    ],
    [
      // Pages made for the browser tests (a heading at every level, …), served under FIXTURES_PATH with noindex;
      // lean like the site's docs, so main.js carries no list of them either.
      leanDocsPlugin,
      {id: 'fixtures', path: 'tests/fixtures/docs', routeBasePath: FIXTURES_PATH.slice(1, -1), sidebarPath: false} satisfies DocsOptions,
    ],
    // Tells the reader, with a Retry button, when the site's JavaScript cannot be fetched.
    chunkErrorPlugin,
    // Route components created when a route is first rendered, not all at start-up (src/plugins/lazy-routes).
    lazyRoutesPlugin,
    // Doc routes in small shards loaded on demand, so main.js does not grow with the page count (src/plugins/route-shards).
    routeShardsPlugin,
    // Prism out of main.js: evaluated when a code block is first highlighted (src/plugins/prism-grammars).
    prismGrammarsPlugin,
    // The re-render once the page has hydrated (useIsBrowser turning true) as a time-sliced transition (src/plugins/browser-after-hydration).
    browserAfterHydrationPlugin,
    [
      // An RSS feed of each release-notes page, read from its dated table rows, and one of them all (postBuild).
      releaseFeedsPlugin,
      {
        streams: [...RELEASE_STREAMS],
      } satisfies Partial<ReleaseFeedsOptions>,
    ],
    // A Markdown twin of every page, /llms.txt, /llms-full.txt and a llms.txt per product (postBuild).
    markdownTwinsPlugin,
    [
      // docusaurus-lunr-search with a compact index built in the reader's browser, its search
      // bar and /search page: everything search lives in src/plugins/search.
      searchPlugin,
      {
        excludeRoutes: [...SEARCH_EXCLUDED_ROUTES, `${FIXTURES_PATH}**`],
        sources: ['docs', 'src', 'sidebars.ts', 'docusaurus.config.ts', 'package-lock.json'],
      } satisfies Partial<SearchPluginOptions>,
    ],
    [
      '@docusaurus/plugin-client-redirects',
      {
        fromExtensions: ['html', 'htm'],
        toExtensions: ['exe', 'zip'],
        redirects: [],
      } satisfies RedirectOptions,
    ],
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [{name: 'twitter:card', content: 'summary'}],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    docs: {
      sidebar: {hideable: true, autoCollapseCategories: true},
    },
    mermaid: {
      theme: {light: 'neutral', dark: 'dark'},
      // SVG text labels: Mermaid's HTML labels put <p> inside <span> in a foreignObject, which is invalid HTML.
      options: {htmlLabels: false, flowchart: {htmlLabels: false}},
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    ...(ANNOUNCEMENT ? {announcementBar: ANNOUNCEMENT} : {}),
    navbar: buildNavbar(),
    footer: buildFooter(),
    prism: {
      theme: codeTheme,
      darkTheme: codeTheme,
      additionalLanguages: PRISM_LANGUAGES,
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
