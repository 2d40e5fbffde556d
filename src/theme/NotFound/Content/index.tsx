/**
 * Wraps the stock not-found content (`swizzle --wrap`) only to give the 404
 * page a meta description, which the stock page lacks: link previews and
 * search engines that meet a dead link then describe the site, not nothing.
 */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import {SITE} from '@site/src/data/site';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <Head>
        <meta name="description" content={`This page does not exist. Search or browse the ${SITE.title} to find what you were looking for.`} />
      </Head>
      <Content {...props} />
    </>
  );
}
