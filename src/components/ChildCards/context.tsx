// The card data of the index page being shown, from its route (src/plugins/lean-docs/child-cards.ts).
import React, {createContext, useContext, type ReactNode} from 'react';
import type {ChildCardsData} from '../../plugins/lean-docs/child-cards';

const ChildCardsContext = createContext<ChildCardsData | undefined>(undefined);

export function ChildCardsProvider({value, children}: {value: ChildCardsData | undefined; children: ReactNode}): ReactNode {
  return <ChildCardsContext.Provider value={value}>{children}</ChildCardsContext.Provider>;
}

export function useChildCardsData(): ChildCardsData | undefined {
  return useContext(ChildCardsContext);
}
