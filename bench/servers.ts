/**
 * Server processes for the benchmarks that measure the real thing over HTTP: the bundle
 * `npm run web` runs (`out/server/main.mjs`, plain JavaScript), started as it starts it, so no
 * TypeScript is compiled while a benchmark runs.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { freePort } from '../tests/support/freePort';

export interface Server {
  readonly child: ChildProcess;
  readonly port: number;
}

export interface StartOptions {
  /** Options for node before the script, e.g. `--cpu-prof`. */
  readonly nodeArgs?: readonly string[];
}

export const rssMb = (pid: number): number => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

let built = false;

/** Builds the bundle when its sources changed since the last build (scripts/build-web.mjs decides), once per run. */
function ensureBundle(): void {
  if (built) return;
  const result = spawnSync(process.execPath, ['scripts/build-web.mjs'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`scripts/build-web.mjs failed with ${result.status}`);
  built = true;
}

/** Starts the bundled server with `env` on a free loopback port; answers once it serves requests. */
export async function startServer(env: Record<string, string>, options: StartOptions = {}): Promise<Server> {
  ensureBundle();
  const port = await freePort();
  const args = [...(options.nodeArgs ?? []), '--enable-source-maps', 'out/server/main.mjs'];
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await untilServing({ child, port }, 'server', 120);
  return { child, port };
}

/** Answers once `server` answers the API on its port (a status under 500); throws when it exits, or after `seconds`. */
export async function untilServing(server: Server, name: string, seconds: number): Promise<void> {
  for (const started = performance.now(); performance.now() - started < seconds * 1000;) {
    if (server.child.exitCode !== null) throw new Error(`${name} exited with ${server.child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${server.port}/api/v1/orders`)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${name} did not start within ${seconds} s`);
}

/** Stops a server as a service manager does (SIGTERM: it closes its connections) and waits for it to exit. */
export async function stopServer(server: Server): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((r) => server.child.once('exit', r));
  server.child.kill('SIGTERM');
  await exited;
}

/** A JSON call to a server's API, with a bearer token or none: its status and body. */
export async function apiJson(origin: string, method: string, path: string, token: string | null, body?: unknown) {
  const res = await fetch(`${origin}/api/v1${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
