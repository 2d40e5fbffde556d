/**
 * Reads each built page and turns it into search documents
 * (`html-to-docs.ts`). Parsing is fast enough (about a second for the whole
 * site) that it runs in the build's own thread.
 */
import {readFileSync} from 'node:fs';
import type {PageFile} from './route-files';
import {htmlToDocs, type ExtractedDoc} from './html-to-docs';

export type {ExtractedDoc};

export function extractDocs(files: PageFile[]): ExtractedDoc[][] {
  return files.map((file) => htmlToDocs(readFileSync(file.path, 'utf8'), file.url));
}
