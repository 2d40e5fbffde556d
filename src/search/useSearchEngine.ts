import {useCallback, useSyncExternalStore} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {getState, load, scheduleLoad, subscribe} from './client';

const serverState = getState();

/** The search engine's state for a component, and how to start it. */
export function useSearchEngine() {
  const {siteConfig} = useDocusaurusContext();
  const {fileNames} = usePluginData('docusaurus-lunr-search') as {fileNames: {searchDoc: string}};
  const dataUrl = `${siteConfig.baseUrl}${fileNames.searchDoc}`;
  const state = useSyncExternalStore(subscribe, getState, () => serverState);
  const start = useCallback(() => load(dataUrl), [dataUrl]);
  const schedule = useCallback(() => scheduleLoad(dataUrl), [dataUrl]);
  return {...state, start, schedule};
}

/** "⌘+K" on Apple platforms, "Ctrl+K" elsewhere. */
export function shortcutLabel(): string {
  return /^Mac|^iP/.test(navigator.platform) ? '⌘+K' : 'Ctrl+K';
}

export function searchPageUrl(baseUrl: string, query: string): string {
  return `${baseUrl}search?q=${encodeURIComponent(query)}`;
}
