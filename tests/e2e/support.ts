import {test as base, expect, type Page} from '@playwright/test';

/**
 * `test` that fails when the page logs a console error, throws, or breaks
 * the Content-Security-Policy: a reader would not see those, but they mean
 * something on the page is broken.
 */
export const test = base.extend<{consoleProblems: string[]; saveData: boolean}>({
  /**
   * On by default: the browser reports a data-saving connection, so the site
   * fetches nothing optional. Otherwise, after every load, it downloads the
   * search data and builds the index in a worker, and prefetches the pages of
   * visible links: seconds of CPU per page that compete with the test on a
   * small CI machine. Search then loads when the reader reaches for it. Specs
   * that test search or prefetching as most readers meet them use
   * `test.use({saveData: false})`.
   */
  saveData: [true, {option: true}],
  page: async ({page, saveData}, use) => {
    if (saveData) await onDataSavingConnection(page);
    await use(page);
  },
  consoleProblems: [
    async ({page}, use) => {
      const problems: string[] = [];
      await reportCspViolations(page);
      page.on('console', (msg) => {
        if (msg.type() === 'error') problems.push(`console.error: ${msg.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      await use(problems);
      expect(problems, 'console errors or uncaught exceptions').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

/** Every CSP violation in the page becomes a console error that names the directive and what it blocked. */
export async function reportCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
}

/** Wait until React has hydrated, so clicks reach event handlers. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
}

export async function openPage(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), `status of ${path}`).toBe(200);
  await hydrated(page);
}

/** Makes the page see a data-saving connection (the `page` fixture does this unless a spec sets `saveData: false`). */
async function onDataSavingConnection(page: Page): Promise<void> {
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', {value: {saveData: true, effectiveType: '4g'}, configurable: true}),
  );
}

/** A browser that refuses storage (privacy settings, some embedded views): reading either store throws. */
export async function withoutStorage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage'] as const) {
      Object.defineProperty(window, name, {
        get() {
          throw new DOMException('Storage is disabled', 'SecurityError');
        },
      });
    }
  });
}
