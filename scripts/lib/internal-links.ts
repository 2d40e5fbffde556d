import {withoutCodeBlocks} from './code-blocks';

/** Internal links written as absolute site paths: `[text](/ocean/features/headroom#anchor)`. */
export function internalLinks(body: string): string[] {
  const links: string[] = [];
  for (const m of withoutCodeBlocks(body).matchAll(/\]\((\/[^)\s]*)\)|href="(\/[^"]*)"|to="(\/[^"]*)"/g)) {
    links.push(m[1] ?? m[2] ?? m[3]);
  }
  return links;
}

export function linkPath(link: string): string {
  return link.split('#')[0].split('?')[0];
}
