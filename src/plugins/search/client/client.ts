/**
 * The page side of search: one worker per tab, started when the page has
 * finished loading and the main thread is idle — or, on a slow or data-saving
 * connection, only when the reader reaches for the search box (the same rule
 * Docusaurus applies to route prefetching).
 */
import {isConstrainedConnection} from '../../../client/connection';
import type {SearchOutcome} from './engine';
import type {WorkerRequest, WorkerResponse} from './protocol';
import {SEARCH_DEFAULTS} from '../plugin-data';

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'failed';

type State = {status: SearchStatus; maxHits: number; highlightResult: boolean; error?: string};

let state: State = {status: 'idle', ...SEARCH_DEFAULTS};
let worker: Worker | undefined;
let dataUrl: string | undefined;
let nextId = 1;
const pending = new Map<number, (outcome: SearchOutcome) => void>();
const listeners = new Set<() => void>();

function setState(next: Partial<State>): void {
  state = {...state, ...next};
  for (const listener of listeners) listener();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getState(): State {
  return state;
}

/** Starts loading (once). Safe to call on every sign of intent. */
export function load(url: string): void {
  dataUrl ??= url;
  if (state.status === 'loading' || state.status === 'ready') return;
  setState({status: 'loading', error: undefined});
  // Marks let `npm run bench:search` time loading from inside the page.
  performance.mark('search:load-start');
  try {
    worker = new Worker(new URL('./search.worker.ts', import.meta.url), {name: 'search'});
  } catch {
    setState({status: 'failed', error: 'this browser cannot run search'});
    return;
  }
  worker.addEventListener('message', (event: MessageEvent<WorkerResponse>) => {
    const message = event.data;
    if (message.type === 'ready') {
      performance.mark('search:ready');
      setState({status: 'ready', maxHits: message.maxHits, highlightResult: message.highlightResult});
    }
    else if (message.type === 'failed') fail(message.message);
    else {
      const {type: _type, id: _id, ...outcome} = message;
      pending.get(message.id)?.(outcome);
    }
    if (message.type === 'results') pending.delete(message.id);
  });
  // A worker script that cannot be fetched (offline, deploy in progress) ends here.
  worker.addEventListener('error', () => fail('the search engine could not be downloaded'));
  post({type: 'load', url: dataUrl});
}

function fail(message: string): void {
  worker?.terminate();
  worker = undefined;
  for (const resolve of pending.values()) resolve({hits: [], total: 0});
  pending.clear();
  setState({status: 'failed', error: message});
}

function post(message: WorkerRequest): void {
  worker?.postMessage(message);
}

/** Loads after the page's load event, when the main thread is next idle, unless the connection is constrained. */
export function scheduleLoad(url: string): void {
  dataUrl ??= url;
  if (state.status !== 'idle' || isConstrainedConnection()) return;
  const whenIdle = () => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200));
    idle(() => load(url));
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, {once: true});
}

export function query(text: string, limit: number): Promise<SearchOutcome> {
  if (state.status !== 'ready' || !worker) return Promise.resolve({hits: [], total: 0});
  const id = nextId++;
  return new Promise((resolve) => {
    pending.set(id, resolve);
    post({type: 'query', id, query: text, limit});
  });
}
