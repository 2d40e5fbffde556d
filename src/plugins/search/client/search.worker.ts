/**
 * Downloads the search documents, builds the index and answers queries, all
 * off the page's main thread so that typing and scrolling never wait on it.
 */
import {buildIndex, search} from './engine';
import {isSearchFile} from './types';
import type {WorkerRequest, WorkerResponse} from './protocol';

let ready: ReturnType<typeof buildIndex> | undefined;

const reply = (message: WorkerResponse) => postMessage(message);

async function load(url: string): Promise<void> {
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`the search data answered HTTP ${response.status}`);
    const data: unknown = await response.json().catch(() => {
      throw new Error('the search data is not valid JSON');
    });
    if (!isSearchFile(data)) throw new Error('the search data has an unexpected shape');
    const started = performance.now();
    ready = buildIndex(data.searchDocs);
    reply({
      type: 'ready',
      documents: data.searchDocs.length,
      maxHits: data.options.maxHits,
      highlightResult: data.options.highlightResult,
      buildMs: Math.round(performance.now() - started),
    });
  } catch (error) {
    reply({type: 'failed', message: error instanceof Error ? error.message : String(error)});
  }
}

addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  if (request.type === 'load') {
    void load(request.url);
  } else if (request.type === 'query' && ready) {
    try {
      reply({type: 'results', id: request.id, ...search(ready, request.query, request.limit)});
    } catch {
      // The engine is built not to throw on any input; if it ever does, the reader sees no results, not a broken box.
      reply({type: 'results', id: request.id, hits: [], total: 0});
    }
  }
});
