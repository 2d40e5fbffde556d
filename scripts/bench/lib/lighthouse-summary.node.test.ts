import type {Result} from 'lighthouse';
import {describe, expect, it} from 'vitest';
import {failingAudits, medianSummary, summarise} from './lighthouse-summary';

const audit = (title: string, score: number | null, scoreDisplayMode = 'binary', extra: object = {}) => ({
  title,
  score,
  scoreDisplayMode,
  ...extra,
});

const lhr = {
  runWarnings: ['Slow machine'],
  categories: {
    performance: {
      score: 0.874,
      auditRefs: [
        {id: 'largest-contentful-paint', weight: 25, group: 'metrics'},
        {id: 'total-blocking-time', weight: 30, group: 'metrics'},
        {id: 'cumulative-layout-shift', weight: 25, group: 'metrics'},
        {id: 'unused-javascript', weight: 0, group: 'diagnostics'},
        {id: 'network-requests', weight: 0, group: 'hidden'},
      ],
    },
    accessibility: {score: 1, auditRefs: [{id: 'color-contrast', weight: 7}]},
    'best-practices': {score: null, auditRefs: []},
    seo: {
      score: 0.92,
      auditRefs: [
        {id: 'http-status-code', weight: 1},
        {id: 'hreflang', weight: 1},
        {id: 'structured-data', weight: 0},
      ],
    },
  },
  audits: {
    'largest-contentful-paint': audit('Largest Contentful Paint', 0.8, 'numeric', {numericValue: 2900.4, displayValue: '2.9 s'}),
    'total-blocking-time': audit('Total Blocking Time', 1, 'numeric', {numericValue: 20}),
    'cumulative-layout-shift': audit('Cumulative Layout Shift', 1, 'numeric', {numericValue: 0.01}),
    'unused-javascript': audit('Reduce unused JavaScript', 0.5, 'metricSavings'),
    'network-requests': audit('Network Requests', 0, 'informative'),
    'color-contrast': audit('Contrast', 1),
    'http-status-code': audit('Page has successful HTTP status code', 0),
    hreflang: audit('Document has a valid hreflang', null, 'notApplicable'),
    'structured-data': audit('Structured data is valid', null, 'manual'),
  },
} as unknown as Result;

describe('failingAudits', () => {
  it('lists scored audits below 1, weighted first, without hidden ones or ones that give no verdict', () => {
    expect(failingAudits(lhr, 'performance')).toEqual([
      {id: 'largest-contentful-paint', title: 'Largest Contentful Paint', score: 0.8, weight: 25, displayValue: '2.9 s'},
      {id: 'unused-javascript', title: 'Reduce unused JavaScript', score: 0.5, weight: 0},
    ]);
    expect(failingAudits(lhr, 'seo').map((a) => a.id)).toEqual(['http-status-code']);
  });
});

describe('summarise', () => {
  it('gives scores out of 100, metrics, and failing audits only for categories below 100', () => {
    const summary = summarise(lhr, '/', 'mobile');
    expect(summary.scores).toEqual({performance: 87, accessibility: 100, 'best-practices': null, seo: 92});
    expect(summary.lcpMs).toBeCloseTo(2900.4);
    expect(summary.tbtMs).toBe(20);
    expect(summary.cls).toBe(0.01);
    expect(Object.keys(summary.failing)).toEqual(['performance', 'best-practices', 'seo']);
    expect(summary.failing['best-practices']).toEqual([]);
    expect(summary.warnings).toEqual(['Slow machine']);
  });
});

describe('medianSummary', () => {
  const run = (performance: number, tbtMs: number, lcpMs: number | null, id: string) => ({
    ...summarise(lhr, '/', 'mobile'),
    scores: {performance, accessibility: 100, 'best-practices': null, seo: 92},
    tbtMs,
    lcpMs,
    failing: {performance: [{id, title: id, score: 0.5, weight: 10}]},
  });

  it('takes the median of each figure and the failing audits of the median-performance run', () => {
    const result = medianSummary([run(90, 300, 2000, 'fast'), run(60, 900, null, 'slow'), run(75, 100, 3000, 'middle')]);
    expect(result.scores).toEqual({performance: 75, accessibility: 100, 'best-practices': null, seo: 92});
    expect(result.tbtMs).toBe(300);
    // A metric missing from one run: the median of the runs that have it.
    expect(result.lcpMs).toBe(2500);
    expect(result.failing.performance?.[0].id).toBe('middle');
  });
});
