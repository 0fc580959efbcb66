/**
 * The Excel export as the office meets it: in Chromium, through the app's own screens. The
 * bundled web server (`npm run web`) serves a PGlite folder (`--data`, e.g. the million
 * orders bench/export.ts fills and keeps); the manager, signed in, opens Orders, presses
 * Export, takes every order since 01/01/2000 and presses Export in the dialog. The renderer
 * fetches the pages, its Web Worker writes the workbook, and the browser downloads it.
 * Chromium is driven over the DevTools protocol without its `Network` domain (bench/cdpBrowser.ts):
 * Playwright's driving kept every page's body in the renderer for the inspector, 180–220 MB
 * of the renderer's peak that a user's renderer does not hold.
 *
 * Timed from the click on Export to the download saved on disk. Memory is sampled every
 * 100 ms from `/proc` for each of Chromium's processes; the renderer's peak RSS (its page
 * and the export's worker, which runs as a thread of it) and the peak of all of Chromium's
 * processes together are printed, each beside its RSS just before the click.
 *
 *   node scripts/build-web.mjs && npx tsx bench/exportBrowser.ts --data /tmp/bo-export-data/pglite-1m [--runs 1]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { WEB_CLIENT_HEADER, WEB_CLIENT_VALUE } from '../src/shared/api/session';
import { DEMO_PASSWORD, demoEmail } from '../src/shared/demo/demoAccounts';
import { spawnServer } from '../tests/e2e/harness';
import { launchCdpBrowser } from './cdpBrowser';
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
const jsFlags = arg('js-flags', '');
const browser = await launchCdpBrowser(jsFlags ? [`--js-flags=${jsFlags}`] : []);
try {
  console.log(`Excel export of every order, in Chromium through the app (${dataDir})`);
  console.log('| Run | Rows | Time | Renderer peak RSS (before) | All of Chromium, peak RSS (before) | File |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  // The manager's session, as the sign-in page would get it: the HttpOnly cookie of the web client.
  const signIn = await fetch(`${server.baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [WEB_CLIENT_HEADER]: WEB_CLIENT_VALUE },
    body: JSON.stringify({ email: demoEmail('manager'), password: DEMO_PASSWORD }),
  });
  if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}`);
  const domain = new URL(server.baseUrl).hostname;
  await browser.setCookies(
    signIn.headers.getSetCookie().map((cookie) => {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), domain };
    }),
  );
  for (let run = 1; run <= runs; run++) {
    const page = await browser.open(`${server.baseUrl}/orders`, { width: 1440, height: 900 });
    await page.until(`!!document.querySelector('[data-testid=orders-table]')`);
    await page.evaluate(`document.querySelector('[data-testid=list-export]').click()`);
    await page.until(`!!document.querySelector('[data-testid=export-first]')`);
    // Typed as a person types it: React hears the input event of the new value.
    await page.evaluate(`(() => {
      const input = document.querySelector('[data-testid=export-first]');
      input.focus();
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, '01/01/2000');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    })()`);
    await page.until(`document.querySelector('[data-testid=export-scope]')?.textContent.includes('01/01/2000')`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    const before = chromiumRss(browser.pid);
    const peak = { ...before };
    const sampler = setInterval(() => {
      const now = chromiumRss(browser.pid);
      peak.total = Math.max(peak.total, now.total);
      peak.renderer = Math.max(peak.renderer, now.renderer);
    }, 100);
    const download = browser.nextDownload();
    const started = performance.now();
    await page.evaluate(`document.querySelector('[data-testid=export-start]').click()`);
    const file = join(browser.downloads, await download);
    const time = performance.now() - started;
    clearInterval(sampler);
    await page.until(`/Exported [\\d,]+ rows/.test(document.body.textContent)`);
    const notice = await page.evaluate<string>(`document.body.textContent`);
    const rows = /Exported ([\d,]+) rows/.exec(notice)?.[1] ?? '?';
    const size = (await stat(file)).size / 1024;
    console.log(
      `| ${run} | ${rows} | ${ms(time)} | ${mb(peak.renderer)} (${mb(before.renderer)}) | ${mb(peak.total)} (${mb(before.total)}) | ${mb(size)} |`,
    );
    await rm(file);
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
