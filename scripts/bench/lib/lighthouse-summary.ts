/**
 * The part of a Lighthouse result we act on: four category scores, three
 * metrics, and for each category below 100 the audits that cost points.
 */
import type {Result} from 'lighthouse';
import {median} from './median';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type CategoryId = (typeof CATEGORIES)[number];

export type FailingAudit = {id: string; title: string; score: number; weight: number; displayValue?: string};

export type PageSummary = {
  page: string;
  preset: string;
  /** 0–100; null when Lighthouse could not score the category. */
  scores: Record<CategoryId, number | null>;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  failing: Partial<Record<CategoryId, FailingAudit[]>>;
  warnings: string[];
};

// Audits that carry no pass/fail verdict.
const NO_VERDICT_MODES = new Set(['notApplicable', 'informative', 'manual', 'error']);

function numericValue(lhr: Result, auditId: string): number | null {
  return lhr.audits[auditId]?.numericValue ?? null;
}

/**
 * Audits of a category that did not fully pass, the ones that move the score
 * (weight > 0) first; hidden helper audits are left out.
 */
export function failingAudits(lhr: Result, category: CategoryId): FailingAudit[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.group !== 'hidden')
    .map((ref) => ({ref, audit: lhr.audits[ref.id]}))
    .filter(({audit}) => audit && !NO_VERDICT_MODES.has(audit.scoreDisplayMode) && audit.score !== null && audit.score < 1)
    .map(({ref, audit}) => ({
      id: ref.id,
      title: audit.title,
      score: audit.score as number,
      weight: ref.weight,
      ...(audit.displayValue ? {displayValue: audit.displayValue} : {}),
    }))
    .sort((a, b) => b.weight - a.weight || a.score - b.score);
}

export function summarise(lhr: Result, page: string, preset: string): PageSummary {
  const scores = {} as Record<CategoryId, number | null>;
  const failing: PageSummary['failing'] = {};
  for (const category of CATEGORIES) {
    const score = lhr.categories[category]?.score;
    scores[category] = typeof score === 'number' ? Math.round(score * 100) : null;
    if (scores[category] !== 100) failing[category] = failingAudits(lhr, category);
  }
  return {
    page,
    preset,
    scores,
    lcpMs: numericValue(lhr, 'largest-contentful-paint'),
    tbtMs: numericValue(lhr, 'total-blocking-time'),
    cls: numericValue(lhr, 'cumulative-layout-shift'),
    failing,
    warnings: lhr.runWarnings.map(String),
  };
}

/**
 * One summary for several runs of the same page and preset: each score and
 * metric is the median over the runs (each on its own, so the figures may
 * come from different runs). Failing audits and warnings are those of the run
 * whose performance score is the median one.
 */
export function medianSummary(runs: readonly PageSummary[]): PageSummary {
  if (!runs.length) throw new Error('medianSummary needs at least one run');
  const scores = {} as Record<CategoryId, number | null>;
  for (const category of CATEGORIES) {
    const value = median(runs.map((r) => r.scores[category]));
    scores[category] = value === null ? null : Math.round(value);
  }
  const byPerformance = [...runs].sort((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1));
  const middle = byPerformance[Math.floor((byPerformance.length - 1) / 2)];
  return {
    page: runs[0].page,
    preset: runs[0].preset,
    scores,
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
    failing: middle.failing,
    warnings: [...new Set(runs.flatMap((r) => r.warnings))],
  };
}
