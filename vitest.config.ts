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
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'node',
          // Files share their worker's modules instead of importing them again each (no test
          // mocks a module or leaves global state behind): 1,737 tests in 12 s instead of 112 s,
          // most of which was importing.
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/api/globalSetup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // Two files at a time, each on its own database (tests/api/harness.ts): PGlite runs in
          // the test's own thread, so one worker left a core idle. 190 s instead of 220 s on
          // PGlite, 90 s instead of 121 s on PostgreSQL (2 cores, bench/RESULTS.md).
          maxWorkers: 2,
          // One import of the server, and one compilation of PGlite's WebAssembly, for every file
          // of a worker rather than each file's own: 231 s instead of 475 s on PGlite, 294 s
          // instead of 414 s on PostgreSQL, with one worker.
          isolate: false,
        },
      },
    ],
  },
});
