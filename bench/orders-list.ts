/**
 * GET /api/v1/orders with limit 50, a status filter, a sort, includes and the total:
 * median and p95 over repeated requests through app.inject, on PGlite (a database folder on
 * disk, as the desktop app runs it) or PostgreSQL (a cluster this script starts).
 *
 *   npx tsx bench/orders-list.ts --db pglite --orders 0
 *   npx tsx bench/orders-list.ts --db postgres --orders 100000
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/connection';
import { generateOrders, seedDemoData } from '../src/server/db/seed/index';
import { TEST_CONFIG, login } from '../tests/api/harness';
import { startPgCluster } from '../tests/api/pg-cluster';
import { arg, ms, summarize } from './stats';

const engine = arg('db', 'pglite');
const extraOrders = Number(arg('orders', '0'));
const iterations = Number(arg('iterations', '60'));

const folder = await mkdtemp(join(tmpdir(), 'bo-bench-'));
const cluster = engine === 'postgres' ? await startPgCluster() : null;
const database = await openDatabase(
  cluster ? { databaseUrl: await cluster.createDatabase() } : { dataDir: join(folder, 'pglite') },
);
try {
  await database.migrate();
  await seedDemoData(database.db);
  if (extraOrders > 0) {
    const started = performance.now();
    const made = await generateOrders(database.db, extraOrders, { seed: 7 });
    console.log(
      `generated ${made.orders} orders and ${made.histories} history rows in ${ms(performance.now() - started)}`,
    );
  }
  const app = await buildApp({ database, config: TEST_CONFIG });
  await app.ready();
  const token = await login(app, 'manager@demo.local');
  const filter = JSON.stringify({ status: { $in: ['done', 'design_in_progress', 'feedback'] } });
  const url = `/api/v1/orders?limit=50&orderBy=-createdAt&includes=customer,designer&filter=${encodeURIComponent(filter)}`;

  const samples: number[] = [];
  let total = 0;
  for (let i = 0; i < iterations + 5; i += 1) {
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    const elapsed = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`GET /orders answered ${res.statusCode}: ${res.body}`);
    total = res.json<{ total: number }>().total;
    if (i >= 5) samples.push(elapsed); // the first requests warm caches and JIT
  }
  const s = summarize(samples);
  console.log(
    `orders list (${engine}, ${extraOrders} extra orders, total matching ${total}): ` +
      `median ${ms(s.median)}, p95 ${ms(s.p95)} over ${samples.length} requests`,
  );
  await app.close();
} finally {
  await database.close();
  await cluster?.stop();
  await rm(folder, { recursive: true, force: true });
}
