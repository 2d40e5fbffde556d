/**
 * Writes the readers' Markdown files into the build: a twin of every page
 * (`/a/b.md`, `/a/index.md`), `/llms.txt`, `/llms-full.txt` and a `llms.txt`
 * under each product root. Pages and their order come from the information
 * architecture; text from the MDX sources. Called from the plugin's postBuild
 * (the publish step runs it before it compresses the build); returns every file it
 * wrote, relative to outDir.
 */
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import {docIdToRoute, routeToDocId, routeToFile} from '../../data/doc-routes';
import {childrenOf, pageTree, routes, topLevelCategoryAt} from '../../data/page-tree';
import {SETTINGS_RESOURCES, settingsFiles} from '../../data/settings-resources';
import type {SettingsReference} from '../../data/settings-reference';
import {PRODUCTS} from '../../data/products';
import {SITE} from '../../data/site';
import {folderChildIds} from '../../components/ChildCards/folderChildren';
import {mdxToMarkdown, type ChildLink} from './to-markdown';
import {markdownTwinPath} from './paths';
import {llmsTxt, productLlmsTxt, type PageInfo} from './llms-txt';

/** The settings reference a route renders, read from the same files its page imports. */
async function settingsOf(route: string, siteDir: string): Promise<SettingsReference | undefined> {
  const resource = SETTINGS_RESOURCES.find((r) => r.route === route);
  if (!resource) return undefined;
  const files = settingsFiles(resource.terraform);
  const read = async (file: string) => JSON.parse(await readFile(path.join(siteDir, file), 'utf8')) as unknown;
  return {
    facts: (await read(files.facts)) as SettingsReference['facts'],
    console: (await read(files.console)) as SettingsReference['console'],
  };
}

export type GenerateOptions = {outDir: string; siteDir: string; siteUrl: string};

export const LLMS_SUMMARY =
  'Documentation for Spot by Flexera: products that cut and automate cloud infrastructure costs on AWS, Azure and Google Cloud. Elastigroup and Stateful Node run workloads on spot capacity, Ocean scales Kubernetes clusters, Eco manages reserved instances and savings plans, and Connect, Security and Storage automate, audit and store. Each link is the Markdown version of a page.';

/** Children that `<ChildCards/>` shows on an index page: its sidebar category's items, else its folder's pages by title. */
function childLinksOf(route: string, pages: Map<string, PageInfo>): ChildLink[] {
  const children =
    childrenOf(route) ??
    folderChildIds(routeToDocId(route), [...pages.keys()].map(routeToDocId))
        .map(docIdToRoute)
        .sort((a, b) => pages.get(a)!.title.localeCompare(pages.get(b)!.title));
  return children.map((r) => ({route: r, ...pages.get(r)!}));
}

async function write(outDir: string, relative: string, content: string, written: string[]) {
  const file = path.join(outDir, relative);
  await mkdir(path.dirname(file), {recursive: true});
  await writeFile(file, content.endsWith('\n') ? content : `${content}\n`);
  written.push(relative);
}

export async function generateMarkdownTwins({outDir, siteDir, siteUrl}: GenerateOptions): Promise<string[]> {
  const sources = new Map<string, string>();
  const pages = new Map<string, PageInfo>();
  await Promise.all(
    routes.map(async (route) => {
      const source = await readFile(path.join(siteDir, routeToFile(route)), 'utf8');
      const {data} = matter(source);
      sources.set(route, source);
      pages.set(route, {title: String(data.title), description: typeof data.description === 'string' ? data.description : undefined});
    }),
  );

  const written: string[] = [];
  const twins = new Map<string, string>();
  for (const route of routes) {
    const {markdown} = mdxToMarkdown(sources.get(route)!, {siteUrl, childLinks: () => childLinksOf(route, pages), settings: await settingsOf(route, siteDir)});
    twins.set(route, markdown);
    await write(outDir, markdownTwinPath(route), markdown, written);
  }

  const page = (route: string) => pages.get(route)!;
  await write(outDir, 'llms.txt', llmsTxt({siteUrl, title: SITE.title, summary: LLMS_SUMMARY, sidebar: pageTree.sidebar, page}), written);

  // Sidebar order, then the pages outside the sidebar; each page once, with its address.
  const full = routes.map((route) => twins.get(route)!.replace(/^(# .*\n)/, `$1\nSource: ${siteUrl}${route}\n`));
  await write(outDir, 'llms-full.txt', full.join('\n---\n\n'), written);

  for (const product of PRODUCTS) {
    const category = topLevelCategoryAt(product.route)!;
    await write(outDir, `${product.route.slice(1)}llms.txt`, productLlmsTxt(category, {siteUrl, page}), written);
  }
  return written;
}
