/**
 * What a reader's query asks for: a list of concepts, each of which a page
 * should match in one of its spellings. A concept is a word as typed, or a
 * run of words that names something with another spelling in
 * `src/data/search-synonyms.ts` (ASG and "auto scaling group" are one
 * concept). Stop words are dropped, and so is the filler of a question ("how
 * do I use…", "is it possible to…"), which says nothing about the page wanted.
 */
import {SEARCH_SYNONYMS} from '../../../data/search-synonyms';
import {termOf, wordsOf} from './words';

/**
 * Words that name something (not stop words) beyond this add nothing a reader
 * can see and cost time. Stop words do not count: a long question ("how do I
 * take a running EC2 instance and have Spot manage it while keeping its data
 * and IP") would otherwise lose its last content words to "how", "do", "a".
 */
export const MAX_QUERY_TERMS = 10;

/** One spelling of a concept: its words, as typed or from the synonym list. */
export type Spelling = {words: string[]; typed: boolean};
export type Concept = {spellings: Spelling[]};

/** Words that open a question. All are lunr stop words too, so they never match on their own. */
const QUESTION_WORDS = new Set(['how', 'what', 'why', 'when', 'where', 'which', 'can', 'do', 'does', 'is', 'are', 'should']);

/** Words that, in a question, ask nothing of the page: "how do I use…", "is it possible to…". */
const QUESTION_FILLER = new Set([
  'possible', 'way', 'ways', 'need', 'want', 'please', 'help', 'happens', 'happen', 'work', 'works', 'mean', 'means',
  'use', 'using', 'make', 'go', 'about', 'best', 'there', 'correct', 'right', 'proper', 'properly', 'exactly',
]);

/** The words a reader typed, lunr's own syntax read as plain text, repeats dropped, up to MAX_QUERY_TERMS that are not stop words. */
export function queryWords(input: string): string[] {
  const words: string[] = [];
  let terms = 0;
  for (const word of wordsOf(input)) {
    if (words.includes(word)) continue;
    words.push(word);
    if (termOf(word) !== null) terms += 1;
    if (terms === MAX_QUERY_TERMS) break;
  }
  return words;
}

/** A word's form for comparing spellings: its index term, or the word for a stop word ("on" in on-demand). */
const keyOf = (word: string) => termOf(word) ?? word;

type SynonymEntry = {keys: string[]; group: Spelling[]};

const SYNONYMS: SynonymEntry[] = SEARCH_SYNONYMS.flatMap((group) => {
  const spellings = group.map((text) => ({words: wordsOf(text), typed: false}));
  return spellings.map((spelling) => ({keys: spelling.words.map(keyOf), group: spellings}));
});
// Longest first, so "auto scaling group" wins over a shorter spelling inside it.
SYNONYMS.sort((a, b) => b.keys.length - a.keys.length);

/** True if the word names something in the synonym list (an abbreviation is not also a prefix being typed). */
export function isSynonym(word: string): boolean {
  return SYNONYMS.some((entry) => entry.keys.length === 1 && entry.keys[0] === keyOf(word));
}

export function conceptsOf(input: string): Concept[] {
  const words = queryWords(input);
  const isQuestion = words.length > 0 && QUESTION_WORDS.has(words[0]);
  const concepts: Concept[] = [];
  for (let i = 0; i < words.length; ) {
    const match = SYNONYMS.find(
      ({keys}) => keys.length > 0 && keys.every((key, k) => i + k < words.length && keyOf(words[i + k]) === key),
    );
    if (match) {
      const typed = words.slice(i, i + match.keys.length);
      concepts.push({
        spellings: [
          {words: typed.filter((word) => termOf(word) !== null), typed: true},
          ...match.group
            .filter((spelling) => spelling.words.join(' ') !== typed.join(' '))
            .map((spelling) => ({...spelling, words: spelling.words.filter((word) => termOf(word) !== null)})),
        ].filter((spelling) => spelling.words.length > 0),
      });
      i += match.keys.length;
      continue;
    }
    const word = words[i];
    i += 1;
    // Stop words match nothing in the index; a short word still being typed may (prefix), so it stays.
    if (termOf(word) === null && word.length > 3) continue;
    if (termOf(word) === null && QUESTION_WORDS.has(word)) continue;
    if (isQuestion && QUESTION_FILLER.has(word)) continue;
    concepts.push({spellings: [{words: [word], typed: true}]});
  }
  // A query made only of filler ("how does it work") still searches for what it says.
  if (concepts.length === 0 && words.length > 0) {
    return words.filter((word) => termOf(word) !== null).map((word) => ({spellings: [{words: [word], typed: true}]}));
  }
  return concepts;
}
