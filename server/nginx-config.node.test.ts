import {describe, expect, it} from 'vitest';
import {cleanPathFor} from './clean-path.js';
import {headerRules} from './header-policy.js';
import {nginxIncludes, redirectMap} from './nginx-config.js';

const canonical = new Set(['/', '/ocean/', '/ocean/features/headroom', '/search']);

describe('nginx includes', () => {
  it('redirect every address the Node server redirects, to the same route', () => {
    const map = redirectMap(canonical);
    expect(map.get('/ocean.html')).toBe('/ocean/');
    expect(map.get('/ocean')).toBe('/ocean/');
    expect(map.get('/ocean/features/headroom/index.html')).toBe('/ocean/features/headroom');
    expect(map.get('/ocean/features/headroom/')).toBe('/ocean/features/headroom');
    expect(map.get('/index.html')).toBe('/');
    for (const [from, to] of map) expect(cleanPathFor(from, canonical)).toBe(to);
    expect(map.has('/ocean/')).toBe(false);
  });

  it('repeat the security headers in every hashed-file location and keep the long cache there', () => {
    const rules = headerRules({scriptHashes: ['sha256-abc='], tagManager: false, hashedFiles: ['/search-doc-0123456789ab.json']});
    const includes = nginxIncludes(rules, canonical);
    expect(includes['security-headers.conf']).toContain(`add_header Content-Security-Policy "default-src 'self'; script-src 'self' 'sha256-abc='`);
    expect(includes['security-headers.conf']).toMatch(/add_header X-Content-Type-Options "nosniff" always;/);
    expect(includes['hashed-locations.conf']).toContain('location ^~ /assets/ {');
    expect(includes['hashed-locations.conf']).toContain('location = /search-doc-0123456789ab.json {');
    expect(includes['hashed-locations.conf'].match(/Content-Security-Policy/g)).toHaveLength(2);
    expect(includes['hashed-locations.conf']).toContain('add_header Cache-Control "public, max-age=31536000, immutable";');
    expect(includes['types.conf']).toContain('text/markdown md;');
    expect(includes['types.conf']).toContain('application/rss+xml rss;');
    expect(includes['types.conf']).toMatch(/charset_types [^;]*application\/rss\+xml/);
  });

  it('refuse a headers file without the rule for every path', () => {
    expect(() => nginxIncludes([{pattern: '/assets/*', headers: {}}], canonical)).toThrow('no "/*" rule');
  });
});
