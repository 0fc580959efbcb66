/**
 * Excel export of the orders list end to end, next to its floor. A database is filled up to
 * `--orders` orders: PGlite (`--engine pglite`, the default) in a temporary folder, or in
 * `--data <folder>`, kept and reused by the next run (a million orders take minutes to fill);
 * or a PostgreSQL cluster of its own (`--engine postgres`). The server then runs in its own
 * process (`src/server/main.ts`, as the desktop app runs it in a utility process), and the
 * client, as a manager over HTTP, in processes of their own (bench/exportClient.ts, bundled
 * into plain JavaScript first, as the app ships), one per run, so each one's memory is its own:
 *
 * - **export**: what the Export button runs: keyset pages of 5,000 rows, checked against the
 *   contract, written by the export's worker as they arrive, the file's blocks appended to the
 *   file as they fill;
 * - **floor**: SheetJS on its own writing the same rows (`aoa_to_sheet`, then `write`
 *   deflated); the rows are fetched beforehand, outside the timing, and that fetch is timed
 *   on its own ("the pages alone"). The floor runs up to 200,000 rows (`--floor yes|no` to
 *   choose): at a million SheetJS alone fails.
 *
 * Rows are widened to `--columns` (15 by default). Peak memory is the client process's peak
 * RSS (the kernel's high-water mark, the worker thread included), and that peak above its RSS
 * before the run:
 *
 *   node --import tsx bench/export.ts --orders 100000 [--engine postgres] [--data /tmp/bo-1m]
 */
import { sql } from 'drizzle-orm';
import { build } from 'esbuild';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../src/server/db/connection';
import { orders } from '../src/server/db/schema';
import { seedDemoData } from '../src/server/seed/index';
import { fillOrders } from '../src/server/seed/fillOrders';
import { DEMO_PASSWORD, demoEmail } from '../src/shared/demo/demoAccounts';
import { startPgCluster } from '../tests/api/pg-cluster';
import { freePort } from '../tests/support/freePort';
import type { ClientRun } from './exportClient';
import { arg, ms } from './stats';

const target = Number(arg('orders', '100000'));
const width = Number(arg('columns', '15'));
const engine = arg('engine', 'pglite');
const kept = arg('data', '');
const withFloor = arg('floor', target <= 200_000 ? 'yes' : 'no') === 'yes';
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/**
 * The client and its worker bundled into `dir` as plain JavaScript, every package inside, as
 * the app ships its renderer: the client's process then holds no TypeScript compiler nor
 * tsx's loader thread, which the app's renderer does not have either.
 */
async function bundleClient(dir: string): Promise<string> {
  await build({
    entryPoints: ['bench/exportClient.ts', 'bench/exportWorkerThread.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outdir: dir,
    outExtension: { '.js': '.mjs' },
    // A CommonJS package's `require` of Node's own modules, inside an ES module.
    banner: {
      js: "import { createRequire as bundleRequire } from 'node:module'; const require = bundleRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
  return join(dir, 'exportClient.mjs');
}

/** One run of the client in a process of its own (bench/exportClient.ts, bundled). */
function clientRun(run: 'export' | 'floor', base: string, token: string, out: string): Promise<ClientRun> {
  const args = ['--expose-gc', client, '--run', run, '--base', base];
  const child = spawn(process.execPath, [...args, '--token', token, '--out', out, '--columns', String(width)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.once('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(output.trim().split('\n').pop()!) as ClientRun)
        : reject(new Error(`the ${run} run exited ${code}`)),
    ),
  );
}

const folder = await mkdtemp(join(tmpdir(), 'bo-export-bench-'));
const client = await bundleClient(join(folder, 'client'));
const dataDir = kept || join(folder, 'pglite');
const cluster = engine === 'postgres' ? await startPgCluster() : null;
try {
  const databaseUrl = cluster ? await cluster.createDatabase() : undefined;
  const fresh = cluster !== null || !existsSync(dataDir);
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  await database.migrate();
  if (fresh) await seedDemoData(database.db);
  const started = performance.now();
  await fillOrders(database.db, target);
  await database.db.execute(sql`ANALYZE`);
  console.log(`${engine}: ${await database.db.$count(orders)} orders, filled in ${ms(performance.now() - started)}`);
  await database.close();

  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      DATA_DIR: cluster ? join(folder, 'files') : dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}/api/v1`;
  let token = '';
  for (const waited = performance.now(); !token; await new Promise((r) => setTimeout(r, 200))) {
    if (server.exitCode !== null || performance.now() - waited > 120_000) throw new Error('the server did not start');
    try {
      const res = await fetch(`${base}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: demoEmail('manager'), password: DEMO_PASSWORD }),
      });
      token = ((await res.json()) as { token?: string }).token ?? '';
    } catch {
      // not listening yet
    }
  }
  const ours = await clientRun('export', base, token, join(folder, 'ours.xlsx'));
  const floor = withFloor ? await clientRun('floor', base, token, join(folder, 'floor.xlsx')) : null;

  console.log(`${ours.rows} orders × ${width} columns, ${engine}, server in its own process, over HTTP`);
  console.log('| Run | Time | Peak RSS | Peak RSS above start | File |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  console.log(
    `| export, end to end | ${ms(ours.time)} | ${mb(ours.peak)} | ${mb(ours.peakAbove)} | ${mb(ours.size)} |`,
  );
  if (floor) {
    const file = floor.failed ? `failed: ${floor.failed}` : mb(floor.size);
    console.log(
      `| floor: SheetJS writes the array of arrays | ${ms(floor.time)} | ${mb(floor.peak)} | ${mb(floor.peakAbove)} | ${file} |`,
    );
    console.log(`ratio ${(ours.time / floor.time).toFixed(2)}× the floor's time`);
    console.log(`the pages alone (fetched, parsed, checked, one after another): ${ms(floor.fetchTime ?? NaN)}`);
  }
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
} finally {
  await cluster?.stop();
  await rm(folder, { recursive: true, force: true });
}
