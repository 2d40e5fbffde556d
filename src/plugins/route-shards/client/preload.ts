/**
 * Stands in for `@docusaurus/core/lib/client/preload.js` in the production
 * browser build (route-shards/index.ts): the shard that holds the path is
 * loaded first, then, as Docusaurus does, every matched route's component is
 * preloaded. Docusaurus calls this before hydrating the first page and before
 * rendering each navigation, so a route is always in the table by the time
 * the router looks for it.
 */
import routes from '@generated/routes';
import {matchRoutes} from 'react-router-config';
import {ensureRoutes} from './load-routes';

type Preloadable = {preload?: () => unknown};

export default async function preload(pathname: string): Promise<unknown[]> {
  const paths = Array.from(new Set([pathname, decodeURI(pathname)]));
  const shards = paths.map(ensureRoutes).filter(Boolean);
  if (shards.length) {
    await Promise.all(shards);
    // A shard's promise settles in the task that evaluated it; preloading the route's components starts a script
    // load per chunk, so it waits for a task of its own and the two stay short (one was 170 ms on a phone).
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  const matches = paths.flatMap((p) => matchRoutes(routes, p));
  return Promise.all(matches.map((match) => (match.route.component as Preloadable).preload?.()));
}
