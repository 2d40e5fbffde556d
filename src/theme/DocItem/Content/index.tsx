// Wraps the doc content to put "Copy page" above every doc's title (issue 16).
// A wrap, not an eject: the title and MDX rendering stay Docusaurus's own.
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import CopyPage from '@site/src/components/CopyPage';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <CopyPage />
      <Content {...props} />
    </>
  );
}
