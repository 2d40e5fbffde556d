import {describe, expect, it} from 'vitest';
import {childLinkItems, folderChildIds} from './folderChildren';

const ids = ['ocean/index', 'ocean/tutorials/index', 'ocean/tutorials/a', 'ocean/tutorials/b/index', 'ocean/tutorials/b/c', 'ocean/other', 'index'];

describe('folder children', () => {
  it('lists pages one level below a folder index', () => {
    expect(folderChildIds('ocean/tutorials/index', ids)).toEqual(['ocean/tutorials/a', 'ocean/tutorials/b/index']);
  });
  it('lists top-level pages for the home page', () => {
    expect(folderChildIds('index', ids)).toEqual(['ocean/index']);
  });
  it('builds card items with routes, titles and descriptions, sorted by title', () => {
    const docs = {
      'ocean/tutorials/index': {title: 'Tutorials'},
      'ocean/tutorials/a': {title: 'Zeta', description: 'Last'},
      'ocean/tutorials/b/index': {title: 'Alpha'},
    };
    expect(childLinkItems('ocean/tutorials/index', docs).map((i) => [i.href, i.label, i.description])).toEqual([
      ['/ocean/tutorials/b/', 'Alpha', undefined],
      ['/ocean/tutorials/a', 'Zeta', 'Last'],
    ]);
  });
});
