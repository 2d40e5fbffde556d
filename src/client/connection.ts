/**
 * Connections on which the site fetches nothing optional before the reader
 * asks for it: save-data, or a 2g-class effective type (the rule Docusaurus
 * applies to route prefetching). Search and route prefetching both use it.
 */
export function isConstrainedConnection(): boolean {
  const connection = (navigator as Navigator & {connection?: {saveData?: boolean; effectiveType?: string}}).connection;
  return Boolean(connection && (connection.saveData || /2g/.test(connection.effectiveType ?? '')));
}
