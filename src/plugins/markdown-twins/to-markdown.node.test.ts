import {readFileSync} from 'node:fs';
import matter from 'gray-matter';
import {describe, expect, it} from 'vitest';
import {mdxToMarkdown, type ChildLink} from './to-markdown';
import {markdownTwinPath} from './paths';
import {llmsTxt, productLlmsTxt, routesOf} from './llms-txt';
import {allRoutes, informationArchitecture, routeToFile, topLevelCategoryAt} from '../../data/routes';
import {PRODUCT_STATUS} from '../../data/product-status';

const SITE = 'https://docs.spot.io';
const noChildren = (): ChildLink[] => [];
const twinOf = (route: string, childLinks = noChildren) => mdxToMarkdown(readFileSync(routeToFile(route), 'utf8'), {siteUrl: SITE, childLinks}).markdown;

/** Lines outside fenced code: where JSX, imports and directives must not survive. */
function prose(markdown: string): string[] {
  let inCode = false;
  return markdown.split('\n').filter((line) => {
    if (/^\s*```/.test(line)) inCode = !inCode;
    return !inCode;
  });
}

describe('Markdown twin of a page with tabs, admonitions and code', () => {
  // A real tutorial: a Prerequisites admonition, a JSON sample, three cloud-provider tabs of curl, a note.
  const twin = twinOf('/ocean/tutorials/create-a-cost-filter');

  it('starts with the front-matter title as H1 and the description as a quote', () => {
    expect(twin.startsWith('# Create a Cost Filter\n\n> Create and save cost analysis filters in Ocean')).toBe(true);
  });

  it('renders each tab as a bold label followed by its own code block', () => {
    const tabs = twin.split('\n## Send an API request')[1].split('\n## ')[0];
    expect([...tabs.matchAll(/^\*\*(\w+)\*\*$/gm)].map((m) => m[1])).toEqual(['AWS', 'Azure', 'GCP']);
    expect(tabs).toMatch(/\*\*Azure\*\*\n\n```bash title="Query filtered cost \(AKS\)"\ncurl -X POST "https:\/\/api\.spotinst\.io\/ocean\/azure\/k8s\/cluster\//);
  });

  it('renders admonitions as block quotes with their title', () => {
    expect(twin).toContain('> **Prerequisites**\n>\n> - An Ocean Kubernetes cluster with cost data');
    expect(twin).toContain('> **Note**\n>\n> Cost figures are hourly. Ocean aggregates');
  });

  it('keeps code samples byte for byte', () => {
    const source = readFileSync(routeToFile('/ocean/tutorials/create-a-cost-filter'), 'utf8');
    const json = source.match(/```json title="filter.json"\n[\s\S]*?\n```/)![0];
    expect(twin).toContain(json);
  });

  it('has no JSX, no imports, no directives and only absolute links', () => {
    const text = prose(twin).join('\n');
    expect(text).not.toMatch(/<\/?(Tabs|TabItem)\b|^import |^:::/m);
    expect(text).not.toMatch(/\]\(\//);
    expect(text).toContain('[Analyze your costs](https://docs.spot.io/ocean/tutorials/analyze-your-costs)');
    expect(text).not.toContain('\\:');
  });
});

describe('Markdown twins of the site', () => {
  it('puts a page beside its route and a folder index inside its folder', () => {
    expect(markdownTwinPath('/ocean/features/headroom')).toBe('/ocean/features/headroom.md');
    expect(markdownTwinPath('/ocean/')).toBe('/ocean/index.md');
    expect(markdownTwinPath('/')).toBe('/index.md');
  });

  it('writes the product status notice as a quote with its dates', () => {
    const twin = twinOf('/ocean-spark/');
    expect(twin).toMatch(/^> \*\*Ocean for Apache Spark is decommissioned\*\*$/m);
    expect(twin).toContain(`Terraform provider ${PRODUCT_STATUS['ocean-spark'].providerRemovedIn} (2 July 2026) removed \`spotinst_ocean_spark\``);
  });

  it('lists the children where the page shows cards', () => {
    const twin = twinOf('/ocean/', () => [{title: 'Features', route: '/ocean/features/', description: 'All of them.'}]);
    // remark-stringify bullets a list that follows another list with `*`, so the two stay separate lists.
    expect(twin).toMatch(/^[-*] \[Features\]\(https:\/\/docs\.spot\.io\/ocean\/features\/\): All of them\.$/m);
  });
});

describe('llms.txt', () => {
  const pages = new Map(allRoutes().map((r) => [r.path, matter(readFileSync(routeToFile(r.path), 'utf8')).data]));
  const page = (route: string) => ({title: String(pages.get(route)!.title), description: pages.get(route)!.description as string});
  const text = llmsTxt({siteUrl: SITE, title: 'Spot product documentation', summary: 'Summary.', sidebar: informationArchitecture.sidebar, page});
  const linked = [...text.matchAll(/^- \[[^\]]+\]\(https:\/\/docs\.spot\.io(\/[^)]*)\)/gm)].map((m) => m[1]);

  it('follows the llmstxt.org layout', () => {
    expect(text).toMatch(/^# Spot product documentation\n\n> Summary\.\n\n## Get Started with Spot\n/);
    expect(text.match(/^# /gm)).toHaveLength(1);
  });

  it('lists every sidebar page once, by its Markdown twin', () => {
    const sidebarRoutes = routesOf(informationArchitecture.sidebar);
    expect(new Set(linked).size).toBe(linked.length);
    expect([...linked].sort()).toEqual(sidebarRoutes.map(markdownTwinPath).sort());
  });

  it('has one section per top-level sidebar category and puts release notes and FAQs under Optional', () => {
    const headings = [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    const categories = informationArchitecture.sidebar.filter((i) => i.type === 'category' && i.label !== 'FAQs').map((i) => i.label);
    expect(headings).toEqual([...categories.filter((c) => c !== 'API Reference'), 'Optional']);
    const optional = text.split('\n## Optional\n')[1];
    expect(optional).toContain('(https://docs.spot.io/faqs/index.md)');
    expect(optional).toContain('(https://docs.spot.io/ocean/release-notes/index.md)');
    expect(text.split('\n## Optional\n')[0]).not.toMatch(/release-notes/);
  });

  it('gives each page its description', () => {
    expect(text).toContain(`- [Create a Cost Filter](https://docs.spot.io/ocean/tutorials/create-a-cost-filter.md): ${page('/ocean/tutorials/create-a-cost-filter').description}`);
  });

  it('writes a product llms.txt with the product pages only', () => {
    const ocean = productLlmsTxt(topLevelCategoryAt('/ocean/')!, {siteUrl: SITE, page});
    const routes = [...ocean.matchAll(/\]\(https:\/\/docs\.spot\.io(\/[^)]*)\)/g)].map((m) => m[1]);
    expect(ocean.startsWith('# Ocean\n\n> ')).toBe(true);
    expect(routes.sort()).toEqual(routesOf([topLevelCategoryAt('/ocean/')!]).map(markdownTwinPath).sort());
  });
});
