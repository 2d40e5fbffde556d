/**
 * Turns a stream's entries into feed items. Nothing is made up: the title is
 * the entry's id and the first sentence of its Change cell, the summary is
 * the whole cell, the date is the row's (at midnight UTC, since the pages
 * give days), and the link is the Details page when it is one of this site's,
 * else the stream page at the entry's month.
 */
import type {Entry} from './read-entries';

export type FeedItem = {
  title: string;
  /** Midnight UTC of the entry's day. */
  date: Date;
  /** The entry's id, when it has one: the item's guid. */
  id?: string;
  summary: string;
  link: string;
  categories: string[];
};

export type Stream = {
  id: string;
  /** Reader-facing name: "Ocean" in "Ocean release notes from Spot". */
  name: string;
  /** The stream page's route, e.g. /ocean/release-notes/. */
  route: string;
  entries: Entry[];
};

/** Longest title kept whole; a longer first sentence is cut at a word and marked with an ellipsis. */
const TITLE_MAX = 100;

/** The first sentence: up to the first `.`, `!` or `?` followed by a space and a capital or mark. */
export function firstSentence(text: string): string {
  const end = text.search(/[.!?](?=\s+[A-Z*(`])/);
  const sentence = end < 0 ? text : text.slice(0, end + 1);
  if (sentence.length <= TITLE_MAX) return sentence;
  return `${sentence.slice(0, sentence.lastIndexOf(' ', TITLE_MAX - 1)).replace(/[,;:]$/, '')}…`;
}

export function feedItems(stream: Stream, siteUrl: string): FeedItem[] {
  const origin = siteUrl.replace(/\/$/, '');
  return stream.entries.map((entry) => {
    const sitePage = entry.details?.startsWith('/') && !entry.details.startsWith('//');
    return {
      title: entry.id ? `${entry.id}: ${firstSentence(entry.change)}` : firstSentence(entry.change),
      date: new Date(`${entry.date}T00:00:00Z`),
      ...(entry.id ? {id: entry.id} : {}),
      summary: entry.change,
      link: sitePage ? `${origin}${entry.details}` : `${origin}${stream.route}${entry.anchor ? `#${entry.anchor}` : ''}`,
      categories: entry.appliesTo,
    };
  });
}

/** Newest first; entries of one day keep their page order, streams their configured order. */
export function newestFirst<T extends {date: Date}>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({item, index}))
    .sort((a, b) => b.item.date.getTime() - a.item.date.getTime() || a.index - b.index)
    .map(({item}) => item);
}
