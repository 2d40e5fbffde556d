import {closest, distance} from 'fastest-levenshtein';

/** " (did you mean `x`?)" when a known name is close enough to be the intended one, else ''. */
export function didYouMean(name: string, known: Iterable<string>): string {
  const candidates = [...known];
  if (candidates.length === 0) return '';
  // A name the writer shortened (core_min → core_min_size) shares a prefix; prefer those.
  const prefixed = candidates.filter((c) => c.startsWith(name) || name.startsWith(c));
  const best = closest(name, prefixed.length ? prefixed : candidates);
  const limit = Math.max(3, Math.ceil(name.length * 0.5));
  return prefixed.length || distance(name, best) <= limit ? ` (did you mean \`${best}\`?)` : '';
}
