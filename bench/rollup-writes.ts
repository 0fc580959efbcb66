/**
 * What the reports' roll-ups (src/server/db/orderRollups.ts) add to the writes that keep
 * them: an order created, an order edited (its price and niche, which move it between cells)
 * and a workflow step (its status), each timed through app.inject with the roll-up triggers
 * on and off, in alternating blocks of one run on one database, so the two sides meet the
 * same data, caches and machine. The database is the demo seed filled by SQL up to
 * `--orders` orders. The triggers are switched with ALTER TABLE … DISABLE TRIGGER, and left
 * on at the end.
 *
 *   npx tsx bench/rollup-writes.ts --db pglite --orders 100000
 *   npx tsx bench/rollup-writes.ts --db postgres --orders 100000
 */
import { sql } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/server/app';
import { orders } from '../src/server/db/schema';
import { fillOrders } from '../src/server/seed/fillOrders';
import { TEST_CONFIG, SEED_IMAGE, demoEmail, login } from '../tests/api/harness';
import { openBenchDatabase } from './database';
import { arg, ms, summarize } from './stats';

const engine = arg('db', 'pglite');
const target = Number(arg('orders', '100000'));
const blocks = Number(arg('blocks', '10'));
const perBlock = Number(arg('per-block', '20'));

const TRIGGERS = ['orders_rollup_inserted', 'orders_rollup_updated', 'orders_rollup_deleted'];
type Mode = 'with roll-ups' | 'without';
type Write = 'create' | 'edit' | 'step';

const { database, close } = await openBenchDatabase(engine);
try {
  await fillOrders(database.db, target);
  const app = await buildApp({ database, config: TEST_CONFIG });
  await app.ready();
  const sale = { authorization: `Bearer ${await login(app, demoEmail('sale'))}` };
  const manager = { authorization: `Bearer ${await login(app, demoEmail('manager'))}` };
  const call = async (headers: object, method: 'POST' | 'PUT', url: string, payload: object) => {
    const res = await app.inject({ method, url: `/api/v1${url}`, headers: { ...headers }, payload });
    if (res.statusCode >= 300)
      throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
    return res.json<{ id: number; updatedAt?: string }>();
  };
  const switchTriggers = async (on: boolean) => {
    for (const name of TRIGGERS) {
      await database.db.execute(sql.raw(`ALTER TABLE orders ${on ? 'ENABLE' : 'DISABLE'} TRIGGER ${name}`));
    }
  };
  const found: unknown = await database.db.execute(sql`SELECT id FROM niches ORDER BY id`);
  const niches = found as { rows: { id: number }[] };
  const samples: Record<Mode, Record<Write, number[]>> = {
    'with roll-ups': { create: [], edit: [], step: [] },
    without: { create: [], edit: [], step: [] },
  };
  const timed = async <T>(list: number[], work: () => Promise<T>, keep: boolean): Promise<T> => {
    const started = performance.now();
    const result = await work();
    if (keep) list.push(performance.now() - started);
    return result;
  };

  // The first block of each mode warms caches and the JIT and is not kept.
  for (let block = 0; block < (blocks + 1) * 2; block += 1) {
    const mode: Mode = block % 2 === 0 ? 'with roll-ups' : 'without';
    const keep = block >= 2;
    await switchTriggers(mode === 'with roll-ups');
    for (let i = 0; i < perBlock; i += 1) {
      const order = await timed(
        samples[mode].create,
        () => call(sale, 'POST', '/orders', { name: `Roll-up bench ${block}-${i}`, thumbnail: SEED_IMAGE }),
        keep,
      );
      const niche = niches.rows[(block + i) % niches.rows.length]?.id ?? null;
      await timed(
        samples[mode].edit,
        () => call(manager, 'PUT', `/orders/${order.id}`, { priceOrder: 1_000_000 + i * 1_000, nicheId: niche }),
        keep,
      );
      await timed(
        samples[mode].step,
        () =>
          call(sale, 'POST', '/orderHistories', { orderId: order.id, action: 'accept', expectedStatus: 'pre_order' }),
        keep,
      );
    }
  }
  await switchTriggers(true);

  console.log(
    `${engine}, ${await database.db.$count(orders)} orders; ${blocks * perBlock} writes of each kind per side`,
  );
  console.log('| Write | with roll-ups, median / p95 | without, median / p95 | p95 ratio |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const write of ['create', 'edit', 'step'] as const) {
    const on = summarize(samples['with roll-ups'][write]);
    const off = summarize(samples.without[write]);
    console.log(
      `| ${write} | ${ms(on.median)} / ${ms(on.p95)} | ${ms(off.median)} / ${ms(off.p95)} | ${(on.p95 / off.p95).toFixed(2)}× |`,
    );
  }
  await app.close();
} finally {
  await close();
}
