// cspell:ignore clusteridentifier
/**
 * How text becomes index terms, the same way for the pages and for a query:
 * words split on white space and on the punctuation of code and paths, so a
 * name pasted from a plan, a Helm flag or an API path finds the text that
 * spells it inside a longer expression (`--set spotinst.clusterIdentifier=$ID`
 * is indexed as spotinst, clusteridentifier and id). Underscores stay, so a
 * snake_case argument is one term; a dot between two digits stays, so a
 * version such as 1.14 is one term.
 */
import lunr from 'lunr';

const SEPARATOR = /[\s\-/\\=:,;|(){}[\]<>"'`*+!?@#%^&~$]+|(?<!\d)\.|\.(?!\d)/;
/** A word longer than this is not something a reader types. */
export const MAX_WORD_LENGTH = 64;

/** The lower-cased words of a text, one-character pieces left out (they match everything and mean nothing). */
export function wordsOf(text: string): string[] {
  const words: string[] = [];
  for (const piece of text.toLowerCase().split(SEPARATOR)) {
    if (piece.length > 1 && piece.length <= MAX_WORD_LENGTH) words.push(piece);
  }
  return words;
}

const pipeline = new lunr.Pipeline();
pipeline.add(lunr.trimmer, lunr.stopWordFilter, lunr.stemmer);
const termCache = new Map<string, string | null>();

/** The index term a word becomes (trimmed, stemmed), or null for a stop word; memoised per word. */
export function termOf(word: string): string | null {
  let term = termCache.get(word);
  if (term === undefined) {
    const [token] = pipeline.run([new lunr.Token(word, {})]);
    const text = token ? token.toString() : '';
    term = text === '' ? null : text;
    termCache.set(word, term);
  }
  return term;
}

/**
 * The text of a search document in two parts: all of it, and the inline code
 * it names (the extractor keeps inline code between backticks).
 */
export function splitCode(text: string): {plain: string; code: string} {
  if (!text.includes('`')) return {plain: text, code: ''};
  const parts = text.split('`');
  return {plain: parts.join(''), code: parts.filter((_, i) => i % 2 === 1).join(' ')};
}
