/**
 * The docs plugin (@docusaurus/plugin-content-docs, pinned at 3.9.2) as the
 * classic preset would register it, minus what every page would load and
 * nothing reads:
 * - its global data without the per-doc list. Docusaurus puts global data
 *   into main.js, which every page evaluates before it is interactive; the
 *   list (id, path and sidebar of all 622 docs, 85 KB) is read only by
 *   doc-linked navbar items, the version dropdown and DocSearch's contextual
 *   filters, none of which this site has;
 * - its version data without the title and description of every doc
 *   (trim-routes.ts): each index page gets its cards' text as a prop of its
 *   own route instead.
 * Wrapping a plugin to change its output is the route Docusaurus supports
 * (facebook/docusaurus#4138). The shapes are listed in UPGRADING.md; the
 * browser suite (every page hydrates, cards, navigation and sidebar specs)
 * pins that nothing needed went missing, and tests/e2e/page-weight.spec.ts
 * that the lists are gone.
 */
import docsPlugin, {validateOptions, type PluginOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import type {DocSummary} from './child-cards';
import {trimRoutes, type DocsRoute} from './trim-routes';

/** What this wrapper reads of the docs plugin's loaded content. */
type LoadedContent = {loadedVersions: {docs: DocSummary[]}[]};

type GlobalVersion = {docs: unknown[]; draftIds: unknown[]} & Record<string, unknown>;
type GlobalData = {versions: GlobalVersion[]} & Record<string, unknown>;

export function withoutDocList(data: GlobalData): GlobalData {
  return {...data, versions: data.versions.map((version) => ({...version, docs: [], draftIds: []}))};
}

async function leanDocsPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<unknown>> {
  const plugin = (await docsPlugin(context, options)) as Plugin<unknown>;
  const contentLoaded = plugin.contentLoaded;
  if (!contentLoaded) throw new Error('lean-docs: the docs plugin no longer has contentLoaded; see UPGRADING in this file');
  return {
    ...plugin,
    async contentLoaded(args) {
      const setGlobalData = (data: unknown) => args.actions.setGlobalData(withoutDocList(data as GlobalData));
      const docs = (args.content as LoadedContent).loadedVersions.flatMap((version) => version.docs);
      const addRoute = (route: Parameters<typeof args.actions.addRoute>[0]) =>
        args.actions.addRoute(trimRoutes(route as DocsRoute, docs) as typeof route);
      return contentLoaded.call(plugin, {...args, actions: {...args.actions, setGlobalData, addRoute}});
    },
  };
}

// A plugin given as a function carries its option validator as a property: Docusaurus validates the
// options (and fills in the defaults) through the docs plugin's own validator, as for the preset.
export default Object.assign(leanDocsPlugin, {validateOptions}) as unknown as PluginModule;
