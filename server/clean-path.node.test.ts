import {describe, expect, it} from 'vitest';
import {cleanPathFor, sitemapPaths} from './clean-path.js';

const canonical = new Set(['/', '/ocean/', '/ocean/features/headroom']);

describe('cleanPathFor', () => {
  it('leaves routes alone', () => {
    expect(cleanPathFor('/ocean/', canonical)).toBeNull();
    expect(cleanPathFor('/ocean/features/headroom', canonical)).toBeNull();
  });
  it('sends .html, .htm and /index.html to the route', () => {
    expect(cleanPathFor('/ocean/features/headroom.html', canonical)).toBe('/ocean/features/headroom');
    expect(cleanPathFor('/ocean/features/headroom.htm', canonical)).toBe('/ocean/features/headroom');
    expect(cleanPathFor('/ocean/index.html', canonical)).toBe('/ocean/');
    expect(cleanPathFor('/ocean.html', canonical)).toBe('/ocean/');
    expect(cleanPathFor('/index.html', canonical)).toBe('/');
  });
  it('fixes a trailing slash that differs from the route', () => {
    expect(cleanPathFor('/ocean', canonical)).toBe('/ocean/');
    expect(cleanPathFor('/ocean/features/headroom/', canonical)).toBe('/ocean/features/headroom');
  });
  it('does not invent a destination for unknown paths', () => {
    expect(cleanPathFor('/nope.html', canonical)).toBeNull();
    expect(cleanPathFor('/assets/js/main.js', canonical)).toBeNull();
  });
});

describe('sitemapPaths', () => {
  it('reads paths from sitemap locations', () => {
    const xml = '<urlset><url><loc>https://docs.example.com/ocean/</loc></url><url><loc>https://docs.example.com/</loc></url></urlset>';
    expect(sitemapPaths(xml)).toEqual(['/ocean/', '/']);
  });
  it('decodes XML entities in locations', () => {
    const xml = '<urlset><url><loc>https://docs.example.com/spark/memory-&amp;-cores</loc></url></urlset>';
    expect(sitemapPaths(xml)).toEqual(['/spark/memory-&-cores']);
  });
});
