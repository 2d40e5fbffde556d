import {describe, expect, it} from 'vitest';
import {AUDITED_PAGES, selectPages} from './audited-pages';
import {median} from './median';

describe('selectPages', () => {
  it('gives every audited page by default and the listed ones, in the listed order, otherwise', () => {
    expect(selectPages(undefined)).toEqual(AUDITED_PAGES);
    expect(selectPages('/ocean/,/').map((p) => p.name)).toEqual(['product index', 'home']);
  });
  it('refuses a page that is not audited', () => {
    expect(() => selectPages('/nope')).toThrow(/Not an audited page: \/nope/);
  });
});

describe('median', () => {
  it('is the middle value, the mean of the two middle ones for an even count, null with no values', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, null, 2, 3])).toBe(2.5);
    expect(median([null])).toBeNull();
  });
});
