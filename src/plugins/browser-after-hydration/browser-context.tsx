/**
 * Docusaurus 3.9.2's browserContext.js with one change: `isBrowser` becomes
 * true in a transition (index.ts says why). Same exports, same context, so
 * useIsBrowser, BrowserOnly and the theme read it unchanged.
 */
import React, {startTransition, useEffect, useState, type ReactNode} from 'react';

export const Context = React.createContext(false);

export function BrowserContextProvider({children}: {children: ReactNode}): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
