/**
 * The search engine shared by the browser worker, the results page and the
 * relevance tests. It builds a lunr index from the search documents in the
 * reader's browser instead of downloading a serialised one: the serialised
 * index is several times larger than the text it indexes, and building it
 * here costs a worker a moment, never the page.
 *
 * Scoring is lunr's own (BM25 per field, the stock plugin's title and content
 * boosts); on top of it a page that matches every concept of the query beats
 * one that matches a single one very well, a missed rare word costing more
 * than a missed common one (each concept weighs its inverse document
 * frequency).
 */
import lunr from 'lunr';
import type {Hit, SearchDoc} from './types';
import {conceptsOf, isSynonym, queryWords, type Concept} from './query';
import {correctionOf, type Vocabulary} from './spelling';

type Correction = NonNullable<ReturnType<typeof correctionOf>>;
import {highlight, snippetOf} from './snippet';
import {splitCode, termOf, wordsOf} from './words';

export {MAX_QUERY_TERMS, queryWords} from './query';

/**
 * A page's own title counts twice a section heading, so a page outranks a
 * section of another page that merely shares its title. An identifier the
 * text names in inline code (a reference table, a heading, prose) counts ten
 * times a word of body text, so the page that documents `cpu_per_unit` comes
 * before pages whose samples only use it.
 */
const FIELDS = {page: 400, heading: 200, code: 20, content: 2} as const;
type FieldName = keyof typeof FIELDS;

export type SearchIndex = {
  lunr: lunr.Index;
  docs: readonly SearchDoc[];
  /** The title of the page each document belongs to. */
  pageTitles: string[];
  vocabulary: Vocabulary;
};

/**
 * Builds the index by filling lunr's builder directly, term frequencies per
 * field, which is what `builder.add` does after tokenising — but with each
 * distinct word stemmed once instead of at every occurrence.
 */
export function buildIndex(docs: readonly SearchDoc[]): SearchIndex {
  const builder = new lunr.Builder();
  builder.ref('id');
  for (const [field, boost] of Object.entries(FIELDS)) builder.field(field, {boost});
  builder.searchPipeline.add(lunr.stemmer);
  const fields = Object.keys(FIELDS) as FieldName[];
  // lunr's builder keeps these as internal state; its type definitions omit them.
  const state = builder as unknown as {
    _documents: Record<string, object>;
    invertedIndex: Record<string, Record<string, unknown>>;
    fieldTermFrequencies: Record<string, Record<string, number>>;
    fieldLengths: Record<string, number>;
    termIndex: number;
    documentCount: number;
  };
  const documentFrequency = new Map<string, number>();
  const surface = new Map<string, string>();
  const pageTitleOf = new Map<string, string>();
  for (const doc of docs) if (!doc.url.includes('#')) pageTitleOf.set(doc.url, doc.title);

  docs.forEach((doc, position) => {
    const ref = String(position);
    state._documents[ref] = {};
    state.documentCount += 1;
    const seen = new Set<string>();
    const texts = fieldTexts(doc);
    for (const field of fields) {
      const terms: string[] = [];
      for (const word of wordsOf(texts[field])) {
        const term = termOf(word);
        if (!term) continue;
        terms.push(term);
        if (!surface.has(term)) surface.set(term, word);
        // The words of a snake_case name count too: FORECAST_ONLY is about forecasts.
        if (word.includes('_')) {
          for (const part of word.split('_')) {
            const partTerm = part.length > 1 ? termOf(part) : null;
            if (!partTerm) continue;
            terms.push(partTerm);
            if (!surface.has(partTerm)) surface.set(partTerm, part);
          }
        }
      }
      // An empty field gets no entry: lunr averages field lengths over the
      // entries, and empty ones would make every page title look long.
      if (terms.length === 0) continue;
      // lunr's FieldRef serialises as `field/ref`; its type definitions omit the class.
      const fieldRef = `${field}/${ref}`;
      const frequencies: Record<string, number> = Object.create(null);
      state.fieldTermFrequencies[fieldRef] = frequencies;
      state.fieldLengths[fieldRef] = terms.length;
      for (const term of terms) {
        frequencies[term] = (frequencies[term] ?? 0) + 1;
        if (!seen.has(term)) {
          seen.add(term);
          documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
        }
        let posting = state.invertedIndex[term];
        if (!posting) {
          posting = Object.create(null) as Record<string, unknown>;
          posting._index = state.termIndex++;
          for (const name of fields) posting[name] = Object.create(null);
          state.invertedIndex[term] = posting;
        }
        (posting[field] as Record<string, object>)[ref] ??= Object.create(null);
      }
    }
  });
  const sortedTerms = Object.keys(state.invertedIndex).sort();
  // lunr minimises its term automaton on build, which costs far more than it
  // saves for a few thousand terms; a plain trie answers the same queries.
  (builder as unknown as {createTokenSet: () => void}).createTokenSet = function (this: {tokenSet: lunr.TokenSet}) {
    this.tokenSet = trieOf(sortedTerms);
  };
  const index = builder.build();
  return {
    lunr: index,
    docs,
    pageTitles: docs.map((doc) => pageTitleOf.get(doc.url.split('#')[0]) ?? doc.title),
    vocabulary: {documentFrequency, surface, sortedTerms},
  };
}

function fieldTexts(doc: SearchDoc): Record<FieldName, string> {
  const isPage = !doc.url.includes('#');
  const {plain, code} = splitCode(doc.text);
  return {page: isPage ? doc.title : '', heading: isPage ? '' : doc.title, code, content: plain};
}

type TrieNode = {edges: Record<string, TrieNode>; final: boolean};

function trieOf(terms: string[]): lunr.TokenSet {
  const root = new lunr.TokenSet() as unknown as TrieNode;
  for (const term of terms) {
    let node = root;
    for (const char of term) {
      node = node.edges[char] ??= new lunr.TokenSet() as unknown as TrieNode;
    }
    node.final = true;
  }
  return root as unknown as lunr.TokenSet;
}

export type SearchOutcome = {
  hits: Hit[];
  total: number;
  /** The query as searched, when a word of it was replaced by the closest word of the pages. */
  correctedQuery?: string;
};

/**
 * One way a concept can be matched: the index terms it needs, or a prefix
 * being typed. The other spelling of an abbreviation ("managed instance")
 * must appear as a phrase: its words scattered over a section ("manages …
 * instances") are not that thing.
 */
type Matcher = {terms: string[]; prefix?: string; phrase?: boolean};
type PlannedConcept = {matchers: Matcher[]; weight: number};

/** Weight of a concept of which no exact term is known (a word still being typed). */
const PREFIX_DOCUMENTS = 50;
/**
 * How hard a missed concept costs: the score is multiplied by the covered
 * share of the query's weight to this power. lunr's title boosts make a
 * heading that shares one common word outscore a section that has every word
 * of a pasted error message; at 8 a page missing a rare word falls far, one
 * missing a common word ("create") barely moves. Chosen on the relevance
 * benchmark (2, 4, 6, 8 tried; `npm run bench:search`).
 */
const COVERAGE_POWER = 8;

/**
 * A document that holds the query's words in the query's order, as a pasted
 * error message or sentence does, beats one that has the same words apart.
 */
const PHRASE_BOOST = 4;
/** Fewer words in order than this are a coincidence, not a quotation. */
const PHRASE_MIN_TERMS = 4;

/** The query's index terms in order, space-delimited like termSequence, when there are enough to be a quotation. */
function typedPhrase(input: string): string | undefined {
  const terms = wordsOf(input).flatMap((word) => termOf(word) ?? []);
  return terms.length >= PHRASE_MIN_TERMS ? ` ${terms.join(' ')} ` : undefined;
}

/**
 * Runs a query. Each word matches exactly (boosted) or as a prefix, the way
 * the stock plugin queries, so results appear while a word is still being
 * typed; a word no page has is replaced by its closest neighbour; other
 * spellings of a concept match with a lower boost. Ties go to whole pages
 * before their sections.
 */
export function search(index: SearchIndex, input: string, limit: number): SearchOutcome {
  const concepts = conceptsOf(input);
  if (concepts.length === 0) return {hits: [], total: 0};
  const total = index.docs.length;
  const idf = (documents: number) => Math.log(1 + total / Math.max(documents, 1));
  // Each typed word no page has, with the index term searched instead: worked out once, in plan().
  const corrections = new Map<string, Correction>();
  // The word the reader may still be typing: the last, unless a space follows it.
  const typing = /\s$/.test(input) ? undefined : queryWords(input).at(-1);
  const planned: PlannedConcept[] = concepts.map((concept) => plan(concept, index, corrections, idf, typing));

  const results = index.lunr.query((query) => {
    for (const concept of concepts) {
      for (const spelling of concept.spellings) {
        for (const word of spelling.words) {
          const corrected = spelling.typed ? corrections.get(word) : undefined;
          if (corrected) {
            query.term(corrected.term, {usePipeline: false, boost: 3});
            continue;
          }
          // The term as the index spells it: lunr's search pipeline only stems, so a stop word
          // ("get") would otherwise match titles that start "Getting".
          const term = termOf(word);
          if (!term) continue;
          query.term(term, {usePipeline: false, boost: spelling.typed ? 10 : 5});
          // A one-letter prefix matches most of the index and says little; an abbreviation is not a prefix.
          if (spelling.typed && spelling.words.length === 1 && word.length > 1 && !isSynonym(word)) {
            query.term(word, {wildcard: lunr.Query.wildcard.TRAILING, usePipeline: false});
          }
        }
      }
    }
  });

  const totalWeight = planned.reduce((sum, concept) => sum + concept.weight, 0);
  const coverageOf = (matched: string[], position: number) =>
    planned
      .filter(({matchers}) => matchers.some((matcher) => matches(matcher, matched, () => termSequence(index, position))))
      .reduce((sum, concept) => sum + concept.weight, 0) / totalWeight;
  const phrase = typedPhrase(input);
  const ranked = results.map((result) => {
    const matched = Object.keys(result.matchData.metadata);
    const position = Number(result.ref);
    const coverage = coverageOf(matched, position);
    const quoted = phrase !== undefined && coverage === 1 && termSequence(index, position).includes(phrase);
    return {result, matched, score: result.score * coverage ** COVERAGE_POWER * (quoted ? PHRASE_BOOST : 1)};
  });
  ranked.sort(
    (a, b) =>
      b.score - a.score ||
      pageFirst(index.docs[Number(a.result.ref)], index.docs[Number(b.result.ref)]) ||
      Number(a.result.ref) - Number(b.result.ref),
  );
  const prefixes = planned.flatMap(({matchers}) => matchers.flatMap((m) => (m.prefix ? [m.prefix] : [])));
  const hits = ranked.slice(0, limit).map(({result, matched}) => toHit(index, Number(result.ref), matched, prefixes));
  const correctedQuery =
    corrections.size === 0
      ? undefined
      : wordsOf(input)
          .map((word) => corrections.get(word)?.shown ?? word)
          .join(' ');
  return {hits, total: results.length, ...(correctedQuery === undefined ? {} : {correctedQuery})};
}

function plan(
  concept: Concept,
  index: SearchIndex,
  corrections: Map<string, Correction>,
  idf: (documents: number) => number,
  typing: string | undefined,
): PlannedConcept {
  const {vocabulary} = index;
  const matchers: Matcher[] = [];
  let weight = 0;
  for (const spelling of concept.spellings) {
    const terms: string[] = [];
    // A phrase is as rare as its rarest word ("stateful node" is not as common as "node").
    let spellingWeight = 0;
    let unknown = false;
    for (const word of spelling.words) {
      const corrected = spelling.typed ? correctionOf(vocabulary, word) : undefined;
      if (corrected) corrections.set(word, corrected);
      const term = corrected?.term ?? termOf(word);
      if (!term) continue;
      terms.push(term);
      const documents = vocabulary.documentFrequency.get(term);
      // A spelling no page uses weighs nothing, unless it is what the reader is typing (a prefix).
      if (documents === undefined && !spelling.typed) unknown = true;
      const weight = documents !== undefined ? idf(documents) : spelling.typed ? idf(PREFIX_DOCUMENTS) : 0;
      spellingWeight = Math.max(spellingWeight, weight);
    }
    if (unknown) spellingWeight = 0;
    if (terms.length === 0) continue;
    // Only the word still being typed covers its concept as a prefix: a finished "low" is not "lower".
    const single = spelling.typed && spelling.words.length === 1 ? spelling.words[0] : undefined;
    const prefix =
      single && single === typing && single.length > 1 && !corrections.has(single) && !isSynonym(single) ? single : undefined;
    matchers.push({terms, prefix, phrase: !spelling.typed && terms.length > 1});
    weight = Math.max(weight, spellingWeight);
  }
  return {matchers, weight};
}

function matches(matcher: Matcher, matched: string[], sequence: () => string): boolean {
  if (matcher.terms.every((term) => matched.includes(term))) {
    return !matcher.phrase || sequence().includes(` ${matcher.terms.join(' ')} `);
  }
  const {prefix} = matcher;
  return prefix !== undefined && matched.some((term) => term.startsWith(prefix));
}

const sequences = new WeakMap<SearchIndex, Map<number, string>>();

/** A document's title and text as its index terms in order, space-delimited, for phrase checks; made once per document. */
function termSequence(index: SearchIndex, position: number): string {
  let cache = sequences.get(index);
  if (!cache) sequences.set(index, (cache = new Map()));
  let sequence = cache.get(position);
  if (sequence === undefined) {
    const doc = index.docs[position];
    const terms = wordsOf(`${doc.title} ${splitCode(doc.text).plain}`).flatMap((word) => termOf(word) ?? []);
    sequence = ` ${terms.join(' ')} `;
    cache.set(position, sequence);
  }
  return sequence;
}

function pageFirst(a: SearchDoc, b: SearchDoc): number {
  return Number(a.url.includes('#')) - Number(b.url.includes('#'));
}

function toHit(index: SearchIndex, position: number, matchedTerms: string[], prefixes: string[]): Hit {
  const doc = index.docs[position];
  const isMatch = wordMatcher(matchedTerms, prefixes);
  const titleSegments = highlight(doc.title, isMatch);
  const snippet = snippetOf(splitCode(doc.text).plain, isMatch);
  const firstMatch =
    titleSegments.find((segment) => segment.match)?.text ?? snippet.find((segment) => segment.match)?.text ?? '';
  return {
    url: doc.url,
    title: titleSegments,
    pageTitle: index.pageTitles[position],
    subcategory: doc.subcategory,
    snippet,
    word: firstMatch,
  };
}

/** A word of the document matches when its index term is one lunr matched, or it starts with a word being typed. */
function wordMatcher(matchedTerms: string[], prefixes: string[]): (word: string) => boolean {
  const terms = new Set(matchedTerms);
  return (word) => {
    const lower = word.toLowerCase();
    const term = termOf(lower);
    return (term !== null && terms.has(term)) || prefixes.some((prefix) => lower.startsWith(prefix));
  };
}
