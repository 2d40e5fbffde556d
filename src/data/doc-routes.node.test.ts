import {describe, expect, it} from 'vitest';
import {docIdToRoute, routeToDocId, routeToFile} from './doc-routes';

describe('route ↔ doc id', () => {
  it('serves /a/b from docs/a/b.mdx and a folder route /a/ from docs/a/index.mdx', () => {
    expect(routeToDocId('/')).toBe('index');
    expect(routeToDocId('/ocean/')).toBe('ocean/index');
    expect(routeToDocId('/ocean/features/headroom')).toBe('ocean/features/headroom');
    expect(routeToFile('/ocean/')).toBe('docs/ocean/index.mdx');
    expect(docIdToRoute('index')).toBe('/');
    expect(docIdToRoute('ocean/index')).toBe('/ocean/');
    expect(docIdToRoute('ocean/features/headroom')).toBe('/ocean/features/headroom');
  });

  it('refuses a route that is not absolute', () => {
    expect(() => routeToDocId('ocean')).toThrow(/must start with/);
  });
});
