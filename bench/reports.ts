/**
 * Each report endpoint (docs/figures.md) and an export page at a realistic volume, next to the
 * raw SQL that gives the same answer (the floor: the aggregate queries alone, written by hand,
 * without the contract, the scope, the labels or the JSON). The database is filled up to
 * `--orders` orders (the demo seed's generator: a year of orders, with their histories), then
 * each call is timed over repeated requests through app.inject, as a manager, over two ranges:
 * the last 30 days (a series by day) and the last 365 days (every order, by month).
 * On PGlite (a folder on disk, as the desktop app runs it) or PostgreSQL (a cluster this
 * script starts). Figures go to standard output; bench/RESULTS.md records them.
 *
 * `--fill sql` fills by SQL instead (fillOrders: clones of the demo orders over ten years, no
 * histories), fast enough for a million orders; a 365-day range then holds about a tenth of them.
 *
 *   npx tsx bench/reports.ts --db pglite --orders 100000
 *   npx tsx bench/reports.ts --db postgres --orders 100000
 *   npx tsx bench/reports.ts --db postgres --orders 1000000 --fill sql
 *   npx tsx bench/reports.ts --db pglite --orders 1000000 --fill sql --data /tmp/bo-1m
 * (`--data`: a PGlite folder kept and reused by the next run.)
 */
import { sql, type SQL } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/server/app';
import type { Db } from '../src/server/db/connection';
import { orders } from '../src/server/db/schema';
import { fillOrders } from '../src/server/seed/fillOrders';
import { generateOrders } from '../src/server/seed/index';
import { previousRange, REPORT_TIME_ZONE, type TimeRange } from '../src/shared/domain/period';
import { TEST_CONFIG, demoEmail, login } from '../tests/api/harness';
import { openBenchDatabase } from './database';
import { arg, ms, summarize } from './stats';

const engine = arg('db', 'pglite');
const target = Number(arg('orders', '100000'));
const iterations = Number(arg('iterations', '20'));
const fill = arg('fill', 'generator');
const keptData = arg('data', '');
const WARM_UP = 3;

/** Median and p95 of `iterations` runs after a few warm-up ones (caches, JIT, plans). */
async function timed(run: () => Promise<void>): Promise<string> {
  const samples: number[] = [];
  for (let i = 0; i < iterations + WARM_UP; i += 1) {
    const started = performance.now();
    await run();
    if (i >= WARM_UP) samples.push(performance.now() - started);
  }
  const s = summarize(samples);
  return `${ms(s.median)} / ${ms(s.p95)}`;
}

/** Midnight in Vietnam, `days` days before today's. */
function vietnamMidnight(days: number): Date {
  const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
  return new Date(Date.parse(`${today}T00:00:00+07:00`) - days * 86_400_000);
}

const iso = (d: Date) => d.toISOString();
/** A closed range of the bench: from its start (included) to its end (excluded). */
interface Span {
  readonly start: Date;
  readonly end: Date;
}
const within = (r: Span) =>
  sql`o.created_at >= ${iso(r.start)}::timestamptz AND o.created_at < ${iso(r.end)}::timestamptz`;
const LIVE = sql`NOT o.is_delete`;
const EARNED = sql`o.status IS DISTINCT FROM 'canceled'`;
const FIGURES = sql`count(*)::int, count(DISTINCT o.customer_id)::int, coalesce(sum(o.price_order) FILTER (WHERE ${EARNED}), 0)::float8`;

/** The raw queries of each answer, in the order the floor runs them. */
function rawQueries(range: Span, bucket: 'day' | 'month'): Record<string, SQL[]> {
  const full: TimeRange = { ...range, startInclusive: true, endInclusive: false };
  const before = previousRange(full);
  const previous = before?.start && before.end ? { start: before.start, end: before.end } : range;
  const where = sql`${LIVE} AND ${within(range)}`;
  const grouped = (key: SQL, join = sql``, extra = sql``) => [
    sql`SELECT ${FIGURES} FROM orders o WHERE ${where}`,
    sql`SELECT ${key} AS k, ${FIGURES} FROM orders o ${join} WHERE ${where} ${extra} GROUP BY 1 ORDER BY 4 DESC, 2 DESC LIMIT 51`,
    sql`SELECT date_trunc(${bucket}, o.created_at AT TIME ZONE ${REPORT_TIME_ZONE}) AS d, count(*)::int, coalesce(sum(o.price_order) FILTER (WHERE ${EARNED}), 0)::float8 FROM orders o WHERE ${where} GROUP BY 1 ORDER BY 1`,
  ];
  return {
    '/summaries/dashbroad': [
      sql`SELECT count(*) FILTER (WHERE ${within(range)})::int, coalesce(sum(o.price_order) FILTER (WHERE ${within(range)}), 0)::float8,
            count(*) FILTER (WHERE ${within(range)} AND o.payment_status = 'TT')::int, count(*) FILTER (WHERE ${within(range)} AND u.is_outsource)::int,
            count(*) FILTER (WHERE ${within(previous)})::int, coalesce(sum(o.price_order) FILTER (WHERE ${within(previous)}), 0)::float8,
            count(*) FILTER (WHERE ${within(previous)} AND o.payment_status = 'TT')::int, count(*) FILTER (WHERE ${within(previous)} AND u.is_outsource)::int
          FROM orders o LEFT JOIN users u ON u.id = o.designer_id
          WHERE ${LIVE} AND o.status = 'done' AND (${within(range)} OR ${within(previous)})`,
    ],
    '/niches/analysic': [sql`SELECT o.niche_id, ${FIGURES} FROM orders o WHERE ${where} GROUP BY 1`],
    '/users/designersAnalysis': [
      sql`SELECT o.designer_id, o.status, count(*)::int, coalesce(sum(o.price_order) FILTER (WHERE ${EARNED}), 0)::float8
          FROM orders o WHERE ${where} AND o.designer_id IS NOT NULL GROUP BY 1, 2`,
    ],
    '/users/designersAnalysisBaseOnStatus/done': [
      sql`SELECT o.designer_id, ${FIGURES} FROM orders o WHERE ${where} AND o.status = 'done' GROUP BY 1`,
    ],
    '/orders/analysis': grouped(sql`o.status`),
    '/customers/analysis': grouped(sql`o.customer_id`),
    '/channels/analysis': grouped(sql`o.channel_id`),
    '/niches/analysis': grouped(sql`o.niche_id`),
    '/dealpipelines/analysis': grouped(sql`c.deal_pipeline_id`, sql`LEFT JOIN customers c ON c.id = o.customer_id`),
  };
}

/** An export page as the list serves it, references joined for their names, and the list's count. */
const rawExport = (offset: number): SQL[] => [
  sql`SELECT o.id, o.name, o.status, o.price_order, o.payment_status, c.display_name, o.finished_date, u.display_name, o.created_at
      FROM orders o LEFT JOIN customers c ON c.id = o.customer_id LEFT JOIN users u ON u.id = o.designer_id
      WHERE ${LIVE} ORDER BY o.created_at DESC, o.id DESC LIMIT 5000 OFFSET ${offset}`,
  sql`SELECT count(*) FROM orders o WHERE ${LIVE}`,
];

async function runAll(db: Db, queries: readonly SQL[]): Promise<void> {
  for (const query of queries) await db.execute(query);
}

const { database, close } = await openBenchDatabase(engine, keptData);
try {
  const existing = await database.db.$count(orders);
  if (target > existing) {
    const started = performance.now();
    if (fill === 'sql') await fillOrders(database.db, target);
    else await generateOrders(database.db, target - existing, { seed: target });
    await database.db.execute(sql`ANALYZE`);
    console.log(`filled to ${target} orders in ${ms(performance.now() - started)}`);
  }
  const count = await database.db.$count(orders);
  const app = await buildApp({ database, config: TEST_CONFIG });
  await app.ready();
  const headers = { authorization: `Bearer ${await login(app, demoEmail('manager'))}` };
  const request = (url: string) => async () => {
    const res = await app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  };

  console.log(`${engine}, ${count} orders; median / p95 of ${iterations} requests`);
  console.log('| Range | Endpoint | API | Raw SQL |');
  console.log('| --- | --- | ---: | ---: |');
  for (const [label, days] of [
    ['30 days', 30],
    ['365 days', 365],
  ] as const) {
    const range: Span = { start: vietnamMidnight(days - 1), end: vietnamMidnight(-1) };
    const filter = encodeURIComponent(JSON.stringify({ createdAt: { $gte: iso(range.start), $lt: iso(range.end) } }));
    const queries = rawQueries(range, days <= 31 ? 'day' : 'month');
    for (const [path, raw] of Object.entries(queries)) {
      const api = await timed(request(`${path}?filter=${filter}`));
      const floor = await timed(() => runAll(database.db, raw));
      console.log(`| ${label} | \`${path}\` | ${api} | ${floor} |`);
    }
  }
  for (const offset of [0, Math.max(0, count - 5_000)]) {
    const api = await timed(request(`/orders/exportExcel?limit=5000&offset=${offset}`));
    const floor = await timed(() => runAll(database.db, rawExport(offset)));
    console.log(`| all | \`/orders/exportExcel\` 5,000 rows at offset ${offset} | ${api} | ${floor} |`);
  }
  await app.close();
} finally {
  await close();
}
