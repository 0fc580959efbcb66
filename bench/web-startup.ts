/**
 * `npm run web` from start to the login page answering, with the sources unchanged since the
 * last build (the build script finds nothing to rebuild): once on a new database folder (the
 * bundled server copies in its migrated PGlite template and the drawn demo images, then runs
 * the seed) and once more on the same folder (open). A build runs first, untimed, so neither
 * start pays for one. After each start, untimed, the manager signs in: the page is answered
 * only once the demo data is there. The server logs its own phases (LOG_LEVEL=debug, see
 * src/server/main.ts), printed beside each start; what is left of the start is npm and the
 * build script's check.
 *
 *   npx tsx bench/web-startup.ts
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DEMO_PASSWORD, demoEmail } from '../src/shared/demo/demoAccounts';
import { groupCpuSeconds } from './cpuTime';
import { ms } from './stats';

interface Start {
  readonly total: number;
  /** CPU time the start took, ms: its processes' and their finished children's (Linux; 0 elsewhere). */
  readonly cpu: number;
  /** The server's phases, ms from its process start: modules, template, database, app, listen (none from an older server). */
  readonly phases: Record<string, number>;
}

async function signsIn(port: number): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${port}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demoEmail('manager'), password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`the manager cannot sign in after the start: ${res.status}`);
}

async function timeToLogin(dataDir: string, port: number): Promise<Start> {
  const started = performance.now();
  const child = spawn('npm', ['run', 'web'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'debug' },
    stdio: ['ignore', 'pipe', 'ignore'],
    detached: true,
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const phases = (): Record<string, number> | undefined => {
    const line = output.split('\n').find((l) => l.includes('start-up phases'));
    return line ? (JSON.parse(line) as { ms: Record<string, number> }).ms : undefined;
  };
  try {
    for (;;) {
      if (performance.now() - started > 180_000) throw new Error('no answer within 180 s');
      try {
        const res = await fetch(`http://127.0.0.1:${port}/login`);
        if (res.ok && (await res.text()).includes('<div id="root"')) {
          const total = performance.now() - started;
          const cpu = Math.round(groupCpuSeconds(child.pid!) * 1000);
          await signsIn(port);
          for (let wait = 0; !phases() && wait < 50; wait++) await new Promise((r) => setTimeout(r, 20));
          return { total, cpu, phases: phases() ?? {} };
        }
      } catch (error) {
        if (error instanceof Error && error.message.startsWith('the manager')) throw error;
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    await stopGroup(child.pid!);
  }
}

/**
 * Stops `npm run web` and waits for every process of its group: npm exits at once, the server
 * only once it has closed its database, which the next start opens.
 */
async function stopGroup(pid: number): Promise<void> {
  process.kill(-pid, 'SIGTERM');
  const stopping = performance.now();
  for (;;) {
    try {
      process.kill(-pid, performance.now() - stopping > 30_000 ? 'SIGKILL' : 0);
    } catch {
      return; // no process left in the group
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

const describe = ({ total, cpu, phases }: Start): string => {
  const server = Object.values(phases).reduce((a, b) => a + b, 0);
  const parts = Object.entries(phases).map(([name, value]) => `${name} ${value}`);
  return `${ms(total)}, CPU ${cpu} ms: npm, build check and the first answer ${Math.round(total - server)}; server ${parts.join(', ')}`;
};

await new Promise<void>((resolve, reject) => {
  const build = spawn('node', ['scripts/build-web.mjs'], { stdio: 'ignore' });
  build.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`build-web exited ${code}`))));
});
const dataDir = await mkdtemp(join(tmpdir(), 'bo-web-'));
try {
  const first = await timeToLogin(dataDir, 8891);
  const second = await timeToLogin(dataDir, 8892);
  console.log(
    `npm run web → login page: first start (new database) ${ms(first.total)}, second start ${ms(second.total)}`,
  );
  console.log(`  first start:  ${describe(first)}`);
  console.log(`  second start: ${describe(second)}`);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
