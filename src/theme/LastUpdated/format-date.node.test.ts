import {describe, expect, it} from 'vitest';
import {formatDate} from './format-date';

describe('last-updated date', () => {
  it('matches Intl en / short month / UTC on every day of a leap year and around midnight UTC', () => {
    const intl = new Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});
    const start = Date.UTC(2024, 0, 1);
    for (let day = 0; day < 366; day++) {
      for (const offset of [0, 86_399_000]) {
        const date = new Date(start + day * 86_400_000 + offset);
        expect(formatDate(date)).toBe(intl.format(date));
      }
    }
    expect(formatDate(new Date('2026-11-24T23:59:59-05:00'))).toBe('Nov 25, 2026');
  });
});
