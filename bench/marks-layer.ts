/**
 * The Designs tab's marks layer under load (issue 38): 200 marks of every kind (pins, boxes,
 * arrows, free lines of 40 points) on a 4000 × 3000 image, in headless Chromium against the built
 * web app. A scripted drag pans the image for about three seconds, then the wheel zooms in and
 * out for as long; each frame's time is the delta between two requestAnimationFrame callbacks,
 * with the frame rate unlocked (`--disable-gpu-vsync --disable-frame-rate-limit`), so a frame
 * takes what its work takes instead of waiting for the next 16.7 ms tick. Also counted: frames
 * Chromium reports as long animation frames (over 50 ms). The same drag and zoom then run with
 * the layer empty (the marks panel's filter on resolved marks), for what the image alone costs.
 *
 *   node scripts/build-web.mjs && npx tsx bench/marks-layer.ts [--runs 3]
 */
import { chromium, type Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_PASSWORD, demoEmail } from '../src/shared/demo/demoAccounts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/harness';
import { apiAs, benchServer, orderWithVersion, type Api } from './reviewSeed';
import { arg, ms, summarize } from './stats';

const WIDTH = 4000;
const HEIGHT = 3000;
const MARKS = 200;
const KINDS = ['pin', 'box', 'arrow', 'path'] as const;

/** A 4000 × 3000 design: bands, blocks and text, so the browser decodes and draws a real image. */
function bigDesign(): Promise<Buffer> {
  const blocks = Array.from({ length: 60 }, (_, i) => {
    const x = (i % 10) * 400 + 40;
    const y = Math.floor(i / 10) * 500 + 60;
    return `<rect x="${x}" y="${y}" width="320" height="380" fill="hsl(${(i * 37) % 360} 60% 55%)"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#f6f7f9"/><stop offset="1" stop-color="#dce0e5"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>${blocks}
  <text x="80" y="2950" font-size="120" font-family="sans-serif">4000 x 3000</text></svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

/** A small deterministic generator, so every run draws the same marks. */
function rng(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

function shapeOf(kind: (typeof KINDS)[number], next: () => number): { kind: string; points: number[][] } {
  const at = () => [Math.round(next() * 0.9 * 1e4) / 1e4, Math.round(next() * 0.9 * 1e4) / 1e4];
  const [x, y] = at();
  const near = (dx: number, dy: number) => [Math.min(1, x + dx), Math.min(1, y + dy)];
  switch (kind) {
    case 'pin':
      return { kind, points: [[x, y]] };
    case 'box':
      return { kind, points: [[x, y], near(0.05 + next() * 0.05, 0.05 + next() * 0.05)] };
    case 'arrow':
      return { kind, points: [[x, y], near(0.04 + next() * 0.04, 0.03)] };
    case 'path':
      return {
        kind,
        points: Array.from({ length: 40 }, (_, i) => near(i * 0.002, Math.sin(i / 4) * 0.01 + 0.01)),
      };
  }
}

async function seedMarks(manager: Api, orderId: number): Promise<void> {
  const next = rng(38);
  for (let i = 0; i < MARKS; i++) {
    await manager('POST', `/orders/${orderId}/annotations`, {
      version: 1,
      imageIndex: 0,
      shape: shapeOf(KINDS[i % KINDS.length], next),
      body: `Mark ${i + 1}`,
    });
  }
}

/**
 * Starts recording frame deltas and long animation frames in the page. A string, not a function:
 * tsx's transform would name the page's inner functions with a helper the page does not have.
 */
const RECORD = `(() => {
  window.__frames = [];
  window.__long = 0;
  window.__on = true;
  new PerformanceObserver((list) => (window.__long += list.getEntries().length)).observe({ type: 'long-animation-frame' });
  let last = 0;
  const tick = (t) => {
    window.__frames.push(t - last);
    last = t;
    if (window.__on) requestAnimationFrame(tick);
  };
  requestAnimationFrame((t) => {
    last = t;
    requestAnimationFrame(tick);
  });
})()`;

const STOP = `(() => {
  window.__on = false;
  return { frames: window.__frames, long: window.__long };
})()`;

const startRecording = (page: Page) => page.evaluate(RECORD);
const stopRecording = (page: Page) => page.evaluate<Phase>(STOP);

interface Phase {
  readonly frames: number[];
  readonly long: number;
}

async function pan(page: Page, cx: number, cy: number): Promise<Phase> {
  await startRecording(page);
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  const started = Date.now();
  for (let i = 0; Date.now() - started < 3_000; i++) {
    await page.mouse.move(cx + Math.sin(i / 20) * 250, cy + Math.cos(i / 25) * 150);
  }
  await page.mouse.up();
  return stopRecording(page);
}

async function zoom(page: Page, cx: number, cy: number): Promise<Phase> {
  await startRecording(page);
  await page.mouse.move(cx, cy);
  const started = Date.now();
  for (let i = 0; Date.now() - started < 3_000; i++) {
    await page.mouse.wheel(0, Math.floor(i / 15) % 2 === 0 ? -60 : 60);
    await page.waitForTimeout(8);
  }
  return stopRecording(page);
}

const runs = Number(arg('runs', '3'));
const server = await benchServer();
try {
  const manager = await apiAs(server.baseUrl, 'manager');
  const orderId = await orderWithVersion(manager, await bigDesign(), 'Bench: 200 marks on 4000 x 3000');
  await seedMarks(manager, orderId);

  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--disable-gpu-vsync', '--disable-frame-rate-limit'],
  });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(`${server.baseUrl}/login?redirect=${encodeURIComponent(`/orders/${orderId}/edit?tab=designs`)}`);
  await page.getByLabel('Email').fill(demoEmail('manager'));
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const marks = page.locator('.bo-zoom-viewport .bo-marks-layer g.bo-mark');
  // The tab shows the open marks of the image: all 200.
  await marks.nth(MARKS - 1).waitFor({ state: 'attached', timeout: 60_000 });
  const viewport = page.locator('.bo-zoom-viewport');
  await viewport.scrollIntoViewIfNeeded();
  const box = (await viewport.boundingBox())!;
  const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
  console.log(`order ${orderId}: ${await marks.count()} marks drawn, viewport ${box.width}×${box.height} px`);

  const results: Record<string, Phase[]> = { pan: [], zoom: [], 'pan, no mark shown': [], 'zoom, no mark shown': [] };
  for (let run = 0; run < runs; run++) {
    results.pan.push(await pan(page, cx, cy));
    results.zoom.push(await zoom(page, cx, cy));
  }
  // The same image with the layer empty (the panel's filter on resolved marks): what the image alone costs.
  await page.getByLabel('Show marks').selectOption('resolved');
  await marks.first().waitFor({ state: 'detached' });
  for (let run = 0; run < runs; run++) {
    results['pan, no mark shown'].push(await pan(page, cx, cy));
    results['zoom, no mark shown'].push(await zoom(page, cx, cy));
  }
  console.log('| Interaction | Frames | Median | p95 | p99 | Max | Long frames (> 50 ms) |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const [name, phases] of Object.entries(results)) {
    const frames = phases.flatMap((p) => p.frames);
    const s = summarize(frames);
    const long = phases.reduce((sum, p) => sum + p.long, 0);
    console.log(
      `| ${name} (${runs} × 3 s) | ${frames.length} | ${ms(s.median)} | ${ms(s.p95)} | ${ms(s.p99)} | ${ms(s.max)} | ${long} |`,
    );
  }
  await browser.close();
} finally {
  await server.stop();
}
