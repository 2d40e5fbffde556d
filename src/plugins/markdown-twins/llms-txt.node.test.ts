import {describe, expect, it} from 'vitest';
import {llmsTxt, productLlmsTxt} from './llms-txt';
import type {CategoryNode, TreeItem} from '../../data/page-tree';

const SITE = 'https://docs.example.com';

const OCEAN: CategoryNode = {
  type: 'category',
  label: 'Ocean',
  path: '/ocean/',
  items: [
    {type: 'doc', path: '/ocean/overview'},
    {type: 'category', label: 'Features', path: '/ocean/features/', items: [{type: 'doc', path: '/ocean/features/headroom'}]},
    {type: 'category', label: 'eksctl', items: [{type: 'doc', path: '/ocean/eksctl/create'}]},
    {type: 'doc', path: '/ocean/release-notes/'},
  ],
};
const SIDEBAR: TreeItem[] = [
  {type: 'category', label: 'Get Started', path: '/', items: [{type: 'doc', path: '/connect-your-cloud-provider/release-notes-connecting/'}]},
  OCEAN,
  {type: 'category', label: 'FAQs', path: '/faqs/', items: [{type: 'doc', path: '/faqs/billing'}]},
  {type: 'link', label: 'API Reference', href: 'https://docs.example.com/api'},
];
// Every page is titled after its route; only the headroom page has no description.
const page = (route: string) => ({title: `Title of ${route}`, description: route.includes('headroom') ? undefined : `About ${route}.`});

const linked = (text: string) => [...text.matchAll(/^- \[[^\]]+\]\(https:\/\/docs\.example\.com(\/[^)]*)\)/gm)].map((m) => m[1]);
const sectionOf = (text: string, heading: string) => text.split(`\n## ${heading}\n`)[1].split('\n## ')[0];

describe('llms.txt', () => {
  const text = llmsTxt({siteUrl: SITE, title: 'Docs', summary: 'Summary.', sidebar: SIDEBAR, page});

  it('follows the llmstxt.org layout: one H1, the summary as a quote, then H2 sections of links', () => {
    expect(text).toMatch(/^# Docs\n\n> Summary\.\n\n## Get Started\n/);
    expect(text.match(/^# /gm)).toHaveLength(1);
  });

  it('lists every sidebar page once, in sidebar order, by its Markdown twin', () => {
    expect(linked(text)).toEqual([
      '/index.md',
      '/ocean/index.md',
      '/ocean/overview.md',
      '/ocean/features/index.md',
      '/ocean/features/headroom.md',
      '/ocean/eksctl/create.md',
      // Optional, at the end:
      '/connect-your-cloud-provider/release-notes-connecting/index.md',
      '/ocean/release-notes/index.md',
      '/faqs/index.md',
      '/faqs/billing.md',
    ]);
  });

  it('has one section per top-level category with pages to read, and puts release notes and FAQs under Optional', () => {
    expect([...text.matchAll(/^## (.+)$/gm)].map((m) => m[1])).toEqual(['Get Started', 'Ocean', 'Optional']);
    expect(sectionOf(text, 'Ocean')).not.toMatch(/release-notes/);
  });

  it("gives each link the page's title and, when it has one, its description", () => {
    expect(text).toContain(`- [Title of /ocean/overview](${SITE}/ocean/overview.md): About /ocean/overview.\n`);
    expect(text).toContain(`- [Title of /ocean/features/headroom](${SITE}/ocean/features/headroom.md)\n`);
  });
});

describe("a product's llms.txt", () => {
  const text = productLlmsTxt(OCEAN, {siteUrl: SITE, page});

  it("is headed by the product's label and its index page's description", () => {
    expect(text.startsWith('# Ocean\n\n> About /ocean/.\n\n## Overview\n')).toBe(true);
  });

  it('lists only the product pages: its index and direct pages under Overview, then one section per sub-category', () => {
    expect([...text.matchAll(/^## (.+)$/gm)].map((m) => m[1])).toEqual(['Overview', 'Features', 'eksctl']);
    expect(linked(sectionOf(text, 'Overview'))).toEqual(['/ocean/index.md', '/ocean/overview.md', '/ocean/release-notes/index.md']);
    expect(linked(text)).toHaveLength(6);
  });
});
