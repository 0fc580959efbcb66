/**
 * `npm run web` from start to the login page answering, with the sources unchanged since the
 * last build (the build script finds nothing to rebuild): once on a new database folder (the
 * bundled server unpacks its migrated and seeded PGlite template) and once more on the same
 * folder (open). A build runs first, untimed, so neither start pays for one.
 *
 *   npx tsx bench/web-startup.ts
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ms } from './stats';

async function timeToLogin(dataDir: string, port: number): Promise<number> {
  const started = performance.now();
  const child = spawn('npm', ['run', 'web'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
    stdio: 'ignore',
    detached: true,
  });
  try {
    for (;;) {
      if (performance.now() - started > 180_000) throw new Error('no answer within 180 s');
      try {
        const res = await fetch(`http://127.0.0.1:${port}/login`);
        if (res.ok && (await res.text()).includes('<div id="root"')) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

await new Promise<void>((resolve, reject) => {
  const build = spawn('node', ['scripts/build-web.mjs'], { stdio: 'ignore' });
  build.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`build-web exited ${code}`))));
});
const dataDir = await mkdtemp(join(tmpdir(), 'bo-web-'));
try {
  const first = await timeToLogin(dataDir, 8891);
  const second = await timeToLogin(dataDir, 8892);
  console.log(`npm run web → login page: first start (new database) ${ms(first)}, second start ${ms(second)}`);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
