/**
 * The orders list and the order edit page's loads, as the desktop app makes them, at growing
 * volumes. At each step the database is filled up to that many orders (histories topped up to
 * ten per order) and each call is timed over repeated requests through app.inject:
 * - list: GET /orders, 50 rows, a status filter, a sort, includes and the total;
 * - edit page: GET /orders/{id} with the employee includes, and GET /orderHistories for that
 *   order, 100 items with assignees and assigner (the page's refresh).
 * On PGlite (a folder on disk, as the desktop app runs it) or PostgreSQL (a cluster this
 * script starts). Figures go to standard output; bench/RESULTS.md records them.
 *
 *   npx tsx bench/orders.ts --db pglite --steps 0,10000,100000
 *   npx tsx bench/orders.ts --db postgres --steps 0,10000,100000
 */
import { sql } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/server/app';
import { openDatabase, type Db } from '../src/server/db/connection';
import { orderHistories, orders } from '../src/server/db/schema';
import { generateOrders, seedDemoData } from '../src/server/seed/index';
import { TEST_CONFIG, demoEmail, login } from '../tests/api/harness';
import { startPgCluster } from '../tests/api/pg-cluster';
import { arg, ms, summarize } from './stats';

const engine = arg('db', 'pglite');
const steps = arg('steps', '0,10000,100000').split(',').map(Number);
const iterations = Number(arg('iterations', '40'));

const countOrders = (db: Db) => db.$count(orders);
const countHistories = (db: Db) => db.$count(orderHistories);

/** Adds past, accepted history entries to random orders until there are ten per order. */
async function topUpHistories(db: Db, orderCount: number): Promise<void> {
  const missing = orderCount * 10 - (await countHistories(db));
  if (missing <= 0) return;
  await db.execute(sql`
    INSERT INTO order_histories (order_id, assigned_user, assigner_id, status, note, accept, is_current, created_at, updated_at)
    SELECT o.id, '[7]'::jsonb, 1, 'design_in_progress', 'Revision ' || g, true, false,
           o.created_at + (g % 48) * interval '1 hour', o.created_at + (g % 48) * interval '1 hour'
    FROM generate_series(1, ${missing}) AS g
    JOIN orders o ON o.id = 1 + ((g::bigint * 7919) % ${orderCount})::int`);
}

async function time(run: () => Promise<{ statusCode: number; body: string }>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < iterations + 5; i += 1) {
    const started = performance.now();
    const res = await run();
    const elapsed = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
    if (i >= 5) samples.push(elapsed); // the first requests warm caches and the JIT
  }
  return samples;
}

const report = (label: string, samples: number[]) => {
  const s = summarize(samples);
  return `${label} median ${ms(s.median)}, p95 ${ms(s.p95)}`;
};

const folder = await mkdtemp(join(tmpdir(), 'bo-bench-'));
const cluster = engine === 'postgres' ? await startPgCluster() : null;
const database = await openDatabase(
  cluster ? { databaseUrl: await cluster.createDatabase() } : { dataDir: join(folder, 'pglite') },
);
try {
  await database.migrate();
  await seedDemoData(database.db);
  const app = await buildApp({ database, config: TEST_CONFIG });
  await app.ready();
  const headers = { authorization: `Bearer ${await login(app, demoEmail('manager'))}` };
  const filter = encodeURIComponent(JSON.stringify({ status: { $in: ['done', 'design_in_progress', 'feedback'] } }));
  const listUrl = `/api/v1/orders?limit=50&orderBy=-createdAt&includes=customer,designer&filter=${filter}`;
  const employees = 'designer,sale,dealer,deliver,qualityAssurance,customer';

  for (const step of steps) {
    const existing = await countOrders(database.db);
    if (step > existing) {
      const started = performance.now();
      await generateOrders(database.db, step - existing, { seed: step });
      await topUpHistories(database.db, step);
      await database.db.execute(sql`ANALYZE`);
      console.log(`filled to ${step} orders in ${ms(performance.now() - started)}`);
    }
    const orderCount = await countOrders(database.db);
    const histories = await countHistories(database.db);
    const list = await time(() => app.inject({ method: 'GET', url: listUrl, headers }));
    let pick = 0;
    const edit = await time(async () => {
      const id = 1 + ((pick++ * 104_729) % orderCount);
      const order = await app.inject({ method: 'GET', url: `/api/v1/orders/${id}?includes=${employees}`, headers });
      if (order.statusCode !== 200) return order;
      const historyFilter = encodeURIComponent(JSON.stringify({ orderId: id }));
      return app.inject({
        method: 'GET',
        url: `/api/v1/orderHistories?filter=${historyFilter}&includes=assignedUsers,assigner&limit=100&orderBy=-createdAt`,
        headers,
      });
    });
    console.log(
      `${engine}, ${orderCount} orders, ${histories} histories: ${report('list', list)}; ${report('edit page', edit)}`,
    );
  }
  await app.close();
} finally {
  await database.close();
  await cluster?.stop();
  await rm(folder, { recursive: true, force: true });
}
