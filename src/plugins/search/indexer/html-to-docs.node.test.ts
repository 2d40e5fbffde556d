import {describe, expect, it} from 'vitest';
import {htmlToDocs} from './html-to-docs';

// The reference-links remark plugin wraps inline code in a link; search must index the same text.
const page = (body: string) =>
  `<!DOCTYPE html><html><body><article><div class="theme-doc-markdown markdown"><header><h1>Clusters</h1></header><p>${body}</p></div></article></body></html>`;

describe('search indexing of linked inline code', () => {
  it('keeps a linked code span as code, exactly as the bare one', () => {
    const bare = htmlToDocs(page('Create it with <code>POST /ocean/aws/k8s/cluster</code> or <code>spotinst_ocean_aws</code>.'), '/x');
    const linked = htmlToDocs(
      page(
        'Create it with <a href="https://docs.spot.io/api/#operation/OceanAWSClusterCreate" target="_blank" rel="noopener noreferrer"><code>POST /ocean/aws/k8s/cluster</code></a>' +
          ' or <a href="https://registry.terraform.io/providers/spotinst/spotinst/latest/docs/resources/ocean_aws"><code>spotinst_ocean_aws</code></a>.',
      ),
      '/x',
    );
    expect(linked).toEqual(bare);
    expect(linked[0].content).toBe('Create it with `POST /ocean/aws/k8s/cluster` or `spotinst_ocean_aws`.');
  });
});

describe('search indexing of a settings reference', () => {
  it('makes each settings row its own document, linked by its id, and keeps it out of its section', () => {
    const html = page('').replace(
      '<p></p>',
      '<h2 id="strategy">Strategy</h2><p>Before the table.</p><table><tbody>' +
        '<tr id="spot_percentage" data-setting=""><td><code>spot_percentage</code></td><td><code>group.strategy.risk</code></td><td>Basics › <strong>Spot %</strong></td></tr>' +
        '</tbody></table><p>After the table.</p>',
    );
    const docs = htmlToDocs(html, '/eg/settings');
    expect(docs.map((d) => [d.url, d.title, d.content])).toEqual([
      ['/eg/settings', 'Clusters', ''],
      ['/eg/settings#strategy', 'Strategy', 'Before the table. After the table.'],
      ['/eg/settings#spot_percentage', 'spot_percentage', '`spot_percentage` `group.strategy.risk` Basics › Spot %'],
    ]);
  });
});
