/**
 * The part of a Lighthouse result we act on: four category scores, three
 * metrics, and for each category below 100 the audits that cost points.
 */
import type {Result} from 'lighthouse';

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
