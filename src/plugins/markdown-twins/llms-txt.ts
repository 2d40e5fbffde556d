/**
 * llms.txt (https://llmstxt.org) from the information architecture: an H1,
 * a one-paragraph summary, one H2 per top-level sidebar section with a link
 * to each page's Markdown twin and its front-matter description, and an
 * "Optional" section for release notes and FAQs, which an assistant can skip
 * when its context is short.
 */
import {routesUnder, type CategoryNode, type TreeItem} from '../../data/page-tree';
import {isReleaseNotesRoute} from '../../data/release-streams';
import {markdownTwinPath} from './paths';

export type PageInfo = {title: string; description?: string};
export type LlmsInput = {
  siteUrl: string;
  title: string;
  summary: string;
  sidebar: readonly TreeItem[];
  page: (route: string) => PageInfo;
};

/** Release notes and FAQs go to the Optional section. */
export function isOptionalRoute(route: string, topLevelRoute: string | undefined): boolean {
  return topLevelRoute === '/faqs/' || isReleaseNotesRoute(route);
}

function line(route: string, input: LlmsInput): string {
  const {title, description} = input.page(route);
  const link = `- [${title}](${input.siteUrl}${markdownTwinPath(route)})`;
  return description ? `${link}: ${description}` : link;
}

function section(heading: string, routes: string[], input: LlmsInput): string[] {
  return routes.length === 0 ? [] : [`## ${heading}`, '', ...routes.map((r) => line(r, input)), ''];
}

export function llmsTxt(input: LlmsInput): string {
  const out = [`# ${input.title}`, '', `> ${input.summary}`, ''];
  const optional: string[] = [];
  for (const item of input.sidebar) {
    if (item.type !== 'category') continue;
    const routes = routesUnder([item]);
    out.push(...section(item.label, routes.filter((r) => !isOptionalRoute(r, item.path)), input));
    optional.push(...routes.filter((r) => isOptionalRoute(r, item.path)));
  }
  out.push(...section('Optional', optional, input));
  return out.join('\n');
}

/** A product's own llms.txt: its pages, one H2 per second-level category. */
export function productLlmsTxt(product: CategoryNode, input: Omit<LlmsInput, 'title' | 'summary' | 'sidebar'>): string {
  const full = {...input, title: product.label, summary: '', sidebar: []};
  const root = product.path ? full.page(product.path) : undefined;
  const out = [`# ${product.label}`, '', `> ${root?.description ?? product.label}`, ''];
  const direct = product.items.flatMap((i) => (i.type === 'doc' ? [i.path] : []));
  out.push(...section('Overview', [...(product.path ? [product.path] : []), ...direct], full));
  for (const item of product.items) {
    if (item.type === 'category') out.push(...section(item.label, routesUnder([item]), full));
  }
  return out.join('\n');
}
