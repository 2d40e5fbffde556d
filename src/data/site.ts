/**
 * Single source for the site's identity and every external URL. The navbar,
 * footer and tests read from here, so a moved URL changes in one place.
 * Product names come from the sidebar (src/data/products.ts).
 */

export const SITE = {
  familyName: 'Spot',
  title: 'Spot product documentation',
  tagline: 'Learn how to configure and use Spot products',
  /** Production origin; SITE_URL overrides it for previews. */
  url: 'https://docs.spot.io',
  baseUrl: '/',
  vendor: 'Flexera',
} as const;

export type ExternalLink = {label: string; href: string};

export const FLEXERA_ONE_LINKS: readonly ExternalLink[] = [
  {label: 'Get Started', href: 'https://docs.flexera.com/flexera/EN/GetStarted/'},
  {label: 'Cost Optimization', href: 'https://docs.flexera.com/flexera/EN/Optima/'},
  {label: 'License Management', href: 'https://docs.flexera.com/flexera/EN/FlexeraOneLicenseManagement/'},
  {label: 'IT Asset Management', href: 'https://docs.flexera.com/flexera/EN/ITAssetManagement/'},
  {label: 'IT Visibility', href: 'https://docs.flexera.com/flexera/EN/ITVisibility/'},
  {label: 'SaaS Management', href: 'https://docs.flexera.com/flexera/EN/SaaSManager/'},
  {label: 'Technology Intelligence', href: 'https://docs.flexera.com/flexera/EN/TechnologyIntelligence/'},
  {label: 'Feature List by Release', href: 'https://docs.flexera.com/flexera/EN/FeatureList/'},
  {label: 'Apps for ServiceNow', href: 'https://docs.flexera.com/flexera/EN/ServiceNowApps/'},
  {label: 'API', href: 'https://developer.flexera.com/'},
];

export const SNOW_ATLAS_LINKS: readonly ExternalLink[] = [
  {label: 'Overview', href: 'https://docs.snowsoftware.io/snow-atlas/'},
  {label: 'Get Started', href: 'https://docs.snowsoftware.io/snow-atlas/get-started/'},
  {label: 'SAM Core', href: 'https://docs.snowsoftware.io/snow-atlas/sam-core/'},
  {label: 'SaaS', href: 'https://docs.snowsoftware.io/snow-atlas/saas/'},
  {label: 'Cloud', href: 'https://docs.snowsoftware.io/snow-atlas/cloud/'},
  {label: 'Containers', href: 'https://docs.snowsoftware.io/snow-atlas/containers/'},
  {label: 'Package Builder', href: 'https://docs.snowsoftware.io/snow-atlas/package-builder/'},
  {label: 'Partner Service Layer', href: 'https://docs.snowsoftware.io/snow-atlas/partner-service-layer/'},
  {label: 'Extenders', href: 'https://docs.snowsoftware.io/snow-atlas/extenders/'},
  {label: 'Release Blog', href: 'https://docs.snowsoftware.io/snow-atlas/release-blog/'},
  {label: 'API', href: 'https://docs.snowsoftware.io/snow-atlas-api/'},
];

export const RESOURCE_LINKS: readonly ExternalLink[] = [
  {label: 'Community', href: 'https://community.flexera.com/'},
  {label: 'Learning Center', href: 'https://learn.flexera.com/'},
  {label: 'Download Page', href: 'https://www.flexera.com/support/downloads'},
  {label: 'Third-Party Products', href: 'https://www.flexera.com/legal/third-party-notices'},
  {label: 'Release Notes', href: 'https://docs.flexera.com/flexera/EN/ReleaseNotes/'},
  {label: 'Technical Videos', href: 'https://www.youtube.com/@FlexeraSoftware'},
];

export const LEGAL_LINKS = {
  privacy: {label: 'Privacy Policy', href: 'https://www.flexera.com/legal/privacy-policy'},
  terms: {label: 'Terms and Conditions', href: 'https://www.flexera.com/legal/terms-of-use'},
} as const;

/** Feedback address; the footer adds the reader's current page to the subject. */
export const FEEDBACK = {
  label: 'Feedback',
  email: 'docs-feedback@flexera.com',
  subjectPrefix: 'Spot documentation feedback',
} as const;

export function feedbackMailto(pagePath?: string): string {
  const subject = pagePath ? `${FEEDBACK.subjectPrefix}: ${pagePath}` : FEEDBACK.subjectPrefix;
  return `mailto:${FEEDBACK.email}?subject=${encodeURIComponent(subject)}`;
}

/** Locales the language list knows; only the default one is built and served. */
export const LOCALE_LABELS = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  ja: '日本語',
} as const;

export const COPYRIGHT = `Copyright © ${new Date().getFullYear()} ${SITE.vendor}. All rights reserved.`;

/**
 * Where the pages that test how the site renders (tests/fixtures/docs) are
 * served: with noindex, out of the sitemap, search and llms.txt. A rendering
 * rule is tested on a page made for it, not on whichever content page
 * happens to have the feature.
 */
export const FIXTURES_PATH = '/fixtures/';

/** Sections the search never indexes (spec §2.6), with everything beneath them. */
export const SEARCH_EXCLUDED_ROUTES = ['/billing-engine', '/billing-engine/**', '/cost-intelligence', '/cost-intelligence/**'];
