// Wraps the doc footer to ask "Was this page helpful?" at the end of every doc,
// above the "Last updated" row (issue 16). The stock footer renders unchanged.
import React, {type ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import PageFeedback from '@site/src/components/PageFeedback';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): ReactNode {
  // Keyed by page: a new page view gets a fresh question, even if the component is reused.
  const {metadata} = useDoc();
  return (
    <>
      <PageFeedback key={metadata.permalink} />
      <Footer {...props} />
    </>
  );
}
