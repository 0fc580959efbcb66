import { defineConfig, type ReporterDescription } from '@playwright/test';
import { ACTION_TIMEOUT_MS, CHROMIUM_ARGS, CHROMIUM_PATH, LOCALE, VIEWPORT } from './tests/e2e/harness';

/**
 * The end-to-end suite: the web build in the system Chromium against the bundled server
 * (`out/server/main.mjs --web`; `npm run test:e2e` builds both first with
 * scripts/build-web.mjs), one fresh server per test file (tests/e2e/fixtures.ts), each on a copy of
 * the run's seeded data folder (tests/e2e/globalSetup.ts).
 */
const jsonDir = process.env.VITEST_JSON_DIR;

// CI (VITEST_JSON_DIR) adds a JSON report so .ci/run can print one closing count of every suite.
const reporter: ReporterDescription[] = [['list']];
if (jsonDir) reporter.push(['json', { outputFile: `${jsonDir}/playwright.json` }]);

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/globalSetup.ts',
  outputDir: 'test-results/playwright',
  // Two files at a time, each on its own server: one worker kept the two cores 81% busy, two 96%,
  // and the suite took 6.2 minutes against 10.3 (bench/RESULTS.md).
  workers: 2,
  fullyParallel: false,
  // On CI a failed test runs once more, on a fresh server (its file's beforeAll again), and is
  // reported as flaky if it then passes: under two workers the machine is 96% busy, and each full
  // run of 2026-11-27 met one race between the test and a redraw (each fixed since). A test that
  // fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 120_000,
  expect: { timeout: ACTION_TIMEOUT_MS },
  reporter,
  use: {
    browserName: 'chromium',
    // Never a downloaded browser: the system Chromium with the sandbox's flags.
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    headless: true,
    viewport: VIEWPORT,
    locale: LOCALE,
    actionTimeout: ACTION_TIMEOUT_MS,
    navigationTimeout: ACTION_TIMEOUT_MS,
    // A trace of every failed test: its actions, console and network, without the filmstrip or the
    // DOM snapshots of each action, which every test recorded and most threw away (screenshots
    // doubled the suite's time; the snapshots cost a further 14% of it). A failure still keeps its
    // screenshot and its page's accessibility snapshot (error-context.md).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
  },
});
