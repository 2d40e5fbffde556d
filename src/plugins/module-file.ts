/**
 * The request pattern for NormalModuleReplacementPlugin that matches one
 * resolved file of an installed package, as the plugins that stand in for a
 * Docusaurus internal (route-shards, browser-after-hydration) need.
 */
export function moduleFilePattern(resolvedPath: string): RegExp {
  return new RegExp(`${resolvedPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}
