/**
 * The end-to-end suite's time, and where it goes: runs `playwright test` (after the build
 * `npm run test:e2e` runs first, untimed) with Playwright's JSON report and prints the run's
 * wall time, each file's tests' time, the time outside any test (the run's global setup, each
 * file's server start and stop, loading the files) and how busy the machine was. Extra
 * arguments go to Playwright (a file list, `--repeat-each 2`); CHROMIUM_PATH picks the browser.
 *
 *   npx tsx bench/e2e-suite.ts
 *   npx tsx bench/e2e-suite.ts tests/e2e/accessibility.test.ts
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { machineCpuSeconds } from './cpuTime';

interface Result {
  readonly duration: number;
  readonly status: string;
}
interface Suite {
  readonly file?: string;
  readonly specs?: readonly { readonly tests: readonly { readonly results: readonly Result[] }[] }[];
  readonly suites?: readonly Suite[];
}
interface Report {
  readonly suites: readonly Suite[];
  readonly stats: { readonly duration: number; readonly expected: number; readonly unexpected: number };
  readonly config: { readonly workers: number };
}

/** Milliseconds of test time per file, and how many tests failed, over a suite and its children. */
function perFile(suite: Suite, file: string, into: Map<string, { ms: number; failed: number }>): void {
  const name = suite.file ?? file;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      for (const result of test.results) {
        const entry = into.get(name) ?? { ms: 0, failed: 0 };
        entry.ms += result.duration;
        if (result.status !== 'passed' && result.status !== 'skipped') entry.failed += 1;
        into.set(name, entry);
      }
    }
  }
  for (const child of suite.suites ?? []) perFile(child, name, into);
}

const build = spawnSync(process.execPath, ['scripts/build-web.mjs'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const dir = mkdtempSync(join(tmpdir(), 'bo-e2e-bench-'));
const reportPath = join(dir, 'report.json');
const before = machineCpuSeconds();
const started = performance.now();
const run = spawnSync('npx', ['playwright', 'test', '--reporter=json', ...process.argv.slice(2)], {
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: reportPath },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const wall = (performance.now() - started) / 1000;
const after = machineCpuSeconds();
const report = JSON.parse(readFileSync(reportPath, 'utf8')) as Report;
rmSync(dir, { recursive: true, force: true });

const files = new Map<string, { ms: number; failed: number }>();
for (const suite of report.suites) perFile(suite, '', files);
let inTests = 0;
console.log('| File | Tests’ time | Failed |\n| --- | ---: | ---: |');
for (const [file, { ms, failed }] of files) {
  inTests += ms / 1000;
  console.log(`| ${file} | ${(ms / 1000).toFixed(1)} s | ${failed} |`);
}
const busy = (after.busy - before.busy) / (wall * after.cores);
const { workers } = report.config;
console.log(`
Playwright's run: ${(report.stats.duration / 1000).toFixed(1)} s (${report.stats.expected} passed, ${report.stats.unexpected} failed)
In tests: ${inTests.toFixed(1)} s; outside any test (global setup, servers started and stopped, files loaded): ${((report.stats.duration / 1000) * workers - inTests).toFixed(1)} s over ${files.size} files${workers > 1 ? ` (worker-seconds, ${workers} workers)` : ''}
Wall, from the runner's start to its exit: ${wall.toFixed(1)} s; the machine was busy ${(busy * 100).toFixed(0)}% of its ${after.cores} cores`);
process.exit(run.status ?? 1);
