/**
 * The Excel export as the office meets it: in Chromium, through the app's own screens. The
 * bundled web server (`npm run web`) serves a PGlite folder (`--data`, e.g. the million
 * orders bench/export.ts fills and keeps); the manager signs in, opens Orders, presses
 * Export, takes every order since 01/01/2000 and presses Export in the dialog. The renderer
 * fetches the pages, its Web Worker writes the workbook, and the browser downloads it.
 *
 * Timed from the click on Export to the download saved on disk. Memory is sampled every
 * 100 ms from `/proc` for each of Chromium's processes; the renderer's peak RSS (its page
 * and the export's worker, which runs as a thread of it) and the peak of all of Chromium's
 * processes together are printed, each beside its RSS just before the click.
 *
 *   node scripts/build-web.mjs && npx tsx bench/exportBrowser.ts --data /tmp/bo-export-data/pglite-1m [--runs 1]
 */
import { chromium } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { DEMO_PASSWORD, demoEmail } from '../src/shared/demo/demoAccounts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, spawnServer } from '../tests/e2e/harness';
import { arg, ms } from './stats';

const dataDir = arg('data', '');
const runs = Number(arg('runs', '1'));
if (!dataDir) throw new Error('--data <PGlite folder> is required (bench/export.ts --data fills one)');

const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;

/** Each process's parent and RSS in kB, from `/proc`. */
function processes(): Map<number, { parent: number; rss: number; renderer: boolean }> {
  const found = new Map<number, { parent: number; rss: number; renderer: boolean }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const parent = Number(/PPid:\s+(\d+)/.exec(status)?.[1] ?? 0);
      const rss = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      const renderer = readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('--type=renderer');
      found.set(Number(entry), { parent, rss, renderer });
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

/** The RSS of the browser's processes in kB: all together, and the largest renderer's. */
function chromiumRss(root: number): { total: number; renderer: number } {
  const all = processes();
  const inTree = (pid: number): boolean => {
    for (let at = pid, hops = 0; at > 1 && hops < 10; hops++) {
      if (at === root) return true;
      at = all.get(at)?.parent ?? 0;
    }
    return false;
  };
  let total = 0;
  let renderer = 0;
  for (const [pid, info] of all) {
    if (!inTree(pid)) continue;
    total += info.rss;
    if (info.renderer) renderer = Math.max(renderer, info.rss);
  }
  return { total, renderer };
}

const server = await spawnServer(dataDir);
// A switch Chromium ignores, to find its browser process among the machine's.
const marker = `--bench-export-${process.pid}`;
const jsFlags = arg('js-flags', '');
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS, marker, ...(jsFlags ? [`--js-flags=${jsFlags}`] : [])],
});
try {
  const root = [...processes().keys()].find((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes(marker);
    } catch {
      return false;
    }
  });
  if (!root) throw new Error('The browser process of Chromium was not found');
  console.log(`Excel export of every order, in Chromium through the app (${dataDir})`);
  console.log('| Run | Rows | Time | Renderer peak RSS (before) | All of Chromium, peak RSS (before) | File |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (let run = 1; run <= runs; run++) {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${server.baseUrl}/login?redirect=${encodeURIComponent('/orders')}`);
    await page.getByLabel('Email').fill(demoEmail('manager'));
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByTestId('orders-table').waitFor({ timeout: 60_000 });
    await page.getByTestId('list-export').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('export-first').fill('01/01/2000');
    await page.waitForTimeout(1_000);

    const before = chromiumRss(root);
    const peak = { ...before };
    const sampler = setInterval(() => {
      const now = chromiumRss(root);
      peak.total = Math.max(peak.total, now.total);
      peak.renderer = Math.max(peak.renderer, now.renderer);
    }, 100);
    const download = page.waitForEvent('download', { timeout: 600_000 });
    const started = performance.now();
    await dialog.getByTestId('export-start').click();
    const file = await (await download).path();
    const time = performance.now() - started;
    clearInterval(sampler);
    const notice = await page.getByText(/Exported [\d,]+ rows/).textContent();
    const rows = /Exported ([\d,]+) rows/.exec(notice ?? '')?.[1] ?? '?';
    const size = (await stat(file)).size / 1024;
    console.log(
      `| ${run} | ${rows} | ${ms(time)} | ${mb(peak.renderer)} (${mb(before.renderer)}) | ${mb(peak.total)} (${mb(before.total)}) | ${mb(size)} |`,
    );
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
