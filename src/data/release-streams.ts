/**
 * The release-notes streams that have a feed: each one's id (as in the page's
 * `<FeedLink stream="…" />`), the name its feed title uses, and its page. One
 * place, read by docusaurus.config.ts (the release-feeds plugin) and the
 * tests. The Docker images notes of Ocean for Apache Spark are not a stream:
 * they are a page per image generation, most of them without a release date.
 */
import {fileToRoute} from './doc-routes';

export type ReleaseStream = {id: string; name: string; source: string};

export const RELEASE_STREAMS: readonly ReleaseStream[] = [
  {id: 'ocean', name: 'Ocean', source: 'docs/ocean/release-notes/index.mdx'},
  {id: 'elastigroup', name: 'Elastigroup and Stateful Node', source: 'docs/elastigroup/release-notes/index.mdx'},
  {id: 'eco', name: 'Eco', source: 'docs/eco/release-notes/index.mdx'},
  {id: 'spot-security', name: 'Spot Security', source: 'docs/spot-security/release-notes/index.mdx'},
  {id: 'spot-connect', name: 'Spot Connect', source: 'docs/spot-connect/release-notes/index.mdx'},
  {id: 'administration', name: 'Administration', source: 'docs/administration/release-notes-core/index.mdx'},
  {id: 'dashboard', name: 'Overview dashboard', source: 'docs/connect-your-cloud-provider/release-notes-dashboard/index.mdx'},
  {id: 'connecting', name: 'Connecting your accounts', source: 'docs/connect-your-cloud-provider/release-notes-connecting/index.mdx'},
  {id: 'ocean-spark-data-plane', name: 'Ocean for Apache Spark cluster', source: 'docs/ocean-spark/data-plane-release-notes/index.mdx'},
];

/** Release-notes pages that are not a stream: the Spark image generations, a page each (see above). */
export const RELEASE_NOTES_WITHOUT_FEED: readonly string[] = ['docs/ocean-spark/docker-images-release-notes/index.mdx'];


/** Whether a route is release notes: a stream page, the image notes, or a page under either. */
export function isReleaseNotesRoute(route: string): boolean {
  return [...RELEASE_STREAMS.map((s) => s.source), ...RELEASE_NOTES_WITHOUT_FEED].some((source) => route.startsWith(fileToRoute(source)));
}
