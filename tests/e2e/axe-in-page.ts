import {createRequire} from 'node:module';
import path from 'node:path';
import type {BrowserContext, Page} from '@playwright/test';
import {AXE_TAGS, isExcluded} from './accessibility-exclusions';

/**
 * axe-core loaded into every page of a context by an init script and run in
 * place. For the whole-site passes: @axe-core/playwright's analyze() injects
 * axe again and opens a helper page on every call, 2–3× slower per audit
 * (1.5–2 s against 0.5–0.9 s here), too slow for well over a thousand audits
 * in CI. Same engine and rules; the single-state tests use @axe-core/playwright.
 */

/** The part of axe's results these tests read. */
type AxeResults = {violations: Array<{id: string; help: string; nodes: Array<{target: string[]}>}>};

// Resolved from the project root rather than import.meta, which Playwright's CommonJS loader of specs lacks.
const AXE_SOURCE = createRequire(path.join(process.cwd(), 'package.json')).resolve('axe-core/axe.min.js');

export async function loadAxeInEveryPage(context: BrowserContext): Promise<void> {
  await context.addInitScript({path: AXE_SOURCE});
}

/**
 * Every WCAG 2.2 A/AA and best-practice rule on the whole page, or only the
 * rules given on the page's own content (`main`: breadcrumbs, article, TOC,
 * pagination). Returns one line per offending element, excluded ones left out.
 *
 * `skipCodeTokens` leaves out the highlighted tokens inside code blocks (the
 * block itself is still audited). Their only findings could be colour
 * contrast, and their colours are one Prism theme's, the same in both modes:
 * docusaurus.config.node.test.ts checks every token colour against the code
 * background, and the audits of accessibility-states.spec.ts include them.
 * On a page of samples they are most of the elements colour contrast checks.
 */
export async function axeViolations(
  page: Page,
  label: string,
  {rules, skipCodeTokens = false}: {rules?: string[]; skipCodeTokens?: boolean} = {},
): Promise<string[]> {
  const results = await page.evaluate(
    ({tags, only, skipCode}) =>
      (window as unknown as {axe: {run: (context: object, options: object) => Promise<AxeResults>}}).axe.run(
        {include: only ? [['main']] : [['html']], exclude: skipCode ? [['pre code']] : []},
        {
          runOnly: only ? {type: 'rule', values: only} : {type: 'tag', values: tags},
          resultTypes: ['violations'],
          // Stylesheet preloading serves CSS media rules that none of these pages need; it costs time per page.
          preload: false,
        },
      ),
    {tags: AXE_TAGS, only: rules, skipCode: skipCodeTokens},
  );
  return results.violations.flatMap((v) =>
    v.nodes
      .map((n) => n.target.join(' '))
      .filter((target) => !isExcluded(v.id, target))
      .map((target) => `${label} ${v.id}: ${target} — ${v.help}`),
  );
}
