import {describe, expect, it} from 'vitest';
import {checkPage, countWords, formatProblem, proseOf} from './content-rules';
import {pinnedSourceFacts} from './page-sources';

const good = `---
title: Headroom
description: Keep spare capacity ready so new pods schedule without waiting for a node.
sources:
  - "help:src/docs/ocean/features/headroom.md"
  - "api:OceanAWSClusterUpdate"
---

Headroom keeps spare capacity.

## How it works

Some text.

\`\`\`yaml title="values.yaml"
a: 1
\`\`\`
`;

const messages = (src: string, minWords = 0) => checkPage('x.mdx', src, {minWords}).map((p) => p.message);

describe('checkPage', () => {
  it('accepts a page that meets the standard', () => {
    expect(messages(good)).toEqual([]);
  });
  it('requires a description of at most 160 characters', () => {
    expect(messages(good.replace(/description: .*/, ''))).toContain('front matter needs a non-empty `description`');
    expect(messages(good.replace(/description: .*/, `description: ${'a'.repeat(161)}`))[0]).toMatch(/161 characters/);
  });
  it('rejects a second H1, a missing section and placeholders', () => {
    expect(messages(good.replace('## How', '# How')).join()).toMatch(/one H1 per page/);
    expect(messages(good.replace('## How it works', 'How it works')).join()).toMatch(/`##` section/);
    expect(messages(good.replace('Some text.', 'TODO write this')).join()).toMatch(/placeholder/);
    expect(messages(good.replace('Some text.', 'This feature is coming soon.')).join()).toMatch(/placeholder/);
  });
  it('rejects a page that talks about its sources instead of the product', () => {
    expect(messages(good.replace('Some text.', 'The public record has ten entries.')).join()).toMatch(/talks about its sources \("public record"\)/);
    expect(messages(good.replace('Some text.', 'The record lists 9 images in gen21.')).join()).toMatch(/talks about its sources/);
    expect(messages(good.replace('Some text.', 'The vendor has decommissioned the product.')).join()).toMatch(/talks about its sources/);
    expect(messages(good.replace('Some text.', 'Not stated in the entry.')).join()).toMatch(/talks about its sources/);
    expect(messages(good.replace('Some text.', "Start from Spot's reference template.")).join()).toMatch(/talks about its sources \("Spot's reference template"\)/);
    expect(messages(good.replace('Some text.', 'Use only what the builder documents.')).join()).toMatch(/talks about its sources/);
    expect(messages(good.replace('Some text.', 'The fields are not listed in this documentation.')).join()).toMatch(/talks about its sources/);
    expect(messages(good.replace('Some text.', 'The previous documentation said so.')).join()).toMatch(/talks about its sources/);
    expect(messages(good.replace('Some text.', 'Copy the [script](https://github.com/spotinst/help/blob/master/src/docs/x.md).')).join()).toMatch(/talks about its sources \("github\.com\/spotinst\/help"\)/);
    // Records in the product's own sense (DNS records, event records) are not source talk.
    expect(messages(good.replace('Some text.', 'Check that the record updates and the DNS records resolve.'))).toEqual([]);
  });
  it('requires a language on every code block', () => {
    expect(messages(good.replace('```yaml title="values.yaml"', '```')).join()).toMatch(/no language/);
  });
  it('counts prose words but not code', () => {
    expect(countWords(proseOf('one two\n\n```bash\nthree four\n```\n'))).toBe(2);
    expect(messages(good, 50).join()).toMatch(/at least 50/);
    expect(checkPage('x.mdx', good).map((p) => p.message).join()).toMatch(/at least 250/);
    expect(checkPage('x.mdx', good.replace('Some text.', '<ChildCards />')).map((p) => p.message).join()).toMatch(/at least 120/);
  });
  it('requires sources the pinned facts know, and names the line of the list', () => {
    const facts = pinnedSourceFacts();
    const problems = (src: string) => checkPage('x.mdx', src, {minWords: 0, sourceFacts: facts}).map(formatProblem);
    expect(problems(good.replace(/sources:\n( {2}- .*\n)+/, '')).join()).toMatch(/^x\.mdx:2: front matter needs `sources`/);
    expect(problems(good.replace('api:OceanAWSClusterUpdate', 'api:NoSuchOperation'))).toEqual([
      'x.mdx:4: source "api:NoSuchOperation" is not an operationId of the Spot API reference (src/data/facts/spot-api-operation-ids.json)',
    ]);
    expect(problems(good.replace('help:src/docs/ocean/features/headroom.md', 'help:src/docs/gone.md')).join()).toMatch(/"help:src\/docs\/gone\.md" is not a page of spotinst\/help/);
    expect(problems(good.replace('api:OceanAWSClusterUpdate', 'terraform:spotinst_ocean_aws'))).toEqual([]);
    expect(problems(good.replace('api:OceanAWSClusterUpdate', 'wiki:somewhere')).join()).toMatch(/must start with one of help:, api:, terraform:, chart:, repo:/);
    expect(problems(good.replace('api:OceanAWSClusterUpdate', 'chart:spot/ocean-kubernetes-controller'))).toEqual([]);
    expect(problems(good.replace('api:OceanAWSClusterUpdate', 'repo:spotinst/terraform-spotinst-aws-connect:README.md'))).toEqual([]);
  });
  it('places problems on the line of the file where it can', () => {
    const at = (src: string) => checkPage('x.mdx', src, {minWords: 0}).map(formatProblem);
    // The fixture's front matter is 7 lines, then a blank line, the opening, a blank line, then "## How it works" on line 11.
    expect(at(good.replace('## How', '# How'))).toContain('x.mdx:11: do not write a `# ` heading: the title in front matter is the page heading (one H1 per page)');
    expect(at(good.replace('Some text.', 'TODO write this')).join()).toMatch(/^x\.mdx:13: contains placeholder wording "TODO"/);
    expect(at(good.replace('```yaml title="values.yaml"', '```')).join()).toMatch(/^x\.mdx:15: a code block has no language/);
  });
  it('reports invalid front matter instead of throwing', () => {
    expect(messages('---\ntitle: [\n---\n').join()).toMatch(/not valid YAML/);
  });
  it('requires every table header cell to name its column', () => {
    const table = (header: string) => good.replace('Some text.', `${header}\n| --- | --- |\n| a | b |`);
    expect(messages(table('| | Value |')).join()).toMatch(/empty cell/);
    expect(messages(table('| Name | Value |')).join()).not.toMatch(/empty cell/);
  });

  it('requires https for external links', () => {
    expect(messages(good.replace('Some text.', '[x](http://example.com)')).join()).toMatch(/https/);
    expect(messages(good.replace('Some text.', '<a href="http://example.com">x</a>')).join()).toMatch(/https: http:\/\/example.com/);
    expect(messages(good.replace('Some text.', 'See <http://example.com>.')).join()).toMatch(/https/);
    expect(messages(good.replace('Some text.', '[x](https://example.com)')).join()).not.toMatch(/https/);
  });

  it('does not count code indented inside a step as prose, nor an indented http:// endpoint as a link', () => {
    const step = '1. Run this:\n\n   ```bash title="x"\n   one two three four five\n   curl http://localhost:8080/health\n   ```\n';
    expect(countWords(proseOf(step))).toBe(countWords('1. Run this:'));
    expect(messages(good.replace('Some text.', step)).join()).not.toMatch(/https/);
    expect(messages(good.replace('Some text.', '   ```\n   x\n   ```')).join()).toMatch(/no language/);
  });
});
