/**
 * The Designs tab under load (issue 38, at scale issue 39). By default one version whose image
 * is 4000 × 3000 with 200 marks of every kind (pins, boxes, arrows, free lines of 40 points);
 * with `--versions 30 --marks 500` an order of 30 versions (each its own 4000 × 3000 image,
 * brought by the workflow's reject-and-upload rounds) whose 500 marks are four in five on the
 * newest version, open, the rest spread over the earlier ones, resolved. In one run, in
 * headless Chromium against the built web app:
 *
 * - cold opens of the tab (a new signed-in context, cache off): time from navigation to the
 *   newest version's image loaded with its marks drawn, requests, bytes and elements, beside
 *   the same for an order of one version of the same image and no mark;
 * - pan (a scripted drag) and zoom (the wheel), three seconds each, `--runs` times: each frame's
 *   time is the delta between two requestAnimationFrame callbacks, with the frame rate unlocked
 *   (`--disable-gpu-vsync --disable-frame-rate-limit`); frames Chromium reports as long
 *   animation frames (over 50 ms) are counted. The same with the layer empty (the marks panel's
 *   filter on resolved marks), for what the image alone costs;
 * - the marks panel scrolled by the wheel, when it lists more than a screen of marks;
 * - switching versions in the stack: to an earlier version (first visit) and back to the newest;
 * - with `--api N` (100 by default, 0 for none), after the browser: both GET endpoints of the
 *   same order seeded in PGlite, p95 beside a plain SQL floor (bench/designsApi.ts).
 *
 *   node scripts/build-web.mjs && npx tsx bench/marks-layer.ts [--runs 3] [--versions 30 --marks 500 --replies 2]
 *     [--cold 5] [--api 100] [--shots <folder>]
 */
import { chromium, type Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_PASSWORD, demoEmail } from '../src/shared/demo/demoAccounts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/harness';
import { measureDesignsApi } from './designsApi';
import { newestShare, seedMarks, type MarksPlan } from './designMarks';
import { coldOpen, domSize, pan, switchTo, wheel, type ColdOpen, type Phase } from './designsPage';
import { addVersions, apiAs, benchServer, orderWithImage, uploadDesign } from './reviewSeed';
import { arg, ms, summarize } from './stats';

const WIDTH = 4000;
const HEIGHT = 3000;

/** A 4000 × 3000 design: bands, blocks and text, so the browser decodes and draws a real image; `variant` 0 is issue 38's. */
function bigDesign(variant: number): Promise<Buffer> {
  const blocks = Array.from({ length: 60 }, (_, i) => {
    const x = (i % 10) * 400 + 40;
    const y = Math.floor(i / 10) * 500 + 60;
    return `<rect x="${x}" y="${y}" width="320" height="380" fill="hsl(${(i * 37 + variant * 11) % 360} 60% 55%)"/>`;
  }).join('');
  const label = variant === 0 ? '4000 x 3000' : `4000 x 3000, v${variant + 1}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#f6f7f9"/><stop offset="1" stop-color="#dce0e5"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>${blocks}
  <text x="80" y="2950" font-size="120" font-family="sans-serif">${label}</text></svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

const runs = Number(arg('runs', '3'));
const plan: MarksPlan = {
  versions: Number(arg('versions', '1')),
  marks: Number(arg('marks', '200')),
  replies: Number(arg('replies', '0')),
};
const coldReps = Number(arg('cold', '5'));
const apiIterations = Number(arg('api', '100'));
const shots = arg('shots', '');
const newest = newestShare(plan);

const frameRow = (name: string, phases: Phase[]) => {
  const frames = phases.flatMap((p) => p.frames);
  const s = summarize(frames);
  const long = phases.reduce((sum, p) => sum + p.long, 0);
  return `| ${name} (${phases.length} × 3 s) | ${frames.length} | ${ms(s.median)} | ${ms(s.p95)} | ${ms(s.p99)} | ${ms(s.max)} | ${long} |`;
};

const coldRow = (name: string, loads: ColdOpen[]) => {
  const median = (pick: (l: ColdOpen) => number) => summarize(loads.map(pick)).median;
  const times = loads.map((l) => l.ms);
  return `| ${name} | ${median((l) => l.requests)} | ${(median((l) => l.bytes) / 1024).toFixed(1)} kB | ${median((l) => l.ms)} ms | ${Math.min(...times)}–${Math.max(...times)} ms | ${median((l) => l.elements)} |`;
};

async function signIn(page: Page, baseUrl: string, path: string): Promise<void> {
  await page.goto(`${baseUrl}/login?redirect=${encodeURIComponent(path)}`);
  await page.getByLabel('Email').fill(demoEmail('manager'));
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const server = await benchServer();
try {
  const manager = await apiAs(server.baseUrl, 'manager');
  const images: string[] = [];
  for (let v = 0; v < plan.versions; v++) images.push(await uploadDesign(manager, await bigDesign(v)));
  const latest = images[images.length - 1];
  const name = `Bench: ${plan.marks} marks on 4000 x 3000${plan.versions > 1 ? `, ${plan.versions} versions` : ''}`;
  const orderId = await orderWithImage(manager, images[0], name);
  await addVersions(manager, orderId, images.slice(1));
  await seedMarks(manager, orderId, plan);
  const baselineId = await orderWithImage(manager, latest, 'Bench: one version, no mark');
  const tabOf = (id: number) => `/orders/${id}/edit?tab=designs`;

  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--disable-gpu-vsync', '--disable-frame-rate-limit'],
  });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await signIn(page, server.baseUrl, tabOf(orderId));
  const marks = page.locator('.bo-zoom-viewport .bo-marks-layer g.bo-mark');
  // The tab shows the open marks of the newest version's image.
  await marks.nth(newest - 1).waitFor({ state: 'attached', timeout: 60_000 });
  const viewport = page.locator('.bo-zoom-viewport');
  await viewport.scrollIntoViewIfNeeded();
  const box = (await viewport.boundingBox())!;
  const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
  console.log(
    `order ${orderId}: ${plan.versions} version(s), ${plan.marks} marks (${newest} on the newest), ` +
      `${await marks.count()} drawn, viewport ${box.width}×${box.height} px, ${await domSize(page)} elements`,
  );

  const storage = await page.context().storageState();
  const cold: Record<string, ColdOpen[]> = { big: [], baseline: [] };
  for (let i = 0; i < coldReps; i++) {
    cold.baseline.push(await coldOpen(browser, storage, server.baseUrl + tabOf(baselineId), { src: latest, marks: 0 }));
    cold.big.push(await coldOpen(browser, storage, server.baseUrl + tabOf(orderId), { src: latest, marks: newest }));
  }

  const results: Record<string, Phase[]> = { pan: [], zoom: [] };
  for (let run = 0; run < runs; run++) {
    results.pan.push(await pan(page, cx, cy));
    results.zoom.push(await wheel(page, cx, cy));
  }
  const list = page.locator('.bo-marks-list');
  const listBox = await list.boundingBox();
  const listed = await page.locator('.bo-marks-list > li').count();
  if (listBox && listed > 10) {
    results[`marks panel scroll (${listed} listed)`] = [];
    for (let run = 0; run < runs; run++) {
      const phase = await wheel(page, listBox.x + listBox.width / 2, listBox.y + listBox.height / 2, 100, 60);
      results[`marks panel scroll (${listed} listed)`].push(phase);
    }
  }
  const switches: Record<string, number[]> = { 'to an earlier version, first visit': [], 'back to the newest': [] };
  for (let v = plan.versions - 1; v >= Math.max(1, plan.versions - 8); v--) {
    switches['to an earlier version, first visit'].push(await switchTo(page, v, { src: images[v - 1], marks: 0 }));
    switches['back to the newest'].push(await switchTo(page, plan.versions, { src: latest, marks: newest }));
  }
  if (shots) {
    for (const width of [1280, 700]) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForTimeout(500);
      const file = `${shots}/designs-${plan.versions}v-${plan.marks}m-${width}`;
      // A string: the bench compiles without the DOM's types.
      await page.evaluate(`document.querySelector('[data-testid="designs-tab"]').scrollIntoView({ block: 'start' })`);
      await page.screenshot({ path: `${file}-top.png` });
      await viewport.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${file}-image.png` });
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await viewport.scrollIntoViewIfNeeded();
  }
  // The same image with the layer empty (the panel's filter on resolved marks): what the image alone costs.
  results['pan, no mark shown'] = [];
  results['zoom, no mark shown'] = [];
  await page.getByLabel('Show marks').selectOption('resolved');
  await marks.first().waitFor({ state: 'detached' });
  for (let run = 0; run < runs; run++) {
    results['pan, no mark shown'].push(await pan(page, cx, cy));
    results['zoom, no mark shown'].push(await wheel(page, cx, cy));
  }
  await browser.close();

  console.log(
    '\n| Cold open of the tab | Requests | Bytes (median) | To the image and its marks (median) | min–max | Elements |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  console.log(coldRow('1 version, no mark', cold.baseline));
  console.log(coldRow(`${plan.versions} versions, ${plan.marks} marks (${newest} drawn)`, cold.big));
  console.log('\n| Interaction | Frames | Median | p95 | p99 | Max | Long frames (> 50 ms) |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const [label, phases] of Object.entries(results)) console.log(frameRow(label, phases));
  if (plan.versions > 1) {
    console.log('\n| Switch of version | Switches | Median | Max |');
    console.log('| --- | ---: | ---: | ---: |');
    for (const [label, times] of Object.entries(switches)) {
      const s = summarize(times);
      console.log(`| ${label} | ${times.length} | ${s.median} ms | ${s.max} ms |`);
    }
  }
} finally {
  await server.stop();
}

if (apiIterations > 0) {
  const figures = await measureDesignsApi(plan, apiIterations);
  console.log(
    `\n| Endpoint, PGlite (${apiIterations} calls) | Answer | API median | API p95 | SQL floor median | floor p95 |`,
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const f of figures) {
    console.log(
      `| ${f.name} | ${(f.bytes / 1024).toFixed(1)} kB | ${ms(f.api.median)} | ${ms(f.api.p95)} | ${ms(f.floor.median)} | ${ms(f.floor.p95)} |`,
    );
  }
}
