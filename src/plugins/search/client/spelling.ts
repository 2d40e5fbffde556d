// cspell:ignore kuberentes kuberent kubernet headrom
/**
 * Typo tolerance: a query word of five or more letters that the index has
 * never seen (no page has it, whole or as the start of a longer word) is
 * matched against the index's own words one edit away (a letter wrong,
 * missing, extra, or two swapped), and the one found on most pages is used
 * instead. The word as typed and its stem are both tried: "kuberentes" stems
 * to "kuberent", one swap from the index's "kubernet". Words of four letters or fewer have too many neighbours to guess.
 */
import {termOf} from './words';

export const MIN_CORRECTED_LENGTH = 5;

const LETTERS = 'abcdefghijklmnopqrstuvwxyz0123456789_';

/**
 * Every string one edit away from a word: a letter deleted, two adjacent
 * letters swapped, a letter replaced or inserted (a few hundred strings, each
 * looked up in the vocabulary). lunr's own fuzzy automaton misses insertions
 * ("headrom" never reaches "headroom" in lunr 2.3.9).
 */
export function oneEditAway(word: string): Set<string> {
  const edits = new Set<string>();
  for (let i = 0; i <= word.length; i++) {
    const before = word.slice(0, i);
    const after = word.slice(i);
    if (after) edits.add(before + after.slice(1));
    if (after.length > 1) edits.add(before + after[1] + after[0] + after.slice(2));
    for (const letter of LETTERS) {
      if (after) edits.add(before + letter + after.slice(1));
      edits.add(before + letter + after);
    }
  }
  edits.delete(word);
  return edits;
}

export type Vocabulary = {
  /** How many documents each term is in. */
  documentFrequency: Map<string, number>;
  /** A word of the pages for each term, to show the reader what was searched. */
  surface: Map<string, string>;
  /** Every term, sorted, for prefix lookups. */
  sortedTerms: string[];
};

/** True if some term of the index is the word or starts with it. */
export function isKnown(vocabulary: Vocabulary, word: string): boolean {
  const term = termOf(word);
  if (term !== null && vocabulary.documentFrequency.has(term)) return true;
  const terms = vocabulary.sortedTerms;
  let low = 0;
  let high = terms.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (terms[mid] < word) low = mid + 1;
    else high = mid;
  }
  return low < terms.length && terms[low].startsWith(word);
}

/** The index term to search instead of an unknown word, with the word to show for it; undefined if none is close. */
export function correctionOf(vocabulary: Vocabulary, word: string): {term: string; shown: string} | undefined {
  if (word.length < MIN_CORRECTED_LENGTH || /\d/.test(word) || isKnown(vocabulary, word)) return undefined;
  const forms = new Set([word, termOf(word) ?? word]);
  let best: {term: string; frequency: number} | undefined;
  for (const form of forms) {
    for (const term of oneEditAway(form)) {
      const frequency = vocabulary.documentFrequency.get(term);
      if (frequency === undefined || term.length < MIN_CORRECTED_LENGTH - 1) continue;
      if (!best || frequency > best.frequency || (frequency === best.frequency && term < best.term)) best = {term, frequency};
    }
  }
  return best && {term: best.term, shown: vocabulary.surface.get(best.term) ?? best.term};
}
