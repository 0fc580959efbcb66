import type { BrowserContext, Page } from '@playwright/test';

/** What a cold load cost: time to ready, and every response as received (headers and body). */
export interface ColdLoad {
  readonly ms: number;
  readonly requests: number;
  readonly bytes: number;
}

/**
 * Opens `url` in a new page of `context` with the browser's cache off and times it until
 * `ready` resolves (the caller's `waitForFunction`); then waits for the network to settle, so
 * what was still arriving (thumbnails, fonts) counts too. The page stays open for the caller.
 */
export async function coldLoad(
  context: BrowserContext,
  url: string,
  ready: (page: Page) => Promise<unknown>,
): Promise<ColdLoad & { readonly page: Page }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  let bytes = 0;
  let requests = 0;
  cdp.on('Network.loadingFinished', (e: { encodedDataLength: number }) => {
    bytes += e.encodedDataLength;
    requests++;
  });
  const started = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  await ready(page);
  const ms = Date.now() - started;
  await page.waitForLoadState('networkidle');
  return { page, ms, requests, bytes };
}
