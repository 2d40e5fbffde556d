import {describe, expect, it} from 'vitest';
import {breakdown, longTasks, shortUrl} from './main-thread-breakdown';

const main = 'http://127.0.0.1:9/assets/js/main.js';
const chunk = 'http://127.0.0.1:9/assets/js/mermaid.js';

describe('breakdown', () => {
  const slices = [
    {topLevelStartMs: 100, selfMs: 40, group: 'scriptEvaluation', url: main},
    {topLevelStartMs: 100, selfMs: 10, group: 'scriptParseCompile', url: main},
    {topLevelStartMs: 300, selfMs: 5, group: 'styleLayout', url: 'Browser'},
    {topLevelStartMs: 600, selfMs: 30, group: 'scriptEvaluation', url: chunk},
  ];
  const topLevel = [
    {startMs: 100, durationMs: 50},
    {startMs: 300, durationMs: 5},
    {startMs: 600, durationMs: 30},
  ];

  it('splits time at the hydration mark, scaled by the CPU multiplier, by kind of work and by script', () => {
    const result = breakdown(slices, topLevel, 500, 4);
    expect(result.hydratedAtMs).toBe(2000);
    expect(result.phases['before hydration']).toEqual({
      totalMs: 220,
      // 50 ms × 4 = 200 ms, of which 150 ms past the 50 ms long-task threshold; 5 ms × 4 blocks nothing.
      blockingMs: 150,
      byGroup: {scriptEvaluation: 160, scriptParseCompile: 40, styleLayout: 20},
      byScript: [
        {url: main, ms: 200},
        {url: 'Browser', ms: 20},
      ],
    });
    expect(result.phases['after hydration']).toEqual({
      totalMs: 120,
      blockingMs: 70,
      byGroup: {scriptEvaluation: 120},
      byScript: [{url: chunk, ms: 120}],
    });
  });

  it('counts everything before hydration when the page has no hydration mark', () => {
    const result = breakdown(slices, topLevel, null, 1);
    expect(result.hydratedAtMs).toBeNull();
    expect(result.phases['before hydration'].totalMs).toBe(85);
    expect(result.phases['after hydration'].totalMs).toBe(0);
  });
});

describe('longTasks', () => {
  it('lists only tasks past 50 ms once scaled, in order, named by the script and kind of work that took most of each', () => {
    const slices = [
      {topLevelStartMs: 300, selfMs: 4, group: 'styleLayout', url: 'Browser'},
      {topLevelStartMs: 300, selfMs: 20, group: 'scriptEvaluation', url: chunk},
      {topLevelStartMs: 100, selfMs: 30, group: 'scriptParseCompile', url: main},
      {topLevelStartMs: 100, selfMs: 10, group: 'scriptEvaluation', url: main},
      {topLevelStartMs: 600, selfMs: 12, group: 'scriptEvaluation', url: chunk},
    ];
    const topLevel = [
      {startMs: 600, durationMs: 12},
      {startMs: 300, durationMs: 24},
      {startMs: 100, durationMs: 40},
    ];
    expect(longTasks(slices, topLevel, 4)).toEqual([
      {startMs: 400, durationMs: 160, blockingMs: 110, url: main, group: 'scriptParseCompile'},
      {startMs: 1200, durationMs: 96, blockingMs: 46, url: chunk, group: 'scriptEvaluation'},
    ]);
  });
});

describe('shortUrl', () => {
  it('drops the page origin and leaves other labels alone', () => {
    expect(shortUrl(main, 'http://127.0.0.1:9')).toBe('/assets/js/main.js');
    expect(shortUrl('Browser GC', 'http://127.0.0.1:9')).toBe('Browser GC');
  });
});
