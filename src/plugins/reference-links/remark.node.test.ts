import {describe, expect, it} from 'vitest';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import type {Root} from 'mdast';
import remarkReferenceLinks, {type MentionReport} from '.';
import {referenceIndex, type ReferenceFacts} from './references';
import {DEFAULT_OPTIONS} from './options';

const API = 'https://docs.spot.io/api/#operation/';
const REGISTRY = 'https://registry.terraform.io/providers/spotinst/spotinst/latest/docs/resources/';

/** The page's tree after the plugin, with the project's facts, and every mention it reported. */
function run(mdx: string): {tree: Root; mentions: MentionReport[]} {
  const mentions: MentionReport[] = [];
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkReferenceLinks, {onMention: (m) => mentions.push(m)});
  const tree = processor.runSync(processor.parse(mdx)) as Root;
  return {tree, mentions};
}

type Node = {type: string; url?: string; value?: string; children?: Node[]; data?: {hProperties?: Record<string, string>}};
function all(node: Node, type: string, found: Node[] = []): Node[] {
  if (node.type === type) found.push(node);
  for (const child of node.children ?? []) all(child, type, found);
  return found;
}
const links = (tree: Root) => all(tree as Node, 'link').map((l) => ({url: l.url, children: l.children?.map((c) => ({type: c.type, value: c.value}))}));

describe('reference links', () => {
  it('links an operation in inline code to its operationId, and keeps the code as code', () => {
    const {tree} = run('Create it with `POST /ocean/aws/k8s/cluster`.');
    expect(links(tree)).toEqual([{url: `${API}OceanAWSClusterCreate`, children: [{type: 'inlineCode', value: 'POST /ocean/aws/k8s/cluster'}]}]);
  });

  it('matches a template segment to a placeholder, a concrete id or the host prefix, in prose and tables', () => {
    const {tree} = run([
      'Read it with GET /ocean/aws/k8s/cluster/o-12ab34 first.',
      '',
      '| Call | What |',
      '| --- | --- |',
      '| `PUT https://api.spotinst.io/ocean/aws/k8s/cluster/{oceanClusterId}` | update |',
      '| `PUT /ocean/aws/k8s/cluster/:id` | update |',
    ].join('\n'));
    expect(links(tree).map((l) => l.url)).toEqual([`${API}OceanAWSClusterGet`, `${API}OceanAWSClusterUpdate`, `${API}OceanAWSClusterUpdate`]);
    expect(links(tree)[0].children).toEqual([{type: 'text', value: 'GET /ocean/aws/k8s/cluster/o-12ab34'}]);
  });

  it('links a resource type the provider serves, and not a removed or unknown one', () => {
    const {tree, mentions} = run('Use `spotinst_ocean_aws` or spotinst_elastigroup_aws, not `spotinst_ocean_spark` nor `spotinst_ocean_imaginary`.');
    expect(links(tree).map((l) => l.url)).toEqual([`${REGISTRY}ocean_aws`, `${REGISTRY}elastigroup_aws`]);
    expect(mentions.filter((m) => 'reason' in m).map((m) => [m.text, 'reason' in m && m.reason])).toEqual([
      ['spotinst_ocean_spark', 'removed from the Terraform provider'],
      ['spotinst_ocean_imaginary', 'not a resource type the Terraform provider serves'],
    ]);
  });

  it('leaves unknown operations, wrong methods and other services\' paths unlinked', () => {
    const {tree, mentions} = run('`POST /ocean/aws/k8s/nothing`, `PATCH /ocean/aws/k8s/cluster` and `GET /repos/spotinst/openapi`.');
    expect(links(tree)).toEqual([]);
    // GitHub's path is not a Spot API mention at all.
    expect(mentions.map((m) => m.text)).toEqual(['POST /ocean/aws/k8s/nothing', 'PATCH /ocean/aws/k8s/cluster']);
  });

  it('does not link inside headings, links or code-block bodies, nor code that holds more than the mention', () => {
    const fence = '```';
    const {tree, mentions} = run([
      '## The `spotinst_ocean_aws` resource',
      '',
      '[see `POST /ocean/aws/k8s/cluster`](/ocean/)',
      '',
      `${fence}hcl`,
      'resource "spotinst_ocean_aws" "this" {}',
      fence,
      '',
      'Its id is `spotinst_ocean_aws.this.id`.',
    ].join('\n'));
    expect(links(tree).map((l) => l.url)).toEqual(['/ocean/']);
    expect(mentions.map((m) => [m.place, m.note ?? '', 'url' in m])).toEqual([
      ['heading', 'inside a heading', true],
      ['link', 'inside a link', true],
      ['inline code', 'inside a longer code span', true],
    ]);
  });

  it('gives a code block\'s title its links and leaves the code as written', () => {
    const fence = '```';
    const code = 'curl -X POST https://api.spotinst.io/ocean/aws/k8s/cluster -d @cluster.json';
    const {tree} = run(`${fence}bash title="POST /ocean/aws/k8s/cluster with spotinst_ocean_aws"\n${code}\n${fence}`);
    const [block] = all(tree as Node, 'code');
    expect(block.value).toBe(code);
    expect(JSON.parse(block.data!.hProperties!.titleLinks)).toEqual([
      {text: 'POST /ocean/aws/k8s/cluster', href: `${API}OceanAWSClusterCreate`},
      ' with ',
      {text: 'spotinst_ocean_aws', href: `${REGISTRY}ocean_aws`},
    ]);
  });

  it('links only when exactly one operationId matches', () => {
    const facts: ReferenceFacts = {
      operationIds: {'GET /a/{x}/b': 'one', 'GET /a/{y}/b': 'two', 'GET /a/c/b': 'literal'},
      operations: [],
      resources: [],
      removedResources: [],
    };
    const index = referenceIndex(facts, DEFAULT_OPTIONS);
    expect(index.operation('GET', '/a/z/b')).toEqual({reason: '2 operations of the reference match (one, two)'});
    // The most literal template wins, as a router would choose.
    expect(index.operation('GET', '/a/c/b')).toEqual({url: `${API}literal`});
  });
});
