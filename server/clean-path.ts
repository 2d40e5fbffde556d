/**
 * Where a request should end up, given the site's canonical paths (from the
 * sitemap). Legacy `.html`/`.htm` and `/index.html` URLs and a path that
 * differs from a route only by its trailing slash go to the route, with a
 * permanent redirect; anything else is served as it is.
 */
export function cleanPathFor(pathname: string, canonical: ReadonlySet<string>): string | null {
  if (canonical.has(pathname)) return null;
  let candidate = pathname;
  if (/\/index\.html?$/.test(candidate)) {
    candidate = candidate.replace(/index\.html?$/, '');
  } else if (/\.html?$/.test(candidate)) {
    candidate = candidate.replace(/\.html?$/, '');
  }
  for (const option of [candidate, `${candidate.replace(/\/$/, '')}/`, candidate.replace(/\/$/, '')]) {
    if (option !== pathname && canonical.has(option)) return option;
  }
  return null;
}

/** Paths listed in a sitemap.xml document, relative to the site origin. */
export function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decodeURI(new URL(decodeXmlText(m[1])).pathname));
}

const XML_ENTITIES: Record<string, string> = {'&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'"};

function decodeXmlText(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos);/g, (entity) => XML_ENTITIES[entity]);
}
