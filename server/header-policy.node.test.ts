import {describe, expect, it} from 'vitest';
import {COMPRESSIBLE, contentSecurityPolicy, contentTypeOf, headerRules, IMMUTABLE, securityHeaders} from './header-policy.js';

const directives = (csp: string) => new Map(csp.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));

describe('header policy', () => {
  it('allows inline scripts only by hash, each once, and never unsafe-inline or unsafe-eval for scripts', () => {
    const csp = directives(contentSecurityPolicy({scriptHashes: ['sha256-b', 'sha256-a', 'sha256-b'], tagManager: false}));
    expect(csp.get('script-src')).toEqual(["'self'", "'sha256-a'", "'sha256-b'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
  });

  it('names the tag manager hosts only when a container is configured', () => {
    const without = contentSecurityPolicy({scriptHashes: [], tagManager: false});
    const withGtm = directives(contentSecurityPolicy({scriptHashes: [], tagManager: true}));
    expect(without).not.toContain('googletagmanager');
    expect(without).not.toContain('google-analytics');
    expect(withGtm.get('script-src')).toContain('https://www.googletagmanager.com');
    expect(withGtm.get('connect-src')).toContain('https://*.google-analytics.com');
    expect(withGtm.get('script-src')).not.toContain("'unsafe-inline'");
  });

  it('sends HSTS for a year with subdomains, nosniff, the referrer policy and COOP', () => {
    const headers = securityHeaders({scriptHashes: [], tagManager: false});
    expect(headers['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(headers['Permissions-Policy']).toContain('clipboard-write=(self)');
  });

  it('gives hashed files the year-long cache, and sets Cache-Control in one rule per path only', () => {
    const rules = headerRules({scriptHashes: [], tagManager: false, hashedFiles: ['/search-doc-0123456789ab.json']});
    expect(rules.map((rule) => rule.pattern)).toEqual(['/*', '/assets/*', '/search-doc-0123456789ab.json']);
    expect(rules[0].headers['Cache-Control']).toBeUndefined();
    expect(rules.slice(1).every((rule) => rule.headers['Cache-Control'] === IMMUTABLE)).toBe(true);
  });

  it('types the release-notes feeds as RSS for both servers and, in their own rule, for static hosts; and precompresses them', () => {
    expect(contentTypeOf('/ocean/release-notes/feed.rss')).toBe('application/rss+xml; charset=utf-8');
    expect(COMPRESSIBLE).toContain('.rss');
    const rules = headerRules({scriptHashes: [], tagManager: false, hashedFiles: [], typedFiles: ['/release-notes/feed.rss']});
    expect(rules.at(-1)).toEqual({pattern: '/release-notes/feed.rss', headers: {'Content-Type': 'application/rss+xml; charset=utf-8'}});
    // Cache-Control stays in one rule per path: a feed is revalidated like a page.
    expect(rules.at(-1)!.headers['Cache-Control']).toBeUndefined();
    expect(() => contentTypeOf('/feed.unknown')).toThrow(/no content type/);
  });
});
