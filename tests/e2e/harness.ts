import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { Principal } from '../../src/shared/domain/permissions';
import { freePort } from '../support/freePort';

/** Chromium flags for this sandbox: no GPU, no background calls to the outside. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const DEMO_PASSWORD = 'demo1234';

export interface E2eServer {
  readonly baseUrl: string;
  stop(): Promise<void>;
}

async function waitForHttp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms`);
}

/** Starts `src/server/main.ts --web` on a free port with a new PGlite database (seeded on first start). */
export async function startServer(): Promise<E2eServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bo-e2e-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts', '--web'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${baseUrl}/login`, child, 120_000);
  } catch (err) {
    child.kill('SIGKILL');
    throw new Error(`${(err as Error).message}\n${output}`);
  }
  return {
    baseUrl,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** Folder of failure and review screenshots (gitignored). */
export const RESULTS_DIR = 'test-results';

/** A wide desktop window: the list pages show their Table, not the cards under 765 px. */
export const VIEWPORT = { width: 1400, height: 900 };

/** How long one Playwright wait or action may take before the test fails. */
const ACTION_TIMEOUT_MS = 15_000;

function fileName(name: string): string {
  return name
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
}

/** Saves a screenshot of the page as `test-results/{name}.png` for a human to look at. */
export async function snapshot(page: Page, name: string): Promise<void> {
  await mkdir(RESULTS_DIR, { recursive: true });
  await page.screenshot({ path: join(RESULTS_DIR, `${fileName(name)}.png`), fullPage: true });
}

/**
 * Runs `body` on a page of a new browser context (no cookies, no local storage) and closes
 * it afterwards; on failure the page is saved as `test-results/{name}-failure.png`.
 */
export async function withPage(
  browser: Browser,
  name: string,
  body: (page: Page, context: BrowserContext) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-US' });
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(ACTION_TIMEOUT_MS);
  const page = await context.newPage();
  try {
    await body(page, context);
  } catch (err) {
    await snapshot(page, `${name}-failure`).catch(() => undefined);
    throw err;
  } finally {
    await context.close();
  }
}

/** Fills the login form of the page already on /login and submits it. */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in through the login form and waits for the shell. */
export async function signIn(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await submitLogin(page, email);
  await page.getByTestId('sidebar').waitFor();
}

/** The pathname of the page's current URL. */
export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** The `data-testid="menu-{key}"` keys of the sidebar's entries, in order. */
export async function menuKeys(page: Page): Promise<string[]> {
  const sidebar = page.getByTestId('sidebar');
  await sidebar.locator('[data-testid^="menu-"]').first().waitFor();
  const ids: string[] = [];
  for (const item of await sidebar.locator('[data-testid^="menu-"]').all()) {
    ids.push((await item.getAttribute('data-testid')) ?? '');
  }
  return ids.map((id) => id.replace(/^menu-/, ''));
}

/** The signed-in user as the server describes it (GET /users/me with the page's session cookie). */
export async function currentUser(page: Page): Promise<Principal> {
  return page.evaluate(async () => {
    const res = await fetch('/api/v1/users/me');
    if (!res.ok) throw new Error(`users/me answered ${res.status}`);
    return (await res.json()) as Principal;
  });
}

/** What a test file shares: one server and one browser, started before its tests and stopped after. */
export interface E2eSetup {
  readonly server: E2eServer;
  readonly browser: Browser;
}

/** Registers the file's beforeAll/afterAll and answers the shared server and browser. */
export function useE2eSetup(): E2eSetup {
  let server: E2eServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the e2e server and browser start in beforeAll');
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get browser() {
      return started(browser);
    },
  };
}
