import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillOrders } from '../../src/server/seed/fillOrders';
import { EXACT_COUNT_LIMIT } from '../../src/server/resources/pageTotal';
import { act, call, createTestApp, demoEmail, list, login, rows as rowsOf, SEED_IMAGE, type TestApp } from './harness';

/**
 * Lists past the exact-count limit (issue 14): the totals the database keeps for orders stay
 * equal to a count through every kind of write, a total beyond the limit is labelled an
 * estimate and corrected by the last page, deep pages and searches answer the right rows.
 * Correctness only; speed is bench/list-scale.ts's.
 */
let t: TestApp;
let manager: string;
const ORDERS = EXACT_COUNT_LIMIT + 1_500;

type Order = { id: number; status: string; code: string | null; createdAt: string };
type Counted = { key: string; deleted: boolean; month: string; n: number };

const rows = <T>(query: ReturnType<typeof sql>): Promise<T[]> => rowsOf<T>(t.database, query);

/** The kept counters of orders, and the same figures counted from the table. */
async function keptAndCounted(): Promise<{ kept: Counted[]; counted: Counted[] }> {
  const kept = await rows<Counted>(
    sql`SELECT key, deleted, to_char(month AT TIME ZONE 'UTC', 'YYYY-MM') AS month, n::int AS n
        FROM row_counts WHERE resource = 'orders' AND n <> 0 ORDER BY key, deleted, month`,
  );
  const counted = await rows<Counted>(
    sql`SELECT coalesce(status, '') AS key, is_delete AS deleted, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month,
          count(*)::int AS n FROM orders GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
  );
  return { kept, counted };
}

/** The ids of live orders, newest first (or oldest first), as plain SQL orders them. */
async function idsNewestFirst(where = sql`true`, offset = 0, limit = 50, direction = sql`DESC`): Promise<number[]> {
  const found = await rows<{ id: number }>(
    sql`SELECT id FROM orders WHERE is_delete = false AND ${where}
        ORDER BY created_at ${direction}, id ${direction} LIMIT ${limit} OFFSET ${offset}`,
  );
  return found.map((row) => row.id);
}

beforeAll(async () => {
  t = await createTestApp();
  manager = await login(t.app, demoEmail('manager'));
  await fillOrders(t.database.db, ORDERS);
}, 120_000);

afterAll(async () => {
  await t.close();
});

describe('the totals kept for orders', () => {
  it('equal a count of the table after inserts, workflow steps, soft deletes, redo and hard deletes', async () => {
    const before = await keptAndCounted();
    expect(before.kept).toEqual(before.counted);

    const created = await call(t.app, manager, 'POST', '/orders', { name: 'Counted order', thumbnail: SEED_IMAGE });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();
    const [waiting] = await idsNewestFirst(sql`status = 'waiting_approved'`, 0, 1);
    const step = await act(t.app, manager, '/orderHistories', { orderId: waiting, action: 'accept' });
    expect(step.statusCode, step.body).toBe(201);
    expect((await call(t.app, manager, 'DELETE', `/orders/${id}`)).statusCode).toBe(200);
    const [victim] = await idsNewestFirst(sql`status = 'done'`, 3, 1);
    expect((await call(t.app, manager, 'DELETE', `/orders/${victim}`)).statusCode).toBe(200);
    const redone = await call(t.app, manager, 'PUT', `/orders/${victim}`, { isDelete: false });
    expect(redone.statusCode, redone.body).toBe(200);
    await t.database.db.execute(
      sql`UPDATE orders SET status = 'feedback' WHERE id IN (SELECT id FROM orders WHERE status = 'done' LIMIT 25)`,
    );
    // An order moved to another month of creation moves between the monthly counters.
    await t.database.db.execute(
      sql`UPDATE orders SET created_at = created_at - interval '40 days' WHERE id IN (SELECT id FROM orders WHERE status = 'feedback' LIMIT 7)`,
    );
    await t.database.db.execute(sql`DELETE FROM order_histories WHERE order_id = ${id}`);
    await t.database.db.execute(sql`DELETE FROM orders WHERE id = ${id}`);

    const after = await keptAndCounted();
    expect(after.kept).toEqual(after.counted);
    expect(after.counted).not.toEqual(before.counted);
  });

  it('answer the list total exactly, with or without a status filter', async () => {
    const statuses = ['done', 'feedback'];
    const [{ n }] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM orders WHERE is_delete = false AND status IN ('done', 'feedback')`,
    );
    const filtered = await list(t.app, manager, 'orders', { limit: 5, filter: { status: { $in: statuses } } });
    expect(filtered.total).toBe(n);
    expect(filtered.body.totalIsEstimate).toBeUndefined();
    const [{ all }] = await rows<{ all: number }>(sql`SELECT count(*)::int AS all FROM orders WHERE is_delete = false`);
    const unfiltered = await list(t.app, manager, 'orders', { limit: 5 });
    expect(unfiltered.total).toBe(all);
    expect(all).toBeGreaterThan(EXACT_COUNT_LIMIT);
  });
});

describe('a total beyond the exact-count limit', () => {
  // A filter no kept total answers: orders with a customer, most of them.
  const filter = { customerId: { $ne: null } };
  const where = sql`customer_id IS NOT NULL`;

  it('is labelled an estimate, never a wrong exact number', async () => {
    const page = await list(t.app, manager, 'orders', { limit: 50, filter });
    expect(page.body.totalIsEstimate).toBe(true);
    expect(page.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
  });

  it('becomes exact on the last page, which holds the right rows', async () => {
    const [{ n }] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM orders WHERE is_delete = false AND ${where}`,
    );
    const offset = Math.floor((n - 1) / 50) * 50;
    const last = await list<Order>(t.app, manager, 'orders', { limit: 50, offset, filter });
    expect(last.body.totalIsEstimate).toBeUndefined();
    expect(last.total).toBe(n);
    expect(last.results.map((o) => o.id)).toEqual(await idsNewestFirst(where, offset));
  });

  it('is counted exactly when a page lies past the end', async () => {
    const [{ n }] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM orders WHERE is_delete = false AND ${where}`,
    );
    const past = await list(t.app, manager, 'orders', { limit: 50, offset: n + 5_000, filter });
    expect(past.results).toEqual([]);
    expect(past.total).toBe(n);
    expect(past.body.totalIsEstimate).toBeUndefined();
  });

  it('is exact below the limit', async () => {
    const few = await list(t.app, manager, 'orders', { limit: 5, filter: { status: 'done', customerId: 1 } });
    const [{ n }] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM orders WHERE is_delete = false AND status = 'done' AND customer_id = 1`,
    );
    expect(few.total).toBe(n);
    expect(few.body.totalIsEstimate).toBeUndefined();
  });
});

describe('deep pages and search', () => {
  it('answer a deep page with the rows plain SQL gives at that offset', async () => {
    for (const offset of [0, 950, 1_000, 7_777, ORDERS - 40]) {
      const page = await list<Order>(t.app, manager, 'orders', { limit: 50, offset, orderBy: '-createdAt' });
      expect(
        page.results.map((o) => o.id),
        `offset ${offset}`,
      ).toEqual(await idsNewestFirst(sql`true`, offset));
    }
  });

  it('answers deep pages found from the monthly counters with the rows plain OFFSET gives, in both directions', async () => {
    // The month boundaries of the newest-first list: a page may start on, just before or just after one.
    const bounds = await rows<{ at: number }>(
      sql`SELECT (sum(n) OVER (ORDER BY month DESC))::int AS at FROM (
            SELECT month, sum(n) AS n FROM row_counts WHERE resource = 'orders' AND NOT deleted GROUP BY month) m
          ORDER BY month DESC LIMIT 3 OFFSET 20`,
    );
    const offsets = [1_000, 4_321, ORDERS - 60, ...bounds.flatMap(({ at }) => [at - 1, at, at + 1])];
    const statuses = ['done', 'feedback'];
    const byStatus = sql`status IN ('done', 'feedback')`;
    for (const offset of offsets) {
      const newest = await list<Order>(t.app, manager, 'orders', { limit: 50, offset });
      expect(
        newest.results.map((o) => o.id),
        `newest first, offset ${offset}`,
      ).toEqual(await idsNewestFirst(sql`true`, offset));
      const oldest = await list<Order>(t.app, manager, 'orders', { limit: 50, offset, orderBy: 'createdAt' });
      expect(
        oldest.results.map((o) => o.id),
        `oldest first, offset ${offset}`,
      ).toEqual(await idsNewestFirst(sql`true`, offset, 50, sql`ASC`));
      const filtered = await list<Order>(t.app, manager, 'orders', {
        limit: 50,
        offset,
        filter: { status: { $in: statuses } },
      });
      expect(
        filtered.results.map((o) => o.id),
        `filtered, offset ${offset}`,
      ).toEqual(await idsNewestFirst(byStatus, offset));
      expect(filtered.body.totalIsEstimate).toBeUndefined();
    }
  });

  it('answers an empty page past the end of a counted list, with its exact total', async () => {
    const [{ all }] = await rows<{ all: number }>(sql`SELECT count(*)::int AS all FROM orders WHERE is_delete = false`);
    const past = await list(t.app, manager, 'orders', { limit: 50, offset: all + 3_000 });
    expect(past.results).toEqual([]);
    expect(past.total).toBe(all);
    const last = await list<Order>(t.app, manager, 'orders', { limit: 50, offset: all - 7 });
    expect(last.results.map((o) => o.id)).toEqual(await idsNewestFirst(sql`true`, all - 7));
    expect(last.results).toHaveLength(7);
  });

  it('keeps empty values last when sorting by a field that may be empty', async () => {
    const page = await list<{ deadline: string | null }>(t.app, manager, 'orders', { limit: 500, orderBy: 'deadline' });
    const firstEmpty = page.results.findIndex((o) => o.deadline === null);
    if (firstEmpty >= 0) expect(page.results.slice(firstEmpty).every((o) => o.deadline === null)).toBe(true);
  });

  it('finds orders by a fragment of their code or name, and only those', async () => {
    const fragment = 'BO-000999';
    // Sorted, so the newest come first (unsorted, a name starting "Bo…" would rank first).
    const found = await list<Order>(t.app, manager, 'orders', { limit: 50, q: fragment, orderBy: '-createdAt' });
    const expected = await idsNewestFirst(
      sql`(name ILIKE ${`%${fragment}%`} OR code ILIKE ${`%${fragment}%`} OR code_customer ILIKE ${`%${fragment}%`})`,
    );
    expect(found.results.map((o) => o.id)).toEqual(expected);
    expect(found.total).toBe(expected.length);
    expect(expected).toHaveLength(10);
    expect(found.results.every((o) => o.code?.includes(fragment))).toBe(true);
  });

  it('finds nothing for a q of LIKE wildcards, which are no words', async () => {
    const found = await list(t.app, manager, 'orders', { limit: 5, q: '%_%' });
    expect(found.status).toBe(200);
    expect(found.total).toBe(0);
  });
});
