import {readFileSync} from 'node:fs';
import React, {useContext} from 'react';
import {renderToString} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {BrowserContextProvider, Context} from './browser-context';
import {CORE_BROWSER_CONTEXT} from './index';

describe('the replaced browserContext', () => {
  // An upgrade that changes what the provider does or exports must be copied into browser-context.tsx by hand.
  it('is still the provider this copy was made from: a false context flipped to true in an effect', () => {
    const core = readFileSync(CORE_BROWSER_CONTEXT, 'utf8');
    expect(core).toContain('export const Context = React.createContext(false);');
    expect(core).toMatch(/export function BrowserContextProvider\(\{ children, \}\) \{\s+const \[isBrowser, setIsBrowser\] = useState\(false\);\s+useEffect\(\(\) => \{\s+setIsBrowser\(true\);\s+\}, \[\]\);/);
    const exported = [...core.matchAll(/^export (?:const|function) (\w+)/gm)].map((m) => m[1]);
    expect(exported).toEqual(['Context', 'BrowserContextProvider']);
  });

  it('renders on the server as the original does: children see false', () => {
    function Reader() {
      return <p>{String(useContext(Context))}</p>;
    }
    expect(renderToString(<BrowserContextProvider><Reader /></BrowserContextProvider>)).toBe('<p>false</p>');
  });
});
