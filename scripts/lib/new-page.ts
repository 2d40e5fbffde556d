/**
 * What `npm run new-page` does, on any site folder (the tests use a temporary
 * one): writes the page with front matter and the section structure every
 * task page follows, and puts its route into the information architecture
 * under its parent (at the end, or after a given route). The template's
 * TODO markers and its "TODO" source are what the content check rejects, so a
 * page cannot pass until its text and sources are written.
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {routeToFile} from '../../src/data/doc-routes';
import {indexPageTree, parsePageTree, walk, type PageTree, type TreeItem} from '../../src/data/page-tree';

export const IA_FILE = 'src/data/information-architecture.json';

export type NewPageRequest = {route: string; title: string; after?: string};

/** The page a new route starts from. */
export function pageTemplate(title: string): string {
  return `---
title: ${JSON.stringify(title)}
description: "TODO: in one sentence of at most 160 characters, what the reader gets or does here."
sources:
  - "TODO: help:src/docs/… and api:…, terraform:…, chart:… or repo:… (npm run sources -- --suggest <this file>)"
---

TODO: open with what the reader gets or does, in a sentence or two.

## Before you start

:::info Prerequisites

- TODO: accounts, permissions and tools the job needs.

:::

## Steps

1. TODO: each step with the console's exact labels in bold, or the API call or Terraform to paste.

## Check that it worked

TODO: what the reader sees when the job is done.

## Related pages

- TODO: links to the pages a reader needs next.
`;
}

const slash = (route: string) => (route.endsWith('/') ? route : `${route}/`);
const itemRoute = (item: TreeItem) => (item.type === 'link' ? undefined : item.path);

/** The items list that holds `route`, found with the page tree's one walk. */
function listHolding(tree: PageTree, route: string): TreeItem[] | undefined {
  for (const {item, parents} of walk(tree.sidebar)) {
    if (itemRoute(item) === route) return parents.at(-1)?.items ?? tree.sidebar;
  }
  return undefined;
}

function checkRoute(route: string): void {
  if (!/^\/[a-z0-9][a-z0-9/-]*$/.test(route)) throw new Error(`"${route}" is not a route: start with /, then lower-case letters, digits, - and /`);
}

/** Adds the route to the tree (mutating it) and returns the list it went into. */
export function placeRoute(tree: PageTree, {route, title, after}: NewPageRequest): TreeItem[] {
  checkRoute(route);
  if (indexPageTree(tree).routes.includes(route)) throw new Error(`${route} is already a page (${IA_FILE})`);
  const item: TreeItem = route.endsWith('/') ? {type: 'category', label: title, path: route, items: []} : {type: 'doc', path: route};
  if (after) {
    const list = listHolding(tree, after);
    if (!list) throw new Error(`--after ${after}: no such route in the sidebar of ${IA_FILE}`);
    list.splice(list.findIndex((i) => itemRoute(i) === after) + 1, 0, item);
    return list;
  }
  // The parent is the category whose route is the longest folder prefix of the new route.
  const folder = route.endsWith('/') ? route.slice(0, route.slice(0, -1).lastIndexOf('/') + 1) : route.slice(0, route.lastIndexOf('/') + 1);
  const parent = [...walk(tree.sidebar)]
    .flatMap(({item}) => (item.type === 'category' && item.path && folder.startsWith(slash(item.path)) ? [item] : []))
    .sort((a, b) => slash(b.path!).length - slash(a.path!).length)[0];
  if (!parent) throw new Error(`no sidebar category holds ${folder}; give --after <route> to place the page`);
  parent.items.push(item);
  return parent.items;
}

/** Writes the page and the tree in `siteDir`; returns the page file (relative to siteDir). */
export function createPage(siteDir: string, request: NewPageRequest): string {
  checkRoute(request.route);
  const file = routeToFile(request.route);
  const full = path.join(siteDir, file);
  if (existsSync(full)) throw new Error(`${file} already exists`);
  const iaFile = path.join(siteDir, IA_FILE);
  const tree = parsePageTree(JSON.parse(readFileSync(iaFile, 'utf8')), IA_FILE);
  placeRoute(tree, request);
  // The tree as every consumer will load it: a schema error or a duplicate fails here, before anything is written.
  parsePageTree(tree, IA_FILE);
  mkdirSync(path.dirname(full), {recursive: true});
  writeFileSync(full, pageTemplate(request.title));
  writeFileSync(iaFile, `${JSON.stringify(tree, null, 2)}\n`);
  return file;
}
