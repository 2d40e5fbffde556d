// Wraps DocItem to hand an index page's card data (a prop of its route, added by
// src/plugins/lean-docs) to the ChildCards component inside its content.
// A wrap, not an eject: the page itself stays Docusaurus's own.
import React, {type ReactNode} from 'react';
import DocItem from '@theme-original/DocItem';
import type DocItemType from '@theme/DocItem';
import type {WrapperProps} from '@docusaurus/types';
import {ChildCardsProvider} from '@site/src/components/ChildCards/context';
import type {ChildCardsData} from '@site/src/plugins/lean-docs/child-cards';

type Props = WrapperProps<typeof DocItemType> & {childCards?: ChildCardsData};

export default function DocItemWrapper({childCards, ...props}: Props): ReactNode {
  return (
    <ChildCardsProvider value={childCards}>
      <DocItem {...props} />
    </ChildCardsProvider>
  );
}
