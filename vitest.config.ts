import { defineConfig } from 'vitest/config';

/**
 * Two suites: `unit` (beside the code) and `api` (every endpoint through app.inject, on PGlite,
 * or on PostgreSQL with TEST_DB=postgres). The end-to-end suite runs with @playwright/test
 * (playwright.config.ts).
 */
const jsonDir = process.env.VITEST_JSON_DIR;

export default defineConfig({
  test: {
    // CI adds a JSON report per run so .ci/run can print one closing count of every suite.
    reporters: jsonDir ? ['default', ['json', { outputFile: `${jsonDir}/run-${process.pid}.json` }]] : ['default'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
