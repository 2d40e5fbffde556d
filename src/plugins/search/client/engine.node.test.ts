// cspell:ignore clusteridentifier headrom headroomm haedroom heedroom hedrom xabc abxc abcx -- typos and split identifiers are the subject
import {describe, expect, it} from 'vitest';
import {buildIndex, queryWords, search, MAX_QUERY_TERMS} from './engine';
import {oneEditAway} from './spelling';
import {isSearchFile, type SearchDoc} from './types';

const doc = (url: string, title: string, text: string, subcategory = 'Ocean'): SearchDoc => ({url, title, subcategory, text});

const docs: SearchDoc[] = [
  doc('/ocean/features/headroom', 'Headroom', ''),
  doc('/ocean/features/headroom#how-it-works', 'How headroom works', 'Ocean keeps spare capacity ready so pods schedule at once.'),
  doc('/ocean/features/scaling#buffers', 'Buffers', 'A buffer is like headroom: extra capacity that the autoscaler keeps for bursts of pods.'),
  doc('/elastigroup/features/compute/autohealing', 'Autohealing', 'Replaces unhealthy instances automatically.', 'Elastigroup'),
  // An identifier named in a reference table (inline code), and the same identifier only inside a sample.
  doc(
    '/ocean/features/headroom#reference',
    'Reference',
    'Field Meaning `cpu_per_unit` CPU of one headroom unit, in millicores. `memory_per_unit` Memory of one unit, in MiB. `num_of_units` How many units to keep.',
  ),
  doc('/ocean/tutorials/sample#terraform', 'Terraform sample', 'cpu_per_unit = 1000 cpu_per_unit = 2000'),
  // A Helm flag that spells a value inside a longer expression.
  doc('/ocean/tutorials/install#helm', 'Install with Helm', 'helm install ocean-controller --set spotinst.clusterIdentifier=$CLUSTER_ID --set spotinst.token=$TOKEN'),
  doc('/elastigroup/tutorials/import#asg', 'Import an Auto Scaling group', 'Elastigroup copies the launch template of the AWS Auto Scaling group.', 'Elastigroup'),
  doc('/ocean/features/vngs', 'Virtual Node Groups', 'A VNG holds launch settings for a group of nodes.'),
  doc('/tools/console', 'Use the console', 'How to use sizing charts in the console.', 'Tools'),
  doc('/ocean/features/controller#validate', 'Validate the controller', 'Check that it runs.'),
  doc(
    '/ocean/troubleshooting/controller#logs',
    'Read the logs',
    'With an invalid token the log shows: ERROR ControllerApplication - Failed to validate controller communication with spotinst API. Create a new token, update the secret and restart the pod, then check the log again for errors.',
  ),
  doc('/ocean/features/right-sizing', 'Right sizing', 'Create a right-sizing rule for workloads, with recommendations per container.'),
];
const index = buildIndex(docs);
const urls = (query: string) => search(index, query, 8).hits.map((hit) => hit.url);

describe('queryWords', () => {
  it('reads lunr syntax as plain words and splits on the punctuation of code', () => {
    expect(queryWords('title:ocean spot~2 ocean^10 +pods -spark roll*')).toEqual(['title', 'ocean', 'spot', '10', 'pods', 'spark', 'roll']);
    expect(queryWords('--set spotinst.clusterIdentifier=$ID')).toEqual(['set', 'spotinst', 'clusteridentifier', 'id']);
    expect(queryWords('kops 1.14 cpu_per_unit')).toEqual(['kops', '1.14', 'cpu_per_unit']);
  });
  it('drops blanks, one-character pieces and repeated words and caps the number of words', () => {
    expect(queryWords('   ')).toEqual([]);
    expect(queryWords('a aa aa')).toEqual(['aa']);
    expect(queryWords(Array.from({length: 50}, (_, i) => `w${i}`).join(' '))).toHaveLength(MAX_QUERY_TERMS);
  });
  it('does not count stop words towards the cap, so a long question keeps its last words', () => {
    const words = queryWords('how do I take a running EC2 instance and have Spot manage it while keeping its data and IP');
    expect(words).toEqual(expect.arrayContaining(['spot', 'manage', 'keeping', 'data', 'ip']));
  });
});

describe('search', () => {
  it('puts the page whose title matches before pages that mention the word in the body', () => {
    const found = urls('headroom');
    expect(found[0]).toBe('/ocean/features/headroom');
    expect(found.indexOf('/ocean/features/scaling#buffers')).toBeGreaterThan(found.indexOf('/ocean/features/headroom#how-it-works'));
  });

  it('matches a word while it is still being typed', () => {
    expect(urls('autoheal')[0]).toBe('/elastigroup/features/compute/autohealing');
  });

  it('marks the matched words in the title and snippet and names the word to highlight', () => {
    const hit = search(index, 'capacity', 8).hits[0];
    expect(hit.snippet.filter((s) => s.match).map((s) => s.text)).toContain('capacity');
    expect(hit.word).toBe('capacity');
  });

  it('gives a section the title of its page', () => {
    expect(search(index, 'spare capacity', 1).hits[0].pageTitle).toBe('Headroom');
  });

  it('respects the limit and reports the total', () => {
    const outcome = search(index, 'headroom', 1);
    expect(outcome.hits).toHaveLength(1);
    expect(outcome.total).toBe(4);
  });

  it('ranks the page that names a pasted identifier in its reference above a page whose sample only uses it', () => {
    expect(urls('cpu_per_unit').slice(0, 2)).toEqual(['/ocean/features/headroom#reference', '/ocean/tutorials/sample#terraform']);
  });

  it('finds a value written inside a longer dotted expression, and shows the snippet without code marks', () => {
    expect(urls('clusterIdentifier')).toEqual(['/ocean/tutorials/install#helm']);
    expect(search(index, 'cpu_per_unit', 1).hits[0].snippet.map((s) => s.text).join('')).not.toContain('`');
  });

  it('corrects one wrong, missing, extra or swapped letter in a word of five or more letters, and says so', () => {
    for (const typo of ['headrom', 'headroomm', 'haedroom', 'heedroom']) {
      const outcome = search(index, typo, 8);
      expect(outcome.correctedQuery, typo).toBe('headroom');
      expect(outcome.hits[0]?.url, typo).toBe('/ocean/features/headroom');
    }
  });

  it('leaves alone a word the pages have, a short word and a word two edits away', () => {
    expect(search(index, 'buffer', 8).correctedQuery).toBeUndefined();
    expect(search(index, 'vnq', 8).correctedQuery).toBeUndefined();
    expect(search(index, 'hedrom', 8)).toEqual({hits: [], total: 0});
  });

  it('finds the long form of an abbreviation, and the abbreviation from the long form', () => {
    expect(urls('asg import')[0]).toBe('/elastigroup/tutorials/import#asg');
    expect(urls('virtual node group')[0]).toBe('/ocean/features/vngs');
    expect(urls('vng')[0]).toBe('/ocean/features/vngs');
  });

  it('ranks the section that has every word of a pasted error above a heading that shares two of them', () => {
    expect(urls('Failed to validate controller communication with spotinst API')[0]).toBe('/ocean/troubleshooting/controller#logs');
  });

  it('does not let the filler of a question outrank the words that matter', () => {
    expect(urls('how do I use right sizing')[0]).toBe('/ocean/features/right-sizing');
    expect(urls('how can I use right sizing')[0]).toBe('/ocean/features/right-sizing');
  });

  // cspell:disable-next-line -- right-to-left input (Arabic) is part of the test
  it.each(['', '   ', '*', '~', ':', '^', '+', '-', '"', '[]', '()', 'x'.repeat(2000), '🚀', 'ابحث', 'a:b*c~d^e+f-g', 'the of and', 'how do i'])(
    'never throws for %j',
    (query) => {
      expect(() => search(index, query, 8)).not.toThrow();
    },
  );
});

describe('ranking of longer queries', () => {
  const ranking = buildIndex([
    doc('/az', 'Lower latency', 'Zones close to your users.'),
    doc('/placement', 'Placement groups', 'Instances in a placement group get low latency.'),
    doc('/predictive', 'Predictive autoscaling', 'Set the mode to `FORECAST_AND_SCALE`.'),
    doc('/scheduling', 'Scheduling', 'Choose a mode.'),
    doc('/log#scattered', 'Notes', 'Group labels differ; pending pod constraints.'),
    doc('/log#quoted', 'Log', 'Pod web is pending but its constraints differ from the group labels.'),
    doc('/nodes', 'Node pools', 'Every node in a pool is stateless, and each node is replaced freely.'),
    doc('/cfn#stateful', 'Stateful node', 'A CloudFormation stack that declares a stateful node.'),
    doc('/cfn#group', 'Group template', 'A CloudFormation template for a group of nodes in a node pool.'),
  ]);
  const top = (query: string) => search(ranking, query, 8).hits[0]?.url;

  it('reads a word followed by another as finished: "low" does not count "lower" as a match', () => {
    expect(top('low latency')).toBe('/placement');
  });

  it('still completes the last word while it is being typed', () => {
    expect(top('placement gro')).toBe('/placement');
  });

  it('finds a word inside a snake_case value', () => {
    expect(top('mode scale')).toBe('/predictive');
  });

  it('puts the section holding a pasted sentence word for word above one with the same words apart', () => {
    expect(top('is pending but its constraints differ from the group labels')).toBe('/log#quoted');
  });

  it('weighs a named thing by its rarest word, so "stateful node" outweighs "template"', () => {
    expect(top('cfn template stateful node')).toBe('/cfn#stateful');
  });
});

describe('other names of cloud and Kubernetes things', () => {
  const names = buildIndex([
    doc('/ocean/roll#pdb', 'Respect the disruption budget', 'The roll waits while a pod disruption budget blocks an eviction.'),
    doc('/ocean/roll#batches', 'Batches', 'Each batch replaces a share of the nodes; a pod may move twice.'),
    doc('/admin/sso/entra', 'Microsoft Entra ID', 'Add Spot from the Entra ID application gallery for single sign-on.', 'Administration'),
    doc('/admin/sso/okta', 'Okta', 'Add the Spot application in Okta for single sign-on.', 'Administration'),
    doc('/ocean/eip', 'Elastic IP pools', 'A VNG can assign an Elastic IP from a tagged pool to each node it launches.'),
    doc('/ocean/nodes', 'Node IP addresses', 'Nodes get a private IP from the subnet.'),
  ]);
  const top = (query: string) => search(names, query, 8).hits[0]?.url;

  it.each([
    ['pdb', '/ocean/roll#pdb'],
    ['aad single sign-on', '/admin/sso/entra'],
    ['azure active directory sso', '/admin/sso/entra'],
    ['eip node', '/ocean/eip'],
  ])('"%s" finds %s, which spells the other name', (query, url) => {
    expect(top(query)).toBe(url);
  });
});

describe('oneEditAway', () => {
  it('lists deletions, swaps, replacements and insertions, not the word itself', () => {
    const edits = oneEditAway('abc');
    for (const edit of ['bc', 'ac', 'ab', 'bac', 'acb', 'xbc', 'abx', 'xabc', 'abxc', 'abcx']) expect(edits.has(edit), edit).toBe(true);
    expect(edits.has('abc')).toBe(false);
    expect(edits.has('cab')).toBe(false);
  });
});

describe('isSearchFile', () => {
  it('accepts the shape the build writes and rejects anything else', () => {
    expect(isSearchFile({searchDocs: docs, options: {maxHits: 8, highlightResult: true}})).toBe(true);
    expect(isSearchFile({searchDocs: [{url: 1}], options: {maxHits: 8}})).toBe(false);
    expect(isSearchFile([])).toBe(false);
    expect(isSearchFile(null)).toBe(false);
  });
});
