/**
 * The one place where accessibility rules are switched off or narrowed.
 * Every entry names the rule, the element it concerns and why; the
 * whole-site audit (crawl.spec.ts) applies them and nothing else does.
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

/**
 * Rules whose outcome can change with the colour mode: colours, and the
 * images and labels that swap with it (logo, the mode toggle). The crawl runs
 * every rule in light mode and these again in dark mode; the others test
 * markup that is identical in both modes, and running all of them twice on
 * 622 pages would add minutes to CI for no new finding. The full set runs in
 * dark mode on the pages of accessibility-states.spec.ts.
 */
export const THEME_DEPENDENT_RULES = [
  'color-contrast',
  'link-in-text-block',
  'image-alt',
  'image-redundant-alt',
  'role-img-alt',
  'svg-img-alt',
  'link-name',
  'button-name',
];
