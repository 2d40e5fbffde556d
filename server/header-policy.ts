/**
 * The site's one HTTP header policy. The build turns it into `build/_headers`
 * (src/publish); the Node server and the nginx config both read that
 * file, so every way of serving the site sends the same headers.
 */

/** Hosts Google Tag Manager loads from and reports to; allowed only when a container is configured. */
export const TAG_MANAGER_HOSTS = {
  script: ['https://www.googletagmanager.com'],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  connect: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
  frame: ['https://www.googletagmanager.com'],
} as const;

export type PolicyInput = {
  /** `sha256-…` sources of every inline script the build writes. */
  scriptHashes: readonly string[];
  /** True when the build embeds Google Tag Manager (GTM_CONTAINER_ID set). */
  tagManager: boolean;
};

export function contentSecurityPolicy({scriptHashes, tagManager}: PolicyInput): string {
  const gtm = (hosts: readonly string[]) => (tagManager ? hosts : []);
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    // Inline scripts are allowed one by one, by the hash of their exact text: no 'unsafe-inline', no 'unsafe-eval'.
    'script-src': ["'self'", ...[...new Set(scriptHashes)].sort().map((hash) => `'${hash}'`), ...gtm(TAG_MANAGER_HOSTS.script)],
    // React writes style attributes (collapsible sidebar heights, tab panels) and Mermaid puts a
    // <style> element inside each diagram's SVG; neither can carry a hash, so styles stay inline-capable.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...gtm(TAG_MANAGER_HOSTS.img)],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...gtm(TAG_MANAGER_HOSTS.connect)],
    // The search index is built in a same-origin Web Worker.
    'worker-src': ["'self'"],
    'frame-src': tagManager ? TAG_MANAGER_HOSTS.frame : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Browser features the site never uses, denied to it and to anything it might embed. */
const DENIED_FEATURES = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
] as const;

/** Headers every response carries, HTML or not, found or not. */
export function securityHeaders(input: PolicyInput): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(input),
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    // Older browsers ignore frame-ancestors; this says the same to them.
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Copy buttons write to the clipboard; nothing else is granted.
    'Permissions-Policy': [...DENIED_FEATURES.map((feature) => `${feature}=()`), 'clipboard-write=(self)'].join(', '),
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** Files whose names change with their content: cached for a year and never revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (HTML above all) may be cached but must be revalidated with its ETag or Last-Modified. */
export const REVALIDATE = 'no-cache';

/** Site paths (with `*` standing for any rest of the path) of files the bundler names by content hash. */
export const HASHED_PATHS = ['/assets/*'] as const;

export type HeaderRule = {pattern: string; headers: Record<string, string>};

/**
 * The rules in `_headers` order: security headers for every path, then the
 * long cache for hashed files, then the type of each file whose type a static
 * host may not know (`typedFiles`: the release-notes feeds). Cache-Control
 * and Content-Type each appear once per path, because static hosts join the
 * values of every rule that matches.
 */
export function headerRules(input: PolicyInput & {hashedFiles: readonly string[]; typedFiles?: readonly string[]}): HeaderRule[] {
  return [
    {pattern: '/*', headers: securityHeaders(input)},
    ...[...HASHED_PATHS, ...input.hashedFiles].map((pattern) => ({pattern, headers: {'Cache-Control': IMMUTABLE}})),
    ...(input.typedFiles ?? []).map((pattern) => ({pattern, headers: {'Content-Type': contentTypeOf(pattern)}})),
  ];
}

/** The type the servers send for a site path, by its extension. */
export function contentTypeOf(pathname: string): string {
  const type = CONTENT_TYPES[/\.[^./]+$/.exec(pathname)?.[0] ?? ''];
  if (!type) throw new Error(`header policy: no content type for ${pathname}`);
  return type;
}

/** Content types the servers send for the site's own file kinds (charset for every text type). */
export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  // The release-notes feeds (src/plugins/release-feeds): feed readers and browsers recognise RSS by this type.
  '.rss': 'application/rss+xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** Extensions the build precompresses to .br and .gz. */
export const COMPRESSIBLE = ['.html', '.js', '.css', '.json', '.svg', '.xml', '.rss', '.txt', '.md'] as const;

/** Files static hosts get a Content-Type rule for in `_headers`, because their extension is not in every host's list. */
export const TYPED_EXTENSIONS = ['.rss'] as const;
