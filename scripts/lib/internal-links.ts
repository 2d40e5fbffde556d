import {withoutCodeBlocks} from './code-blocks';

/** Internal links written as absolute site paths: `[text](/ocean/features/headroom#anchor)`. */
const LINK = /\]\((\/[^)\s]*)\)|href="(\/[^"]*)"|to="(\/[^"]*)"/g;

export function internalLinks(body: string): string[] {
  return internalLinksByLine(body).map((l) => l.link);
}

/** The same links, each with its 1-based line in `body`. */
export function internalLinksByLine(body: string): {link: string; line: number}[] {
  return withoutCodeBlocks(body)
    .split('\n')
    .flatMap((text, i) => [...text.matchAll(LINK)].map((m) => ({link: m[1] ?? m[2] ?? m[3], line: i + 1})));
}

export function linkPath(link: string): string {
  return link.split('#')[0].split('?')[0];
}
