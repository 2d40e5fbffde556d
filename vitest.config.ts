import {defineConfig} from 'vitest/config';

// Unit tests live beside the module they test, named `<module>.node.test.ts` (`.tsx` for one that renders React): the suffix names the
// environment they run in. Browser tests of the built site are Playwright's, in tests/e2e.
export default defineConfig({
  test: {
    include: ['**/*.node.test.ts', '**/*.node.test.tsx'],
    exclude: ['**/node_modules/**', 'build/**', '.docusaurus/**', 'server/dist/**'],
    environment: 'node',
  },
});
