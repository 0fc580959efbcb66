/**
 * The orders list at growing volumes, each API figure beside the raw SQL of the same answer,
 * in one run. At each step the orders table is filled (by SQL, cloning the demo orders with
 * new codes, names and dates) up to that many orders, vacuumed and analysed, the server's
 * background work after start (image descriptors, thumbnails) is let finish, then each call is
 * timed through app.inject (no network; the answer read as bytes, as off a socket), interleaved
 * with its raw SQL:
 * - list: 50 rows, customer and designer included, a status filter, newest first, the total;
 * - deep page: page 10,000 of 50 (offset 499,950) of the whole list, newest first, the total
 *   (its raw SQL seeks the page's month from the kept monthly counters as the server does; the
 *   plain OFFSET walk is printed beside it for comparison);
 * - search: `q` on an order code fragment (names and codes are searched), newest first, the total.
 * The raw SQL is one statement: the page joined to its customer and designer, and the total
 * as the server reports it (the kept count where the server keeps one, else count(*)).
 *
 * Options: --iterations (timed calls per figure, 200), --steps.
 *
 *   npx tsx bench/list-scale.ts --db pglite --steps 10000,100000,1000000
 *   npx tsx bench/list-scale.ts --db postgres --steps 10000,100000,1000000
 */
import { sql, type SQL } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app';
import { openDatabase, type Db } from '../src/server/db/connection';
import { orders } from '../src/server/db/schema';
import { seedDemoData } from '../src/server/seed/index';
import { TEST_CONFIG, demoEmail, login } from '../tests/api/harness';
import { startPgCluster } from '../tests/api/pg-cluster';
import { arg, ms, summarize } from './stats';
import { untilIdle } from './cpuTime';
import { fillOrders } from '../src/server/seed/fillOrders';

const engine = arg('db', 'pglite');
const steps = arg('steps', '10000,100000,1000000').split(',').map(Number);
/**
 * Timed calls per figure. A p95 of 40 calls was their third slowest, and this machine stalls
 * now and then for a few calls in a row (the API and its raw SQL alike, interleaved): one
 * stall decided the figure. Of 200 calls it is the tenth slowest.
 */
const iterations = Number(arg('iterations', '200'));
const STATUSES = ['done', 'design_in_progress', 'feedback'];
/** Untimed calls before each figure: the first figures of a run were those of code V8 had not optimised yet. */
const WARM_UP = 20;

type Sample = { api: number[]; raw: number[] };
/** An answer as a client reads it off its socket: the status, and the body's bytes. */
type Answer = { statusCode: number; body: Buffer };

/**
 * A GET through `app.inject`, its body read as a stream of bytes, as a client's socket
 * receives it. Read as `inject`'s `body`, each answer became one string of 130 to 260 KB in
 * this process, the server's (twice the bytes when a Vietnamese name makes it two bytes a
 * character): allocated among V8's large objects, they brought the server four full
 * collections of 13 to 24 ms in 300 lists, work no server does for a client in another process.
 */
async function getAnswer(app: FastifyInstance, url: string, headers: Record<string, string>): Promise<Answer> {
  const res = await app.inject({ method: 'GET', url, headers, payloadAsStream: true });
  const chunks: Buffer[] = [];
  for await (const chunk of res.stream()) chunks.push(chunk as Buffer);
  return { statusCode: res.statusCode, body: Buffer.concat(chunks) };
}

/** Fails unless the answer is a page of orders: rows, and a total. */
function checkPage(answer: Answer): void {
  const text = answer.body.toString();
  if (answer.statusCode !== 200) throw new Error(`answered ${answer.statusCode}: ${text.slice(0, 300)}`);
  const page = JSON.parse(text) as { results?: unknown[]; total?: unknown };
  if (!Array.isArray(page.results) || page.results.length === 0 || typeof page.total !== 'number') {
    throw new Error(`not a page of orders: ${text.slice(0, 300)}`);
  }
}

/**
 * Times the API call and its raw SQL alternately, so both see the same machine. The first
 * answer (untimed) is read whole and checked; the timed ones only for their status.
 */
async function pair(api: () => Promise<Answer>, raw: () => Promise<unknown>): Promise<Sample> {
  const sample: Sample = { api: [], raw: [] };
  for (let i = 0; i < iterations + WARM_UP; i += 1) {
    let started = performance.now();
    const answer = await api();
    const apiMs = performance.now() - started;
    if (i === 0 || answer.statusCode !== 200) checkPage(answer);
    started = performance.now();
    await raw();
    const rawMs = performance.now() - started;
    if (i >= WARM_UP) {
      sample.api.push(apiMs);
      sample.raw.push(rawMs);
    }
  }
  return sample;
}

/**
 * The month a deep page of the live orders starts in and the rows before it, from the kept
 * monthly counters (what the server's monthSeek.ts asks, written as plain SQL).
 */
const seekMonth = (offset: number) => sql`(
  SELECT month, running - n AS before FROM (
    SELECT month, n, sum(n) OVER (ORDER BY month DESC) AS running FROM (
      SELECT month, sum(n) AS n FROM row_counts WHERE resource = 'orders' AND NOT deleted
      GROUP BY month HAVING sum(n) > 0) AS months) AS counted
  WHERE running > ${offset} ORDER BY month DESC LIMIT 1)`;

/**
 * One statement: the page with its customer and designer, and the total. A deep page finds
 * its ids first (an index-only walk), as the server does, so the floor is the best plain SQL:
 * `seek` starts the walk at the month the counters place the page in, as the server does for
 * a list they count; without it the walk goes through every row before the offset.
 */
function rawPage(where: SQL, total: SQL, offset: number, seek = false): SQL {
  const page =
    offset < 1_000
      ? sql`SELECT o.* FROM orders o WHERE ${where} ORDER BY o.created_at DESC, o.id DESC LIMIT 50 OFFSET ${offset}`
      : seek
        ? sql`SELECT o.* FROM orders o WHERE o.id IN (
            SELECT o.id FROM orders o WHERE ${where}
              AND o.created_at < (SELECT (month AT TIME ZONE 'UTC' + interval '1 month') AT TIME ZONE 'UTC' FROM ${seekMonth(offset)} s)
            ORDER BY o.created_at DESC, o.id DESC LIMIT 50 OFFSET (SELECT ${offset} - before FROM ${seekMonth(offset)} s))`
        : sql`SELECT o.* FROM orders o WHERE o.id IN (
          SELECT o.id FROM orders o WHERE ${where} ORDER BY o.created_at DESC, o.id DESC LIMIT 50 OFFSET ${offset})`;
  return sql`
    WITH page AS (${page})
    SELECT (${total}) AS total, p.*, to_jsonb(c) AS customer, to_jsonb(d) AS designer
    FROM page p LEFT JOIN customers c ON c.id = p.customer_id LEFT JOIN users d ON d.id = p.designer_id
    ORDER BY p.created_at DESC, p.id DESC`;
}

const statusIn = sql.raw(`o.is_delete = false AND o.status IN (${STATUSES.map((s) => `'${s}'`).join(',')})`);
/** The total the server keeps, as raw SQL: the orders of these statuses (all of them without any). */
const kept = (statuses?: readonly string[]) =>
  sql.raw(
    `SELECT coalesce(sum(n), 0) FROM row_counts WHERE resource = 'orders' AND NOT deleted${
      statuses ? ` AND key IN (${statuses.map((s) => `'${s}'`).join(',')})` : ''
    }`,
  );

const line = (label: string, s: Sample) => {
  const api = summarize(s.api);
  const raw = summarize(s.raw);
  return `${label}: API ${ms(api.median)} / ${ms(api.p95)}, raw SQL ${ms(raw.median)} / ${ms(raw.p95)}, p95 ratio ${(api.p95 / raw.p95).toFixed(2)}`;
};

/** The raw SQL alone: a floor for comparison, not the server's way to the answer. */
const walkLine = (label: string, s: Sample) => {
  const raw = summarize(s.raw);
  return `${label}: raw SQL ${ms(raw.median)} / ${ms(raw.p95)}`;
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
  const get = (url: string) => () => getAnswer(app, `/api/v1/orders?${url}`, headers);
  const db: Db = database.db;
  const statusFilter = encodeURIComponent(JSON.stringify({ status: { $in: STATUSES } }));
  const list = `limit=50&orderBy=-createdAt&includes=customer,designer`;

  for (const step of steps) {
    const started = performance.now();
    const added = await fillOrders(db, step);
    if (added > 0) console.log(`${engine}: filled to ${step} orders in ${ms(performance.now() - started)}`);
    const count = await db.$count(orders);
    const waited = await untilIdle();
    if (waited > 1_000) console.log(`${engine}: waited ${ms(waited)} for the server's background work to end`);
    const deepOffset = Math.min(499_950, Math.max(0, count - 50));
    const code = `BO-${String(Math.floor(count * 0.37)).padStart(7, '0')}`;
    const search = encodeURIComponent(code.slice(0, -1));
    const figures = [
      line(
        'list',
        await pair(get(`${list}&filter=${statusFilter}`), () => db.execute(rawPage(statusIn, kept(STATUSES), 0))),
      ),
      line(
        `deep page (offset ${deepOffset})`,
        await pair(get(`${list}&offset=${deepOffset}`), () =>
          db.execute(rawPage(sql.raw('o.is_delete = false'), kept(), deepOffset, true)),
        ),
      ),
      walkLine(
        `deep page without the counters' month (plain OFFSET walk)`,
        await pair(get(`${list}&offset=${deepOffset}`), () =>
          db.execute(rawPage(sql.raw('o.is_delete = false'), kept(), deepOffset)),
        ),
      ),
      line(
        `search q=${code.slice(0, -1)}`,
        await pair(get(`${list}&q=${search}`), () => {
          const match = sql`o.is_delete = false AND (o.name ILIKE ${`%${code.slice(0, -1)}%`} OR o.code ILIKE ${`%${code.slice(0, -1)}%`} OR o.code_customer ILIKE ${`%${code.slice(0, -1)}%`})`;
          return db.execute(rawPage(match, sql`SELECT count(*) FROM orders o WHERE ${match}`, 0));
        }),
      ),
    ];
    console.log(`${engine}, ${count} orders`);
    for (const figure of figures) console.log(`  ${figure}`);
  }
  await app.close();
} finally {
  await database.close();
  await cluster?.stop();
  await rm(folder, { recursive: true, force: true });
}
