/**
 * `<ProductStatus product="ocean-spark" />`: the withdrawal notice shown on a
 * withdrawn product's pages, built from src/data/product-status.ts so that
 * every page states the same dates and versions.
 */
import React from 'react';
import Admonition from '@theme/Admonition';
import {PRODUCT_STATUS, longDate, type WithdrawnProduct} from '@site/src/data/product-status';

export default function ProductStatus({product}: {product: WithdrawnProduct}): React.JSX.Element {
  const s = PRODUCT_STATUS[product];
  return (
    <Admonition type="danger" title={`${s.product} is decommissioned`}>
      <p>
        The vendor has decommissioned {s.product}. On {longDate(s.apiWithdrawn)} its operations were withdrawn from the
        public Spot API reference, and Terraform provider {s.providerRemovedIn} ({longDate(s.providerRemovedOn)}) removed{' '}
        {s.resources.map((r, i) => (
          <React.Fragment key={r}>
            {i > 0 && ' and '}
            <code>{r}</code>
          </React.Fragment>
        ))}
        . Provider {s.lastProviderRelease} ({longDate(s.lastProviderReleaseOn)}) is the last release that has them, and it
        returns a decommissioned message when it calls the product's API.
      </p>
      <p>
        This page stays as a record for teams that ran the product; its samples document the interfaces those teams
        used.
      </p>
    </Admonition>
  );
}
