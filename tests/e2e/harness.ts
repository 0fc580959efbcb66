import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { Principal } from '../../src/shared/domain/permissions';
import { freePort } from '../support/freePort';
import { expectAccessible } from './accessibility';

/** Chromium flags for this sandbox: no GPU, no background calls to the outside. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The system Chromium: browsers are never downloaded. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A wide desktop window: the list pages show their Table, not the cards under 765 px. */
export const VIEWPORT = { width: 1400, height: 900 };

export const LOCALE = 'en-US';

/** How long one Playwright wait, action, navigation or web-first assertion may take. */
export const ACTION_TIMEOUT_MS = 15_000;

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

/** Starts the bundled server (`out/server/main.mjs --web`) on a free port with a new PGlite database (seeded on first start). */
/** The finance site the e2e servers are configured with (FINANCE_URL). */
export const FINANCE_URL = 'https://finance.invalid/sso';

export async function startServer(): Promise<E2eServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bo-e2e-'));
  const port = await freePort();
  // The bundle `npm run test:e2e` builds first (scripts/build-web.mjs), as `npm run web` runs it.
  const child = spawn(process.execPath, ['--enable-source-maps', 'out/server/main.mjs', '--web'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // A finance site for the header's button; `.invalid` never resolves, so nothing leaves the machine.
      FINANCE_URL: FINANCE_URL,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${baseUrl}/login`, child, 120_000);
  } catch (err) {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
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

/**
 * Folder of the review screenshots (gitignored). Playwright's own failure screenshots and
 * traces go to its outputDir, `test-results/playwright`, which it empties at each run.
 */
export const RESULTS_DIR = join(import.meta.dirname, '..', '..', 'test-results');

function fileName(name: string): string {
  return name
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
}

/**
 * Saves a screenshot of the page as `test-results/{name}.png` for a human to look at, and checks
 * the screen with axe-core (issue 12: no serious or critical WCAG 2 A/AA violation on any screen
 * a test looks at; see accessibility.ts).
 */
export async function snapshot(page: Page, name: string): Promise<void> {
  await mkdir(RESULTS_DIR, { recursive: true });
  await page.screenshot({ path: join(RESULTS_DIR, `${fileName(name)}.png`), fullPage: true });
  await expectAccessible(page, name);
}

/** Fills the login form of the page already on /login and submits it. */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in through the login form and waits for the shell, on `path` (the dashboard by default). */
export async function signIn(page: Page, email: string, path = '/'): Promise<void> {
  // The login page's `redirect` brings the user to `path` once signed in, as it does a user sent
  // to sign in from a page: one page load fewer than signing in and then opening `path`.
  await page.goto(path === '/' ? '/login' : `/login?${new URLSearchParams({ redirect: path }).toString()}`);
  await submitLogin(page, email);
  await expect(page.getByTestId('sidebar')).toBeVisible();
  await expect(page).toHaveURL(atPath(new URL(path, page.url()).pathname));
}

/** A `toHaveURL` predicate: the page's pathname is exactly `pathname`. */
export const atPath =
  (pathname: string) =>
  (url: URL): boolean =>
    url.pathname === pathname;

/** The `data-testid="menu-{key}"` keys of the sidebar's entries, in order. */
export async function menuKeys(page: Page): Promise<string[]> {
  const items = page.getByTestId('sidebar').locator('[data-testid^="menu-"]');
  await expect(items.first()).toBeVisible();
  const ids: string[] = [];
  for (const item of await items.all()) {
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
