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
