/**
 * The customer's review page on a cold load (issue 38), against the app's own login page: each
 * repetition opens a new browser context (empty cache, no session) and counts the bytes of every
 * response (headers and body as received) and the time from navigation to the page's first
 * useful thing: the version image's `load` on `/review/<token>`, the login form on `/login`.
 * The link is sent once, to an order whose design is one 1200 × 900 PNG (its web-size JPEG is
 * what the page shows). Medians of the repetitions.
 *
 *   node scripts/build-web.mjs && npx tsx bench/review-page.ts [--reps 7]
 */
import { chromium, type Browser } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/harness';
import { coldLoad, type ColdLoad } from './coldLoad';
import { apiAs, benchServer, orderWithVersion } from './reviewSeed';
import { arg, summarize } from './stats';

/** A cold load at a phone's width, with no session. */
async function coldPhoneLoad(browser: Browser, url: string, ready: () => boolean): Promise<ColdLoad> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const { ms, requests, bytes } = await coldLoad(context, url, (page) =>
    page.waitForFunction(ready, undefined, { timeout: 30_000, polling: 'raf' }),
  );
  await context.close();
  return { ms, requests, bytes };
}

// Functions, not strings: both pages' policies refuse the `eval` a string predicate needs. The
// bench compiles without the DOM's types: the page's document is described as far as it is used.
type PageDocument = { querySelector(selector: string): { complete?: boolean; naturalWidth?: number } | null };
/** The review page's image has loaded. */
const IMAGE_LOADED = () => {
  const img = (globalThis as unknown as { document: PageDocument }).document.querySelector('.rv-image img');
  return !!img && img.complete === true && (img.naturalWidth ?? 0) > 0;
};
/** The login page's form is there. */
const LOGIN_FORM = () =>
  !!(globalThis as unknown as { document: PageDocument }).document.querySelector('input[type=password]');

const reps = Number(arg('reps', '7'));
const server = await benchServer();
try {
  const manager = await apiAs(server.baseUrl, 'manager');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900"><rect width="100%" height="100%" fill="#f6f7f9"/><rect x="400" y="200" width="400" height="400" fill="#2d72d2"/></svg>`;
  const orderId = await orderWithVersion(manager, await sharp(Buffer.from(svg)).png().toBuffer(), 'Bench: review page');
  for (const [from, to] of [
    ['verified', 'delivery'],
    ['delivery', 'waiting_approved'],
  ]) {
    await manager('POST', '/orderHistories', { orderId, status: to, expectedStatus: from });
  }
  const link = await manager<{ url: string }>('POST', `/orders/${orderId}/reviewLinks`, { expiresInHours: 24 });
  const reviewUrl = `${server.baseUrl}${new URL(link.url).pathname}`;

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const pages = {
    'Review page (`/review/<token>`), to the image': [] as ColdLoad[],
    'Login page (`/login`), to its form': [] as ColdLoad[],
  };
  // Alternating, so both pages meet the same moments of a busy machine.
  for (let rep = 0; rep < reps; rep++) {
    pages['Review page (`/review/<token>`), to the image'].push(await coldPhoneLoad(browser, reviewUrl, IMAGE_LOADED));
    pages['Login page (`/login`), to its form'].push(
      await coldPhoneLoad(browser, `${server.baseUrl}/login`, LOGIN_FORM),
    );
  }
  await browser.close();
  console.log(
    `| Page (cold, ${reps} loads each) | Requests | Bytes transferred (median) | Time to first image / form (median) | min–max |`,
  );
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const [name, loads] of Object.entries(pages)) {
    const bytes = summarize(loads.map((l) => l.bytes));
    const time = summarize(loads.map((l) => l.ms));
    console.log(
      `| ${name} | ${summarize(loads.map((l) => l.requests)).median} | ${(bytes.median / 1024).toFixed(1)} kB | ${time.median} ms | ${time.min}–${time.max} ms |`,
    );
  }
} finally {
  await server.stop();
}
