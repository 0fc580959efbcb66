import { test as base, type Browser, type Page } from '@playwright/test';
import { ACTION_TIMEOUT_MS, LOCALE, startServer, VIEWPORT, type E2eServer } from './harness';

export { expect } from '@playwright/test';

/** How long the file's beforeAll may take: starting the server migrates and seeds a new database. */
const SERVER_HOOK_TIMEOUT_MS = 240_000;

/** The server of the test file being run (the worker runs one file at a time). */
let fileServer: E2eServer | undefined;

/** The current test file's server; only between its beforeAll and afterAll. */
export function currentServer(): E2eServer {
  if (!fileServer) throw new Error('no e2e server: call useFreshServer() at the top of the test file');
  return fileServer;
}

/**
 * Playwright's `test` whose `baseURL` is the current file's server, so `page.goto('/login')`
 * opens that server. Each test still gets its own browser context (no cookies, no local
 * storage); the browser is Playwright's, launched once per worker from playwright.config.ts.
 */
export const test = base.extend<{ server: E2eServer }>({
  // Playwright reads a fixture's dependencies from its first parameter, so it must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  server: [async ({}, use) => use(currentServer()), { auto: true }],
  // Playwright also resolves baseURL for beforeAll hooks, before useFreshServer's hook has
  // started the server: undefined there; each test checks the server through `server` above.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => use(fileServer?.baseUrl),
});

/**
 * Starts one fresh server (a new PGlite database with the demo seed) before the calling file's
 * first test and stops it after its last: the tests of a file share its state, e.g. the
 * records they create, and no two files share a server. Call it once at the top of each file.
 */
export function useFreshServer(): void {
  test.beforeAll(async () => {
    test.setTimeout(SERVER_HOOK_TIMEOUT_MS);
    fileServer = await startServer();
  });
  test.afterAll(async () => {
    await fileServer?.stop();
    fileServer = undefined;
  });
}

/**
 * Runs `body` on a page of a new browser context set up like the `page` fixture's, for hooks
 * (beforeAll cannot use `page`), and closes the context afterwards.
 */
export async function withSetupPage(browser: Browser, body: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ baseURL: currentServer().baseUrl, viewport: VIEWPORT, locale: LOCALE });
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(ACTION_TIMEOUT_MS);
  try {
    await body(await context.newPage());
  } finally {
    await context.close();
  }
}
