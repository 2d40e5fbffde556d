/**
 * Mentions of a Spot API operation (`POST /ocean/aws/k8s/cluster`, with or
 * without the `https://api.spotinst.io` host) and of a Terraform resource
 * type (`spotinst_ocean_aws`) in a piece of text, each with its link or the
 * reason it has none.
 */
import type {ReferenceIndex} from './references';

export type MentionKind = 'operation' | 'resource';

export type Mention = {
  kind: MentionKind;
  /** Where the mention is in the text (end exclusive); a query string is left out. */
  start: number;
  end: number;
  text: string;
} & ({url: string} | {reason: string});

/** Where in a page a mention was found, and what the remark plugin reports of it (options.ts takes the reporter). */
export type MentionPlace = 'text' | 'inline code' | 'code title' | 'heading' | 'link';
export type MentionReport = Mention & {place: MentionPlace; file?: string; note?: string};

const API_HOST = 'https://api.spotinst.io';
// A path segment: anything but white space and the punctuation that ends a path in prose or tables.
const OPERATION = /\b(GET|POST|PUT|DELETE|PATCH)\s+(?:https:\/\/api\.spotinst\.io)?((?:\/[^\s"'`()|,;?#/\\]+)+\/?)/g;
// Not a resource when it continues a longer name: `var.spotinst_token`, `my-spotinst_x`, `$spotinst_x`.
const RESOURCE = /(?<![\w.$/-])spotinst_[a-z0-9]+(?:_[a-z0-9]+)*(?![\w-])/g;

/** Every mention in `text`, in order. Operation paths lose trailing sentence punctuation. */
export function findMentions(text: string, index: ReferenceIndex): Mention[] {
  const mentions: Mention[] = [];
  for (const m of text.matchAll(OPERATION)) {
    const [, method, rawPath] = m;
    const path = rawPath.replace(/[.:]+$/, '').replace(/(.)\/+$/, '$1');
    const hostless = !m[0].includes(API_HOST);
    // Pages also quote other services' APIs this way (GitHub's `GET /repos/…`): only Spot's count.
    if (hostless && !index.isSpotPath(path)) continue;
    const end = m.index + m[0].length - (rawPath.length - path.length);
    mentions.push({kind: 'operation', start: m.index, end, text: text.slice(m.index, end), ...index.operation(method, path)});
  }
  for (const m of text.matchAll(RESOURCE)) {
    mentions.push({kind: 'resource', start: m.index, end: m.index + m[0].length, text: m[0], ...index.resource(m[0])});
  }
  return mentions.sort((a, b) => a.start - b.start);
}

/** True when the mention is the whole of `text` but for a query string after an operation's path. */
export function isWhole(mention: Mention, text: string): boolean {
  return mention.start === 0 && (mention.end === text.length || (mention.kind === 'operation' && text[mention.end] === '?' && !/\s/.test(text.slice(mention.end))));
}
