import {defineConfig, devices} from '@playwright/test';
import {CHROMIUM_TEST_FLAGS, CHROMIUM_PATH} from './scripts/lib/chromium';

/**
 * Browser tests run against the production build served by the production
 * server (`npm run serve`: server/dist/main.js), under the site's headers and CSP.
 * They drive Debian's Chromium (`apt-get install chromium`); set
 * CHROMIUM_PATH to use another Chromium-based browser.
 */
const PORT = Number(process.env.E2E_PORT ?? 4173);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/** The same build behind nginx with the deployed configuration (tests/e2e/serving.spec.ts). */
export const NGINX_URL = `http://127.0.0.1:${PORT + 1}`;

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list'], ['line']] : 'list',
  timeout: 60_000,
  use: {
    baseURL: BASE_URL,
    // A failed test keeps its trace of DOM snapshots, which the trace viewer replays, and a final screenshot.
    // The trace's screencast is left out: it cost 14 % of the crawl's time on the 2-core CI machine.
    trace: {mode: 'retain-on-failure', screenshots: false, snapshots: true},
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_TEST_FLAGS,
    },
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], channel: undefined}}],
  webServer: [
    {
      command: 'node server/dist/main.js',
      env: {PORT: String(PORT), HOST: '127.0.0.1'},
      url: BASE_URL,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: 'node server/dist/serve-nginx.js',
      env: {PORT: String(PORT + 1), HOST: '127.0.0.1'},
      url: NGINX_URL,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
