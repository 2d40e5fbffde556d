/**
 * What the search plugin and its browser side share: the plugin's one name
 * (docusaurus-lunr-search, the spec's search, under which its global data is
 * stored) and the shape of that data. No Node imports, so client code can
 * import it.
 */
export const SEARCH_PLUGIN_NAME = 'docusaurus-lunr-search';

/** What the browser side reads through usePluginData. */
export type SearchGlobalData = {
  searchDoc: string;
  /** False under `docusaurus start`, which runs no postBuild and so writes no documents file. */
  available: boolean;
};
