/**
 * What the design review benchmarks do in the Designs tab (issues 38 and 39): frame times while a
 * scripted drag pans, the wheel zooms or the marks panel scrolls; a cold open of the tab; a
 * switch of version in the stack.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { coldLoad } from './coldLoad';

/** A signed-in context's cookies and storage, as a new context takes them. */
export type Storage = Awaited<ReturnType<BrowserContext['storageState']>>;

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

/** The frames of one interaction and how many of them Chromium called long (over 50 ms). */
export interface Phase {
  readonly frames: number[];
  readonly long: number;
}

/** A drag around (cx, cy) for three seconds. */
export async function pan(page: Page, cx: number, cy: number): Promise<Phase> {
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

/** The wheel at (cx, cy) for three seconds, `step` px a notch, turning every `turn` notches. */
export async function wheel(page: Page, cx: number, cy: number, step = 60, turn = 15): Promise<Phase> {
  await startRecording(page);
  await page.mouse.move(cx, cy);
  const started = Date.now();
  for (let i = 0; Date.now() - started < 3_000; i++) {
    await page.mouse.wheel(0, Math.floor(i / turn) % 2 === 0 ? -step : step);
    await page.waitForTimeout(8);
  }
  return stopRecording(page);
}

// Functions, not strings: the app's policy refuses the `eval` a string predicate needs. The bench
// compiles without the DOM's types: the page's document is described as far as it is used, and
// the functions hold no inner named function (tsx would name it with a helper the page lacks).
interface PageImage {
  readonly complete: boolean;
  readonly naturalWidth: number;
  getAttribute(name: string): string | null;
}
interface PageDocument {
  querySelector(selector: string): PageImage | null;
  querySelectorAll(selector: string): { readonly length: number };
  getElementsByTagName(name: string): { readonly length: number };
}

/** What the viewer shows once drawn: its image's address and how many marks its layer holds. */
export interface Drawn {
  readonly src: string;
  readonly marks: number;
}

/** The viewer shows `want.src`, loaded, with `want.marks` marks drawn on it. */
const DRAWN = (want: Drawn) => {
  const d = (globalThis as unknown as { document: PageDocument }).document;
  const img = d.querySelector('.bo-zoom-viewport img.bo-zoom-image');
  if (!img || img.getAttribute('src') !== want.src || !img.complete || img.naturalWidth === 0) return false;
  return d.querySelectorAll('.bo-zoom-viewport .bo-marks-layer g.bo-mark').length === want.marks;
};

/** How many elements the page holds. */
export const domSize = (page: Page): Promise<number> =>
  page.evaluate(() => (globalThis as unknown as { document: PageDocument }).document.getElementsByTagName('*').length);

/** One cold open: time from navigation to the drawn viewer, the requests and bytes it took. */
export interface ColdOpen {
  readonly ms: number;
  readonly requests: number;
  readonly bytes: number;
  readonly elements: number;
}

/**
 * Opens `url` in a new context signed in as `storage` says, with the cache off, and times it
 * until the viewer is drawn as `want` says; every response counts, headers and body as received.
 */
export async function coldOpen(browser: Browser, storage: Storage, url: string, want: Drawn): Promise<ColdOpen> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, storageState: storage });
  const { page, ms, requests, bytes } = await coldLoad(context, url, (opened) =>
    opened.waitForFunction(DRAWN, want, { timeout: 60_000, polling: 'raf' }),
  );
  const elements = await domSize(page);
  await context.close();
  return { ms, requests, bytes, elements };
}

/** Clicks version `version` in the stack and times it until the viewer is drawn as `want` says. */
export async function switchTo(page: Page, version: number, want: Drawn): Promise<number> {
  const target = page.locator(`.bo-version:has(strong:text-is("v${version}"))`);
  await target.scrollIntoViewIfNeeded();
  const started = Date.now();
  await target.click();
  await page.waitForFunction(DRAWN, want, { timeout: 60_000, polling: 'raf' });
  return Date.now() - started;
}
