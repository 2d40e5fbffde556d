import {describe, expect, it} from 'vitest';
import {mdxToMarkdown, type ChildLink} from './to-markdown';
import {PRODUCT_STATUS} from '../../data/product-status';

const SITE = 'https://docs.example.com';

/** A page written the way the site's pages are: front matter, an import, an admonition, tabs with code, cards, a status notice. */
const PAGE = `---
title: Create a Filter
description: Save a cost filter.
sidebar_label: Filters
---

import Thing from '@site/src/components/Thing';

Filters narrow the cost data. See [analysis](/ocean/analysis) and [the API](https://api.example.com/x).

:::info Prerequisites

- A cluster
- A token

:::

## Send a request

<Tabs groupId="cloud-provider">
  <TabItem value="aws" label="AWS">

\`\`\`bash title="Query (EKS)"
curl -X POST "https://api.spotinst.io/ocean/aws/k8s/cluster/$ID/aggregatedCosts" \\
  -d '{"groupBy": "namespace", "filter": {"conditions": {"anyMatch": [{"allMatch": [{"type": "label"}]}]}}}'
\`\`\`

  </TabItem>
  <TabItem value="gcp" label="GCP">

Run it with <Thing />\`gcloud\`: at 10:30.

  </TabItem>
</Tabs>

:::note

Costs are hourly.

:::
`;

const twinOf = (source: string, childLinks: () => ChildLink[] = () => []) => mdxToMarkdown(source, {siteUrl: SITE, childLinks}).markdown;

/** Lines outside fenced code: where JSX, imports and directives must not survive. */
function prose(markdown: string): string {
  let inCode = false;
  return markdown
    .split('\n')
    .filter((line) => {
      if (/^\s*```/.test(line)) inCode = !inCode;
      return !inCode;
    })
    .join('\n');
}

describe('Markdown twin of a page', () => {
  const twin = twinOf(PAGE);

  it('starts with the front-matter title as H1 and the description as a quote', () => {
    expect(twin.startsWith('# Create a Filter\n\n> Save a cost filter.\n\nFilters narrow')).toBe(true);
  });

  it('renders each tab as a bold label followed by its content', () => {
    const tabs = twin.split('\n## Send a request\n')[1];
    expect([...tabs.matchAll(/^\*\*(\w+)\*\*$/gm)].map((m) => m[1])).toEqual(['AWS', 'GCP']);
    expect(tabs).toMatch(/^\*\*AWS\*\*\n\n```bash title="Query \(EKS\)"\ncurl -X POST/m);
  });

  it('renders admonitions as block quotes with their title', () => {
    expect(twin).toContain('> **Prerequisites**\n>\n> - A cluster\n> - A token');
    expect(twin).toContain('> **Note**\n>\n> Costs are hourly.');
  });

  it('keeps code samples byte for byte', () => {
    expect(twin).toContain(PAGE.match(/```bash[\s\S]*?\n```/)![0]);
  });

  it('leaves no JSX, import or directive, escapes nothing, and makes site links absolute', () => {
    const text = prose(twin);
    expect(text).not.toMatch(/<\/?[A-Z]\w*|^import |^:::/m);
    expect(text).not.toMatch(/\]\(\//);
    expect(text).toContain(`[analysis](${SITE}/ocean/analysis)`);
    expect(text).toContain('[the API](https://api.example.com/x)');
    expect(text).toContain('`gcloud`: at 10:30.');
    expect(text).not.toContain('\\:');
  });

  it('lists the children where the page shows cards, with their descriptions', () => {
    const cards = twinOf(`---\ntitle: Ocean\n---\n\nIntro.\n\n- a list before the cards\n\n<ChildCards />\n`, () => [
      {title: 'Features', route: '/ocean/features/', description: 'All of them.'},
      {title: 'Tutorials', route: '/ocean/tutorials/'},
    ]);
    // remark-stringify bullets a list that follows another list with `*`, so the two stay separate lists.
    expect(cards).toMatch(/^[-*] \[Features\]\(https:\/\/docs\.example\.com\/ocean\/features\/\): All of them\.$/m);
    expect(cards).toMatch(/^[-*] \[Tutorials\]\(https:\/\/docs\.example\.com\/ocean\/tutorials\/\)$/m);
  });

  it("writes a product's status notice as a quote with its dates", () => {
    const notice = twinOf(`---\ntitle: Spark\n---\n\n<ProductStatus product="ocean-spark" />\n\nText.\n`);
    expect(notice).toMatch(/^> \*\*Ocean for Apache Spark is decommissioned\*\*$/m);
    expect(notice).toContain(`Terraform provider ${PRODUCT_STATUS['ocean-spark'].providerRemovedIn} (2 July 2026) removed \`spotinst_ocean_spark\``);
  });
});

describe('a settings reference twin', () => {
  const settings = {
    facts: {
      resource: 'spotinst_example',
      sources: [],
      createOperation: 'POST /example',
      rows: [
        {terraform: 'spot_percentage', section: 'strategy', tf: {type: 'Int', range: [0, 100] as [number, number], conflictsWith: ['ondemand_count']}, api: 'group.strategy.risk'},
        {terraform: 'image_id', section: 'launch', tf: {type: 'String', required: true as const}, api: 'group.compute.launchSpecification.imageId'},
        {terraform: 'update_policy', section: 'strategy', tf: {type: 'List', block: true as const}},
      ],
    },
    console: {spot_percentage: {place: 'Basics › Workload Capacity', label: 'Spot %', source: 'spotinst/help:src/docs/x.md', change: 'roll' as const}},
  };
  const source = `---\ntitle: Settings\n---\n\nIntro.\n\n## Strategy\n\n<SettingsTable reference={eg} section="strategy" only={["spot_percentage", "update_policy"]} caption="Strategy" />\n`;

  it('becomes a Markdown table of the rows the element shows, with every column', () => {
    // Cell padding aside: the printer aligns the columns.
    const markdown = mdxToMarkdown(source, {siteUrl: SITE, childLinks: () => [], settings}).markdown.replace(/ {2,}/g, ' ');
    expect(markdown).toContain('| Terraform argument | API attribute | Console | Values |');
    expect(markdown).toContain(
      '| `spot_percentage` | `group.strategy.risk` | Basics › Workload Capacity › **Spot %** Running instances get the change after a roll. | int; 0 to 100; not with `ondemand_count` |',
    );
    expect(markdown).toContain('| `update_policy` | — | — | blocks |');
    expect(markdown).not.toContain('image_id');
  });

  it('fails on a page that is not a settings reference', () => {
    expect(() => mdxToMarkdown(source, {siteUrl: SITE, childLinks: () => []})).toThrow(/not a settings reference/);
  });
});
