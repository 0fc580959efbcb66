import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync } from 'node:fs';
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

/**
 * The system Chromium: browsers are never downloaded. Debian's headless shell
 * (`chromium-headless-shell`, the same Blink as `chromium`; what Playwright itself runs headless
 * tests in) when it is installed: it draws no browser UI and has no background services, and
 * the suite spent most of its time in the browser. Else the full `chromium`, headless.
 */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ??
  '/usr/bin/chromium';

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

/** The finance site the e2e servers are configured with (FINANCE_URL). */
export const FINANCE_URL = 'https://finance.invalid/sso';

/**
 * The environment variable that names the seeded data folder of the run (globalSetup.ts):
 * each file's server starts on a copy of it.
 */
export const SEEDED_DIR_VARIABLE = 'E2E_SEEDED_DATA_DIR';

/**
 * Where the servers' data folders go: memory (`/dev/shm`) where the machine has it. On this
 * machine's disk a copy of the seeded folder (65 MB, 1,400 files) took 1.5–3.4 s, in memory 0.15 s.
 */
export const DATA_ROOT = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();

/** A server process on `dataDir`, listening and answering the app page. */
interface RunningServer extends E2eServer {
  /** Everything the process printed so far. */
  output(): string;
}

/** Starts the bundled server (`out/server/main.mjs --web`) on a free port over the PGlite folder `dataDir`. */
export async function spawnServer(dataDir: string): Promise<RunningServer> {
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
      // Webhooks may reach the receiver a test runs on 127.0.0.1 (webhooks.test.ts).
      WEBHOOKS_ALLOW_PRIVATE: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  // As a user stops it (SIGTERM: PGlite is checkpointed and closed), SIGKILL after 10 s.
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${baseUrl}/login`, child, 120_000);
  } catch (err) {
    await stop();
    throw new Error(`${(err as Error).message}\n${output}`);
  }
  return { baseUrl, output: () => output, stop };
}

/**
 * Starts a server of its own for one test file: on a copy of the run's seeded data folder
 * (globalSetup.ts) when there is one, else on a new folder, which the server migrates and seeds.
 * Either way the file starts from the demo data alone.
 */
export async function startServer(): Promise<E2eServer> {
  const dataDir = await mkdtemp(join(DATA_ROOT, 'bo-e2e-'));
  const seeded = process.env[SEEDED_DIR_VARIABLE];
  let server: RunningServer;
  try {
    if (seeded) cpSync(seeded, dataDir, { recursive: true });
    server = await spawnServer(dataDir);
  } catch (err) {
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  }
  return {
    baseUrl: server.baseUrl,
    async stop() {
      await server.stop();
      // The folder and the backups a test may have taken beside it (BACKUP_DIR's default).
      await rm(dataDir, { recursive: true, force: true });
      await rm(`${dataDir}-backups`, { recursive: true, force: true });
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

/**
 * Narrows the window to `width` pixels and waits until the sidebar has folded (its width
 * eases for 150 ms), so a screenshot shows the narrow layout rather than the fold under way.
 */
export async function narrow(page: Page, width = 700): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  const sidebar = page.getByTestId('sidebar');
  let last = -1;
  await expect
    .poll(async () => {
      const now = Math.round((await sidebar.boundingBox())?.width ?? 0);
      const settled = now === last;
      last = now;
      return settled;
    })
    .toBe(true);
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
