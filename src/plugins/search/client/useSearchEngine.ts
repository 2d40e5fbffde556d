import {useCallback, useSyncExternalStore} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {getState, load, scheduleLoad, subscribe, type SearchStatus} from './client';
import {SEARCH_PLUGIN_NAME, type SearchGlobalData} from '../plugin-data';

const serverState = getState();

/** What a reader in `npm start` is told: the development server writes no search data. */
export const DEV_SERVER_MESSAGE = 'Search needs a production build: run npm run build, then npm run serve.';

/** The search engine's state for a component, and how to start it. */
export type EngineView = {
  status: SearchStatus | 'unavailable';
  maxHits: number;
  highlightResult: boolean;
  error?: string;
  start: () => void;
  schedule: () => void;
};

/** The navigation state that asks the opened page to highlight `word` (HighlightOnArrival), when the option is on. */
export function highlightStateFor(engine: Pick<EngineView, 'highlightResult'>, word: string): {highlightState: {wordToHighlight: string}} | undefined {
  return engine.highlightResult ? {highlightState: {wordToHighlight: word}} : undefined;
}

export function useSearchEngine(): EngineView {
  const {siteConfig} = useDocusaurusContext();
  const {searchDoc, available} = usePluginData(SEARCH_PLUGIN_NAME) as SearchGlobalData;
  const dataUrl = `${siteConfig.baseUrl}${searchDoc}`;
  const state = useSyncExternalStore(subscribe, getState, () => serverState);
  const start = useCallback(() => {
    if (available) load(dataUrl);
  }, [available, dataUrl]);
  const schedule = useCallback(() => {
    if (available) scheduleLoad(dataUrl);
  }, [available, dataUrl]);
  return {...state, status: available ? state.status : 'unavailable', error: available ? state.error : DEV_SERVER_MESSAGE, start, schedule};
}

/** "⌘+K" on Apple platforms, "Ctrl+K" elsewhere. */
export function shortcutLabel(): string {
  return /^Mac|^iP/.test(navigator.platform) ? '⌘+K' : 'Ctrl+K';
}

export function searchPageUrl(baseUrl: string, query: string, section = ''): string {
  const params = new URLSearchParams({q: query});
  if (section) params.set('section', section);
  return `${baseUrl}search?${params.toString()}`;
}

/** True when a click should be left to the browser: a new tab or window, a download, a non-primary button. */
export function opensElsewhere(event: {button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean}): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}
