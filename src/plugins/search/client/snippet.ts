/**
 * The displayed parts of a hit: its title and about a sentence of text around
 * the first matching word, as segments with the matching words marked.
 */
import type {Segment} from './types';

/** A word as the index splits text (`words.ts`): snake_case whole, a version such as 1.14 whole, dotted paths in pieces. */
const WORD = /\p{N}+(?:\.\p{N}+)+|[\p{L}\p{N}][\p{L}\p{N}_]*[\p{L}\p{N}]|[\p{L}\p{N}]/gu;
const SNIPPET_BEFORE = 60;
const SNIPPET_LENGTH = 180;

export function highlight(text: string, isMatch: (word: string) => boolean): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  for (const m of text.matchAll(WORD)) {
    if (!isMatch(m[0])) continue;
    if (m.index > last) segments.push({text: text.slice(last, m.index), match: false});
    segments.push({text: m[0], match: true});
    last = m.index + m[0].length;
  }
  if (last < text.length) segments.push({text: text.slice(last), match: false});
  return segments;
}

/** About a sentence of text around the first matching word, cut at word boundaries. */
export function snippetOf(text: string, isMatch: (word: string) => boolean): Segment[] {
  if (text === '') return [];
  let start = 0;
  for (const m of text.matchAll(WORD)) {
    if (isMatch(m[0])) {
      start = Math.max(0, m.index - SNIPPET_BEFORE);
      break;
    }
  }
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space === -1 ? start : space + 1;
  }
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    end = space > start ? space : end;
  }
  const segments = highlight(text.slice(start, end), isMatch);
  if (start > 0) segments.unshift({text: '… ', match: false});
  if (end < text.length) segments.push({text: ' …', match: false});
  return segments;
}
