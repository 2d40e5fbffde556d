/**
 * The search engine shared by the browser worker, the results page and the
 * relevance test. It builds a lunr index from the search documents in the
 * reader's browser instead of downloading a serialised one: the serialised
 * index is several times larger than the text it indexes, and building it
 * here costs a worker a moment, never the page.
 *
 * Scoring is lunr's own (BM25, title boosted far above body text, as the
 * docusaurus-lunr-search plugin configures it), so the same documents match
 * the same queries as the stock plugin.
 */
import lunr from 'lunr';
import type {Hit, SearchDoc, Segment} from './types';

/** Same separator the stock plugin's client uses: words split on spaces, hyphens and slashes. */
const SEPARATOR = /[\s\-/]+/;
/** Query words beyond this add nothing a reader can see and cost time. */
export const MAX_QUERY_TERMS = 10;
const MAX_TERM_LENGTH = 64;

/**
 * A page's own title counts twice a section heading, so a page outranks a
 * section of another page that merely shares its title; body text counts
 * little, as in the stock plugin (title 200, content 2).
 */
const FIELDS = {page: 400, heading: 200, content: 2} as const;
type FieldName = keyof typeof FIELDS;

const indexingPipeline = new lunr.Pipeline();
indexingPipeline.add(lunr.trimmer, lunr.stopWordFilter, lunr.stemmer);
const stemCache = new Map<string, string | null>();

/** The index terms a word contributes (trimmed, stop words dropped, stemmed), memoised per word. */
export function termOf(word: string): string | null {
  let term = stemCache.get(word);
  if (term === undefined) {
    const [token] = indexingPipeline.run([new lunr.Token(word, {})]);
    const text = token ? token.toString() : '';
    term = text === '' ? null : text;
    stemCache.set(word, term);
  }
  return term;
}

export function termsOf(text: string): string[] {
  const terms: string[] = [];
  for (const word of text.toLowerCase().split(SEPARATOR)) {
    if (word === '') continue;
    const term = termOf(word);
    if (term) terms.push(term);
  }
  return terms;
}

/**
 * Builds the index by filling lunr's builder directly, term frequencies per
 * field, which is what `builder.add` does after tokenising — but with each
 * distinct word stemmed once instead of at every occurrence.
 */
export function buildIndex(docs: readonly SearchDoc[]): lunr.Index {
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
  docs.forEach((doc, position) => {
    const ref = String(position);
    state._documents[ref] = {};
    state.documentCount += 1;
    for (const field of fields) {
      const terms = termsOf(fieldText(doc, field));
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
  // lunr minimises its term automaton on build, which costs far more than it
  // saves for a few thousand terms; a plain trie answers the same queries.
  (builder as unknown as {createTokenSet: () => void}).createTokenSet = function (this: {tokenSet: lunr.TokenSet}) {
    this.tokenSet = trieOf(Object.keys(state.invertedIndex));
  };
  return builder.build();
}

function fieldText(doc: SearchDoc, field: FieldName): string {
  const isPage = !doc.url.includes('#');
  if (field === 'page') return isPage ? doc.title : '';
  if (field === 'heading') return isPage ? '' : doc.title;
  return doc.text;
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

/**
 * The words of a reader's query, safe to hand to lunr: lunr's own query
 * syntax (`field:`, `~2`, `^10`, `+`, `-`, `*`) is treated as plain text, so
 * no input can make lunr throw.
 */
export function queryWords(input: string): string[] {
  const words: string[] = [];
  for (const raw of input.toLowerCase().split(SEPARATOR)) {
    const word = raw.replace(/[*:~^+"'()[\]{}<>]/g, '').slice(0, MAX_TERM_LENGTH);
    if (word !== '' && !words.includes(word)) words.push(word);
    if (words.length === MAX_QUERY_TERMS) break;
  }
  return words;
}

export type SearchOutcome = {hits: Hit[]; total: number};

/**
 * Runs a query. Each word matches exactly (boosted) or as a prefix, the way
 * the stock plugin queries, so results appear while a word is still being
 * typed. Ties go to whole pages before their sections.
 */
export function search(index: lunr.Index, docs: readonly SearchDoc[], input: string, limit: number): SearchOutcome {
  const words = queryWords(input);
  if (words.length === 0) return {hits: [], total: 0};
  const results = index.query((query) => {
    for (const word of words) {
      query.term(word, {boost: 10});
      // Trailing wildcards skip the pipeline, so stop words would match everything.
      // A one-letter prefix matches most of the index and says little.
      if (word.length > 1 && termOf(word)) {
        query.term(word, {wildcard: lunr.Query.wildcard.TRAILING, usePipeline: false});
      }
    }
  });
  const wordTerms = words.map((word) => ({word, term: termOf(word)}));
  // lunr adds up matching words; a document that matches every word of the
  // query should beat one that matches a single word very well.
  const ranked = results.map((result) => {
    const matched = Object.keys(result.matchData.metadata);
    const covered = wordTerms.filter(
      ({word, term}) => matched.some((t) => t === term || (word.length > 1 && t.startsWith(word))),
    ).length;
    return {result, score: result.score * (covered / words.length) ** 2};
  });
  ranked.sort(
    (a, b) =>
      b.score - a.score ||
      pageFirst(docs[Number(a.result.ref)], docs[Number(b.result.ref)]) ||
      Number(a.result.ref) - Number(b.result.ref),
  );
  const hits = ranked.slice(0, limit).map(({result}) => {
    const doc = docs[Number(result.ref)];
    const matched = Object.keys(result.matchData.metadata);
    return toHit(doc, matched, words);
  });
  return {hits, total: results.length};
}

function pageFirst(a: SearchDoc, b: SearchDoc): number {
  return Number(a.url.includes('#')) - Number(b.url.includes('#'));
}

function toHit(doc: SearchDoc, matchedTerms: string[], words: string[]): Hit {
  const isMatch = wordMatcher(matchedTerms, words);
  const titleSegments = highlight(doc.title, isMatch);
  const snippet = snippetOf(doc.text, isMatch);
  const firstMatch =
    titleSegments.find((segment) => segment.match)?.text ?? snippet.find((segment) => segment.match)?.text ?? '';
  return {
    url: doc.url,
    title: titleSegments,
    pageTitle: doc.pageTitle,
    subcategory: doc.subcategory,
    snippet,
    word: firstMatch,
  };
}

/** A word of the document matches when its index term is one lunr matched, or it starts with a query word. */
function wordMatcher(matchedTerms: string[], words: string[]): (word: string) => boolean {
  const terms = new Set(matchedTerms);
  return (word) => {
    const lower = word.toLowerCase();
    const term = termOf(lower);
    return (term !== null && terms.has(term)) || words.some((w) => w.length > 1 && lower.startsWith(w));
  };
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}_.']*[\p{L}\p{N}]|[\p{L}\p{N}]/gu;

function highlight(text: string, isMatch: (word: string) => boolean): Segment[] {
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

const SNIPPET_BEFORE = 60;
const SNIPPET_LENGTH = 180;

/** About a sentence of body text around the first matching word, cut at word boundaries. */
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
