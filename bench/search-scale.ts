/**
 * Search as the office types (issue 37) at volume: a `q` of two accent-free words on the orders
 * list at a million orders and on the customers list at 100,000 customers, each API figure
 * beside the plain ILIKE scan of the same answer (the names as stored, with their diacritics,
 * no word index) in one run; then the search words' size on disk and what they cost a write.
 *
 * The customers are cloned from the demo's with names drawn from the seed's Vietnamese names
 * (15 family, 8 middle and 15 given names: `bui linh` finds one customer in 225). The orders
 * are the demo's cloned by `fillOrders`, on the demo's sixty customers: `bui linh` finds two
 * customers' orders, some 15,000 at a million, the broad end of a search (spread over the
 * 100,000 customers, the fill took some 7 minutes for each 100,000 orders, the figures of
 * 100,000 customers written again at each: not measured further). Each call is timed through app.inject, the body read off a stream, interleaved
 * with its floor; the list is the screen's: ranked (no orderBy), 50 rows, customer and
 * designer included, the total.
 *
 * Write cost: single-row writes timed with the search triggers on and off in turns (blocks of
 * 10): an order inserted, an order renamed, a customer inserted; and a customer rename, which
 * writes the words of every order of that customer again.
 *
 *   npx tsx bench/search-scale.ts --db postgres --orders 1000000 --customers 100000 [--order blocks]
 *   npx tsx bench/search-scale.ts --db pglite --orders 1000000 --customers 100000
 */
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/server/app';
import type { Db } from '../src/server/db/connection';
import { orders } from '../src/server/db/schema';
import { fillOrders } from '../src/server/seed/fillOrders';
import { SEARCH_EXACT_COUNT_LIMIT } from '../src/server/resources/pageTotal';
import { VI_FAMILY, VI_GIVEN, VI_MIDDLE } from '../src/server/seed/people';
import { TEST_CONFIG, demoEmail, login } from '../tests/api/harness';
import { untilIdle } from './cpuTime';
import { openBenchDatabase } from './database';
import { arg, ms, summarize } from './stats';

const engine = arg('db', 'pglite');
const orderTarget = Number(arg('orders', '1000000'));
const customerTarget = Number(arg('customers', '100000'));
const iterations = Number(arg('iterations', '100'));
const WARM_UP = 10;
const TYPED = 'bui linh';

type Sample = { api: number[]; floor: number[] };

async function getBody(app: FastifyInstance, url: string, headers: Record<string, string>) {
  const res = await app.inject({ method: 'GET', url, headers, payloadAsStream: true });
  const chunks: Buffer[] = [];
  for await (const chunk of res.stream()) chunks.push(chunk as Buffer);
  return { statusCode: res.statusCode, body: Buffer.concat(chunks).toString() };
}

const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> => {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
};

/**
 * How the calls and their floor alternate: `turns` (one of each, in turn: the same drift for
 * both, but each API call follows a scan that has just read the whole table through the
 * database's buffers) or `blocks` (all the API calls, then all the scans: each in its steady
 * state, as an office's searches follow each other).
 */
const order = arg('order', 'turns');

/** Times `call` once. */
async function timed<T>(call: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await call();
  return { value, ms: performance.now() - started };
}

/** The first answers compared: the same total (past the exact count, both past it). */
function checkSame(answer: Awaited<ReturnType<typeof getBody>>, total: number): void {
  if (answer.statusCode !== 200) throw new Error(`answered ${answer.statusCode}: ${answer.body.slice(0, 300)}`);
  const page = JSON.parse(answer.body) as { total: number; totalIsEstimate?: true; results: unknown[] };
  console.log(`  (the API found ${page.total}${page.totalIsEstimate ? ', an estimate' : ''}, the scan ${total})`);
  // Past SEARCH_EXACT_COUNT_LIMIT a search's total is an estimate (docs/scale.md).
  const same = page.totalIsEstimate ? total > SEARCH_EXACT_COUNT_LIMIT : page.total === total;
  if (page.results.length === 0 || !same) throw new Error(`the API found ${page.total}, the scan ${total}`);
}

/** The API call and its floor, `order` apart; after WARM_UP untimed calls of each. */
async function pair(api: () => ReturnType<typeof getBody>, floor: () => Promise<number>): Promise<Sample> {
  const sample: Sample = { api: [], floor: [] };
  const runs = iterations + WARM_UP;
  if (order === 'blocks') {
    for (let i = 0; i < runs; i += 1) {
      const answer = await timed(api);
      if (i === 0) checkSame(answer.value, await floor());
      if (i >= WARM_UP) sample.api.push(answer.ms);
    }
    for (let i = 0; i < runs; i += 1) {
      const scan = await timed(floor);
      if (i >= WARM_UP) sample.floor.push(scan.ms);
    }
    return sample;
  }
  for (let i = 0; i < runs; i += 1) {
    const answer = await timed(api);
    const scan = await timed(floor);
    if (i === 0) checkSame(answer.value, scan.value);
    if (i >= WARM_UP) {
      sample.api.push(answer.ms);
      sample.floor.push(scan.ms);
    }
  }
  return sample;
}

const line = (label: string, s: Sample) => {
  const api = summarize(s.api);
  const floor = summarize(s.floor);
  return `${label}: API ${ms(api.median)} / ${ms(api.p95)} (median / p95), ILIKE scan ${ms(floor.median)} / ${ms(floor.p95)}`;
};

/**
 * Clones the demo customers up to `target`, with Vietnamese names, codes, phones and emails of
 * their own; answers how many there were before (the new ones' ids follow theirs).
 */
async function fillCustomers(db: Db, target: number): Promise<number> {
  const [{ n }] = await rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM customers`);
  if (n >= target) return n;
  const array = (values: readonly string[]) =>
    sql`ARRAY[${sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    )}]::text[]`;
  await db.execute(sql`
    INSERT INTO customers (display_name, email, phone_number, code, channel_id, contact_owner, is_delete, created_at, updated_at)
    SELECT f.family[1 + g % array_length(f.family, 1)] || ' ' || f.middle[1 + (g / 7) % array_length(f.middle, 1)] || ' '
             || f.given[1 + (g / 13) % array_length(f.given, 1)],
           'customer' || g || '@example.com', '09' || lpad(((g::bigint * 7919) % 100000000)::text, 8, '0'),
           'KB' || lpad(g::text, 7, '0'), t.channel_id, t.contact_owner, false,
           now() - (g % 3650) * interval '1 day', now()
    FROM generate_series(${n + 1}::int, ${target}::int) AS g
    CROSS JOIN (SELECT ${array(VI_FAMILY)} AS family, ${array(VI_MIDDLE)} AS middle, ${array(VI_GIVEN)} AS given) AS f
    JOIN (SELECT row_number() OVER (ORDER BY id) - 1 AS k, * FROM customers WHERE id <= ${n}) t ON t.k = g % ${n}`);
  await db.execute(sql`VACUUM ANALYZE customers, customers_search, customers_json`);
  return n;
}

/** Times `write` with the table's search triggers on and off in turns, blocks of 10. */
async function writeCost(db: Db, table: string, triggers: string[], write: (i: number) => Promise<unknown>) {
  const on: number[] = [];
  const off: number[] = [];
  const toggle = async (enable: boolean) => {
    for (const trigger of triggers) {
      await db.execute(sql.raw(`ALTER TABLE "${table}" ${enable ? 'ENABLE' : 'DISABLE'} TRIGGER "${trigger}"`));
    }
  };
  let i = 0;
  for (let block = 0; block < 20; block += 1) {
    const enabled = block % 2 === 0;
    await toggle(enabled);
    for (let k = 0; k < 10; k += 1) {
      const started = performance.now();
      await write(i++);
      (enabled ? on : off).push(performance.now() - started);
    }
  }
  await toggle(true);
  const a = summarize(on);
  const b = summarize(off);
  return `${ms(a.median)} / ${ms(a.p95)} with the search words, ${ms(b.median)} / ${ms(b.p95)} without (median / p95)`;
}

const { database, close } = await openBenchDatabase(engine);
try {
  const app = await buildApp({ database, config: TEST_CONFIG });
  await app.ready();
  const headers = { authorization: `Bearer ${await login(app, demoEmail('manager'))}` };
  const db: Db = database.db;
  let started = performance.now();
  await fillOrders(db, orderTarget);
  console.log(`${engine}: filled to ${await db.$count(orders)} orders in ${ms(performance.now() - started)}`);
  started = performance.now();
  await fillCustomers(db, customerTarget);
  console.log(`${engine}: filled to ${customerTarget} customers in ${ms(performance.now() - started)}`);
  await untilIdle();

  const q = encodeURIComponent(TYPED);
  // The same answer by a plain scan: the names as stored, each typed word anywhere in them.
  const ilike = (column: SQL) => sql`${column} ILIKE '%Bùi%' AND ${column} ILIKE '%Linh%'`;
  const count = async (query: SQL) => (await rowsOf<{ n: number }>(db, query))[0].n;
  const ordersFloor = () =>
    count(sql`SELECT count(*)::int AS n FROM orders o
      LEFT JOIN customers c ON c.id = o.customer_id LEFT JOIN users d ON d.id = o.designer_id
      WHERE NOT o.is_delete
        AND ${ilike(sql`concat_ws(' ', o.name, o.code, o.code_customer, c.display_name, d.display_name, d.full_name)`)}`);
  const customersFloor = () =>
    count(sql`SELECT count(*)::int AS n FROM customers c WHERE NOT c.is_delete AND ${ilike(sql`c.display_name`)}`);
  const list = 'limit=50&includes=customer,designer';
  console.log(`${engine}: q=${TYPED}, calls and scans in ${order}`);
  const figures = [
    line(
      `orders at ${orderTarget}`,
      await pair(() => getBody(app, `/api/v1/orders?${list}&q=${q}`, headers), ordersFloor),
    ),
    line(
      `customers at ${customerTarget}`,
      await pair(() => getBody(app, `/api/v1/customers?limit=50&q=${q}`, headers), customersFloor),
    ),
  ];
  for (const figure of figures) console.log(`  ${figure}`);

  const sizes = await rowsOf<{ name: string; words: string; index: string; table: string }>(
    db,
    sql`SELECT t AS name, pg_size_pretty(pg_relation_size(t || '_search')) AS words,
        pg_size_pretty(pg_relation_size(t || '_search_doc_trgm_idx')) AS index,
        pg_size_pretty(pg_relation_size(t)) AS table
      FROM unnest(ARRAY['orders', 'customers']) AS t`,
  );
  for (const s of sizes) console.log(`  ${s.name}: words ${s.words}, their index ${s.index} (the table ${s.table})`);

  const searchTriggers = (table: string) => [`${table}_search_inserted`, `${table}_search_updated`];
  const copied = Object.values(getTableColumns(orders))
    .map((c) => `"${c.name}"`)
    .filter((c) => !['"id"', '"code"', '"created_at"', '"updated_at"'].includes(c));
  const cloneOrder = sql.raw(
    `INSERT INTO orders (${copied.join(', ')}) SELECT ${copied.join(', ')} FROM orders WHERE id = 7`,
  );
  console.log(
    `  write an order: ${await writeCost(db, 'orders', searchTriggers('orders'), () => db.execute(cloneOrder))}`,
  );
  console.log(
    `  rename an order: ${await writeCost(db, 'orders', searchTriggers('orders'), (i) =>
      db.execute(sql`UPDATE orders SET name = ${`Renamed ${i}`} WHERE id = 11`),
    )}`,
  );
  console.log(
    `  write a customer: ${await writeCost(db, 'customers', searchTriggers('customers'), (i) =>
      db.execute(
        sql`INSERT INTO customers (display_name, phone_number, is_delete) VALUES (${`Lý Văn Tài ${i}`}, '0912 345 678', false)`,
      ),
    )}`,
  );
  const [busiest] = await rowsOf<{ id: number; n: number }>(
    db,
    sql`SELECT customer_id AS id, count(*)::int AS n FROM orders GROUP BY customer_id ORDER BY n DESC LIMIT 1`,
  );
  console.log(
    `  rename a customer of ${busiest.n} orders: ${await writeCost(
      db,
      'customers',
      ['customers_search_updated', 'orders_search_customers_renamed'],
      (i) => db.execute(sql`UPDATE customers SET display_name = ${`Bùi Quốc Linh ${i}`} WHERE id = ${busiest.id}`),
    )}`,
  );
  await app.close();
} finally {
  await close();
}
