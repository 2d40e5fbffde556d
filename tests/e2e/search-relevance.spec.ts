/**
 * Relevance of the built search index: each query a reader might type must
 * put the page it is about in the top three. Runs on the production build's
 * search file with the same engine the browser uses (no browser needed).
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect} from '@playwright/test';
import {routes} from '../../src/data/page-tree';
import {buildIndex, search} from '../../src/plugins/search/client/engine';
import {scoreRelevance} from '../../scripts/bench/lib/search-relevance';
import type {SearchFile} from '../../src/plugins/search/client/types';
import {SEARCH_DOC_FILE} from '../../src/plugins/search/client/files';

const QUERIES: Array<[query: string, expectedPage: string]> = [
  // A page's own title finds it first (checked separately below).
  ['headroom', '/ocean/features/headroom'],
  ['autohealing', '/elastigroup/features/compute/autohealing'],
  ['termination policy', '/elastigroup/features/compute/termination-policy'],
  ['block device mapping', '/elastigroup/features/compute/block-device-mapping'],
  ['availability zone scores', '/elastigroup/features/core-features/az-scores'],
  ['dynamic commitment management', '/elastigroup/features/core-features/dynamic-commitment'],
  ['custom health check service', '/elastigroup/tools-integrations/custom-health-check-service'],
  ['docker swarm autoscaler', '/elastigroup/tools-integrations/docker-swarm/docker-swarm-autoscaler'],
  ['external shuffle storage', '/ocean-spark/tools-integrations/shuffle-plugin'],
  ['run apps from airflow', '/ocean-spark/tools-integrations/run-apps-from-airflow'],
  ['secrets and environment variables', '/ocean-spark/configure-spark-apps/secrets-environment-variables'],
  ['install the ocean controller version 2', '/ocean/tutorials/spot-kubernetes-controller/ocean-controller-two-install'],
  ['connect an existing eks cluster', '/ocean/getting-started/eks/join-an-existing-cluster'],
  ['distribute nodes by vcpu', '/ocean/features/distribute-vcpu'],
  ['create an elastigroup for azure', '/elastigroup/getting-started/create-an-elastigroup-for-azure'],
  ['register instances to domain', '/elastigroup/tutorials/elastigroup-tasks/register-instances-to-domain'],
  ['cfn helper scripts', '/tools-and-provisioning/cloudformation/tools/cfn-helper-scripts'],
  ['spot storage dashboard', '/spot-storage/dashboard'],
  ['identity providers', '/administration/identity-providers/'],
  ['route 53', '/elastigroup/tools-integrations/route53'],
  ['kafka', '/elastigroup/tools-integrations/kafka'],
  ['twilio', '/spot-connect/integrations/twilio'],
  ['gen24 release notes', '/ocean-spark/docker-images-release-notes/gen24'],
  // Words a reader uses, not the title's exact words.
  ['use virtual node groups with ocean spark', '/ocean-spark/product-tour/use-vngs'],
  ['stateful node get started', '/managed-instance/getting-started/'],
  ['prometheus monitoring kubernetes', '/ocean/tools-and-integrations/prometheus/'],
  ['kops 1.14 install', '/ocean/tools-and-integrations/kops/install-kops/kops-114'],
  ['gitlab ci', '/tools-and-provisioning/ci-cd/gitlab'],
  ['grid engine', '/elastigroup/tools-integrations/grid-engine-azure/'],
  ['eco azure get started', '/eco/getting-started/gettingstarted-azure'],
];

function loadSearchFile(): SearchFile {
  const name = readdirSync('build').find((file) => SEARCH_DOC_FILE.test(file));
  if (!name) throw new Error('No search-doc-<hash>.json in build/: run `npm run build` first.');
  return JSON.parse(readFileSync(join('build', name), 'utf8')) as SearchFile;
}

test.describe('search relevance', () => {
  const {searchDocs} = loadSearchFile();
  const index = buildIndex(searchDocs);
  const topPages = (query: string, n: number) =>
    [...new Set(search(index, query, 50).hits.map((hit) => hit.url.split('#')[0]))].slice(0, n);

  test('the relevance benchmark keeps the right page in the first three results for 95 % of each kind of query', () => {
    const {kinds, misses} = scoreRelevance(index);
    const shares = Object.fromEntries(kinds.map((k) => [k.kind, k.hit3 / k.queries]));
    const below = Object.entries(shares).filter(([, share]) => share < 0.95);
    expect(below, misses.map((m) => `${m.query.kind} "${m.query.query}" → got ${m.got.join(', ')}`).join('\n')).toEqual([]);
  });

  test(`each of ${QUERIES.length} queries finds its page in the top three`, () => {
    const misses = QUERIES.filter(([query, page]) => !topPages(query, 3).includes(page)).map(
      ([query, page]) => `${query} → expected ${page}, got ${topPages(query, 3).join(', ')}`,
    );
    expect(misses).toEqual([]);
  });

  test('a query made of a page title finds that page first', () => {
    const titled = searchDocs.filter((doc) => !doc.url.includes('#') && doc.url !== '/').slice(0, 400);
    const misses = titled
      .filter((doc) => {
        const first = search(index, doc.title, 1).hits[0];
        // Several pages may share a title (an AWS and an Azure page, say, or "Analyze your Costs" and
        // "Analyze Your Costs"): any of them counts.
        const firstTitle = searchDocs.find((d) => d.url === first?.url.split('#')[0])?.title;
        return firstTitle?.toLowerCase() !== doc.title.toLowerCase();
      })
      .map((doc) => `${doc.title} (${doc.url})`);
    expect(misses.length, misses.slice(0, 20).join('\n')).toBeLessThanOrEqual(titled.length * 0.02);
  });

  test('a page title outranks pages that only mention its words in the body', () => {
    const hits = search(index, 'autohealing', 20).hits;
    const firstBodyOnly = hits.findIndex((hit) => !hit.title.some((segment) => segment.match));
    const lastTitled = hits.map((hit) => hit.title.some((segment) => segment.match)).lastIndexOf(true);
    expect(firstBodyOnly === -1 || firstBodyOnly > lastTitled).toBe(true);
  });

  // Exclusion of /billing-engine and /cost-intelligence is tested on the plugin's page selection
  // (src/plugins/search/index.node.test.ts): this site has no such routes to leave out.
  test('every page of the site is indexed, the home page included, and the results page is not', () => {
    const pages = new Set(searchDocs.map((doc) => doc.url.split('#')[0]));
    expect(pages.has('/')).toBe(true);
    expect(pages.has('/search')).toBe(false);
    expect(pages.size).toBe(routes.length);
  });
});
