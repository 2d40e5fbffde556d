import {docIdToRoute} from '../../data/doc-routes';

/**
 * Doc ids one level below a folder index: for `ocean/tutorials/index` that is
 * `ocean/tutorials/x` and `ocean/tutorials/y/index`, never deeper pages.
 */
export function folderChildIds(indexDocId: string, allDocIds: readonly string[]): string[] {
  const folder = indexDocId.replace(/index$/, '');
  return allDocIds.filter((id) => {
    if (id === indexDocId || !id.startsWith(folder)) return false;
    const rest = id.slice(folder.length);
    return !rest.includes('/') || /^[^/]+\/index$/.test(rest);
  });
}

export function childLinkItems(
  indexDocId: string,
  docs: Readonly<Record<string, {title: string; description?: string}>>,
) {
  return folderChildIds(indexDocId, Object.keys(docs))
    .map((id) => ({
      type: 'link' as const,
      href: docIdToRoute(id),
      label: docs[id].title,
      docId: id,
      description: docs[id].description,
      unlisted: false,
    }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
