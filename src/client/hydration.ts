/**
 * Whether a component mounted while React hydrated the server's HTML, the one
 * moment the browser may keep server markup instead of rendering it:
 * CodeBlock/Content keeps highlighted code, DocSidebar/Desktop/Content keeps a
 * phone's hidden desktop menu.
 */
import {useState} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';

/** True in a production build, whose client hydrates server HTML; false under `docusaurus start`, which renders. */
const HYDRATES = Boolean(process.env.HYDRATE_CLIENT_ENTRY);

/** Decided once, at mount, and kept for the component's lifetime. */
export function useMountedInHydration(): boolean {
  const isBrowser = useIsBrowser();
  const [mountedInHydration] = useState(() => ExecutionEnvironment.canUseDOM && HYDRATES && !isBrowser);
  return mountedInHydration;
}
