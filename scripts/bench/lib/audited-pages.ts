/**
 * The pages bench:lighthouse and bench:trace audit: one of each kind a reader
 * lands on from a link. The 404 page is an extra (not in the goals):
 * it answers HTTP 404 on purpose, so Lighthouse must be told to audit it
 * (ignoreStatusCode, for that page only) and its SEO audit "Page has
 * successful HTTP status code" fails there by design.
 */
export type AuditedPage = {name: string; path: string; expect404?: boolean};

export const AUDITED_PAGES: readonly AuditedPage[] = [
  {name: 'home', path: '/'},
  {name: 'product index', path: '/ocean/'},
  // Long feature page with code blocks, <Tabs> and a Mermaid diagram.
  {name: 'feature page', path: '/ocean/features/headroom'},
  {name: 'search results', path: '/search?q=headroom'},
  // Deep administration page with code blocks in several languages.
  {name: 'administration page', path: '/administration/identity-providers/okta-saml-authentication'},
  {name: '404', path: '/no-such-page', expect404: true},
];

/** The pages whose paths are listed (comma-separated), in the listed order; all pages when `list` is undefined. */
export function selectPages(list: string | undefined, pages: readonly AuditedPage[] = AUDITED_PAGES): AuditedPage[] {
  if (list === undefined) return [...pages];
  return list
    .split(',')
    .filter(Boolean)
    .map((wanted) => {
      const page = pages.find((p) => p.path === wanted);
      if (!page) throw new Error(`Not an audited page: ${wanted} (audited: ${pages.map((p) => p.path).join(', ')})`);
      return page;
    });
}
