/**
 * Runs docusaurus-lunr-search's own HTML-to-document extractor (pinned
 * exactly in package.json; its output shape is tested) over the built pages,
 * on two threads.
 */
import {createRequire} from 'node:module';
import {Worker} from 'node:worker_threads';
import type {PageFile} from './route-files';

const require = createRequire(import.meta.url);

/** What the stock extractor posts for a page (type 0) or one of its sections (type 1). */
export type ExtractedDoc = {title: string; type: 0 | 1; pageTitle?: string; url: string; content: string};

export async function extractDocs(files: PageFile[], threads = 2): Promise<ExtractedDoc[][]> {
  const workerPath = require.resolve('docusaurus-lunr-search/src/html-to-doc.js');
  const perFile: ExtractedDoc[][] = files.map(() => []);
  let next = 0;
  const runWorker = () =>
    new Promise<void>((resolve, reject) => {
      const worker = new Worker(workerPath, {workerData: {loadedVersions: null}});
      let current = -1;
      const feed = () => {
        current = next < files.length ? next++ : -1;
        worker.postMessage(current === -1 ? null : files[current]);
      };
      worker.on('message', ([isDoc, payload]: [boolean | null, ExtractedDoc | number]) => {
        if (isDoc) perFile[current].push(payload as ExtractedDoc);
        else feed();
      });
      worker.on('error', reject);
      worker.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`search extractor exited with ${code}`))));
      feed();
    });
  await Promise.all(Array.from({length: Math.min(threads, Math.max(files.length, 1))}, runWorker));
  return perFile;
}
