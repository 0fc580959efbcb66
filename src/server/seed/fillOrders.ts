import { getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { orders } from '../db/schema';

const BATCH = 100_000;
const DEMO_ORDERS = 360;
/** How far back the filled orders reach: ten years, newest ids newest. */
const SPAN_DAYS = 3650;

/**
 * Fills the orders table up to `target` rows by SQL, cloning the demo orders (their customers,
 * crews, statuses and prices) with new ids, codes (`BO-0000123`), names and creation dates
 * spread over ten years. Fast enough for a million rows; the seed's generator is for realism,
 * this is for volume. Answers how many rows it added.
 */
export async function fillOrders(db: Db, target: number): Promise<number> {
  const existing = await db.$count(orders);
  if (existing >= target) return 0;
  const columns = Object.values(getTableColumns(orders)).map((c) => c.name);
  const copied = columns.filter((c) => !['id', 'code', 'name', 'created_at', 'updated_at'].includes(c));
  const list = sql.raw(copied.map((c) => `"${c}"`).join(', '));
  const fromTemplate = sql.raw(copied.map((c) => `t."${c}"`).join(', '));
  // The demo orders are the templates, so clones are not cloned again.
  const templates = Math.min(existing, DEMO_ORDERS);
  for (let start = existing; start < target; start += BATCH) {
    const end = Math.min(target, start + BATCH);
    await db.execute(sql`
      INSERT INTO orders (id, code, name, created_at, updated_at, ${list})
      SELECT g, 'BO-' || lpad(g::text, 7, '0'), t.name || ' ' || g,
             now() - ((${target}::float8 - g) * ${SPAN_DAYS}::float8 / ${target}::float8) * interval '1 day',
             now() - ((${target}::float8 - g) * ${SPAN_DAYS}::float8 / ${target}::float8) * interval '1 day',
             ${fromTemplate}
      FROM generate_series(${start + 1}::int, ${end}::int) AS g
      JOIN (SELECT row_number() OVER (ORDER BY id) - 1 AS k, * FROM orders WHERE id <= ${templates}) t
        ON t.k = g % ${templates}
      ON CONFLICT (id) DO NOTHING`);
  }
  await db.execute(sql`SELECT setval(pg_get_serial_sequence('orders', 'id'), (SELECT max(id) FROM orders))`);
  // The statement triggers filled row_counts too: a counter per status and month over ten
  // years, where the planner's statistics still knew the demo's few. Planned on those, a list's
  // kept total went through the index for all 1,560 counters of orders (at 100,000) to keep
  // 360, 0.1 to 0.5 ms slower than reading the small table whole. In a running database
  // autovacuum analyses both soon after such a change. The orders' kept JSON (keptJson.ts) and
  // search words (searchDocs.ts) and the reports' roll-ups (orderRollups.ts) were filled too, and
  // lists and reports read them.
  await db.execute(sql`VACUUM ANALYZE orders, row_counts, orders_json, orders_search, order_rollups, designer_rollups`);
  return target - existing;
}
