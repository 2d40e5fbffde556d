import {describe, expect, it} from 'vitest';
import type {HeaderRule} from './header-policy.js';
import {headersFor, parseHeadersFile, renderHeadersFile} from './headers-file.js';

const rules: HeaderRule[] = [
  {pattern: '/*', headers: {'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "default-src 'self'; img-src 'self' data:"}},
  {pattern: '/assets/*', headers: {'Cache-Control': 'public, max-age=31536000, immutable'}},
  {pattern: '/search-doc-0123456789ab.json', headers: {'Cache-Control': 'public, max-age=31536000, immutable'}},
];

describe('_headers', () => {
  it('reads back exactly what it writes', () => {
    expect(parseHeadersFile(renderHeadersFile(rules))).toEqual(rules);
  });

  it('matches splats by prefix and other paths exactly', () => {
    expect(headersFor(rules, '/assets/js/main.js')['Cache-Control']).toContain('immutable');
    expect(headersFor(rules, '/docs/assets/x')['Cache-Control']).toBeUndefined();
    expect(headersFor(rules, '/search-doc-0123456789ab.json')['Cache-Control']).toContain('immutable');
    expect(headersFor(rules, '/search-doc-0123456789ab.json.bak')['Cache-Control']).toBeUndefined();
    expect(headersFor(rules, '/')['X-Content-Type-Options']).toBe('nosniff');
  });

  it('says which line is malformed', () => {
    expect(() => parseHeadersFile('  X-Orphan: 1\n')).toThrow('_headers line 1');
    expect(() => parseHeadersFile('/*\n  not a header\n')).toThrow('_headers line 2');
  });
});
