/** Messages between the page and the search worker. */
import type {SearchOutcome} from './engine';

export type WorkerRequest =
  | {type: 'load'; url: string}
  | {type: 'query'; id: number; query: string; limit: number};

export type WorkerResponse =
  | {type: 'ready'; documents: number; maxHits: number; highlightResult: boolean; buildMs: number}
  | {type: 'failed'; message: string}
  | ({type: 'results'; id: number} & SearchOutcome);
