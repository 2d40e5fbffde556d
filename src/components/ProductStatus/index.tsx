/**
 * `<ProductStatus product="ocean-spark" />`: the withdrawal notice shown on a
 * withdrawn product's pages, built from src/data/product-status.ts so that
 * every page (and its Markdown twin) states the same dates and versions.
 */
import React from 'react';
import Admonition from '@theme/Admonition';
import {productStatusNotice, type WithdrawnProduct} from '@site/src/data/product-status';

export default function ProductStatus({product}: {product: WithdrawnProduct}): React.JSX.Element {
  const notice = productStatusNotice(product);
  return (
    <Admonition type="danger" title={notice.title}>
      {notice.paragraphs.map((runs, p) => (
        <p key={p}>{runs.map((run, i) => (typeof run === 'string' ? run : <code key={i}>{run.code}</code>))}</p>
      ))}
    </Admonition>
  );
}
