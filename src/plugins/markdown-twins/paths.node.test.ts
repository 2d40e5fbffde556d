import {describe, expect, it} from 'vitest';
import {markdownTwinPath} from './paths';

describe('markdownTwinPath', () => {
  it('puts a page beside its route and a folder index inside its folder', () => {
    expect(markdownTwinPath('/ocean/features/headroom')).toBe('/ocean/features/headroom.md');
    expect(markdownTwinPath('/ocean/')).toBe('/ocean/index.md');
    expect(markdownTwinPath('/')).toBe('/index.md');
    expect(markdownTwinPath('/ocean/features/headroom#configure')).toBe('/ocean/features/headroom.md');
  });
});
