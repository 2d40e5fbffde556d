import React, {type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import LinkItem from '@theme-original/Footer/LinkItem';
import type LinkItemType from '@theme/Footer/LinkItem';
import type {WrapperProps} from '@docusaurus/types';
import {feedbackMailto} from '@site/src/data/site';

type Props = WrapperProps<typeof LinkItemType>;

// Wrap (not eject): the feedback mailto names the page the reader is on, so
// the docs team knows which page the feedback is about.
export default function LinkItemWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  const {item} = props;
  if (item.href === feedbackMailto()) {
    return <LinkItem {...props} item={{...item, href: feedbackMailto(pathname)}} />;
  }
  return <LinkItem {...props} />;
}
