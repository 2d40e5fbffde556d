/**
 * What the search plugin and its browser side share: the plugin's one name
 * (docusaurus-lunr-search, the spec's search, under which its global data is
 * stored) and the shape of that data. No Node imports, so client code can
 * import it.
 */
export const SEARCH_PLUGIN_NAME = 'docusaurus-lunr-search';

/**
 * The one place for the options' defaults (options.ts validates against them;
 * the browser shows them until the search file, which carries the values in
 * force, has loaded). The spec asks for 8 hits and the word highlighted on the
 * page a result opens.
 */
export const SEARCH_DEFAULTS = {maxHits: 8, highlightResult: true} as const;

/** What the browser side reads through usePluginData. */
export type SearchGlobalData = {
  searchDoc: string;
  /** False under `docusaurus start`, which runs no postBuild and so writes no documents file. */
  available: boolean;
};
