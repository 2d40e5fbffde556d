/**
 * Marks the moment React has hydrated the first page (`performance.mark`), so
 * `npm run bench:trace` can split main-thread work into before and after
 * hydration. Docusaurus calls onRouteDidUpdate once after the first render,
 * with no previous location; later client-side navigations are not marked.
 */
export const HYDRATED_MARK = 'docusaurus-hydrated';

export function onRouteDidUpdate({previousLocation}: {previousLocation: unknown}): void {
  if (!previousLocation && typeof performance !== 'undefined' && typeof performance.mark === 'function') {
    performance.mark(HYDRATED_MARK);
  }
}
