/**
 * The one place where accessibility rules are switched off or narrowed.
 * Every entry names the rule, the element it concerns and why; the
 * whole-site audit (site-crawl.spec.ts) applies them and nothing else does.
 */

/** WCAG 2.0–2.2 A and AA (axe tags are per version) plus axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

export type AxeExclusion = {
  rule: string;
  /** Part of the axe target selector of the element concerned; every element when absent. */
  target?: string;
  reason: string;
};

/** Empty: every page passes every rule. Add an entry only with the reason a reader is not harmed. */
export const AXE_EXCLUSIONS: AxeExclusion[] = [];

export function isExcluded(rule: string, target: string): boolean {
  return AXE_EXCLUSIONS.some((e) => e.rule === rule && (!e.target || target.includes(e.target)));
}
