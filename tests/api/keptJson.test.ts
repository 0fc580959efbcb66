import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getResource } from '../../src/shared/domain/resources';
import type { Db } from '../../src/server/db/connection';
import { KEPT_JSON_RESOURCES, keepRowJson, keptJsonTable } from '../../src/server/db/keptJson';
import { publicColumns, rowJsonText } from '../../src/server/db/rowJson';
import { act, call, createTestApp, demoEmail, login, rows as rowsOf, SEED_IMAGE, type TestApp } from './harness';

/**
 * The JSON the database keeps of each order, customer and user (src/server/db/keptJson.ts) is
 * the JSON a read writes from the row, after every kind of write, on both databases; the
 * lists read it, and answer the same without it.
 */

type Json = Record<string, unknown>;

let t: TestApp;
let app: FastifyInstance;
let db: Db;
const token: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  db = t.database.db;
  for (const name of ['manager', 'sale', 'designer']) token[name] = await login(app, demoEmail(name));
});

afterAll(async () => {
  await t.close();
});

const rows = <R>(query: ReturnType<typeof sql>): Promise<R[]> => rowsOf<R>(t.database, query);

/** For each kept resource: its rows, its kept texts, and the rows whose kept text is not the written one. */
async function drift(): Promise<Record<string, { rows: number; kept: number; different: number[] }>> {
  const found: Record<string, { rows: number; kept: number; different: number[] }> = {};
  for (const name of KEPT_JSON_RESOURCES) {
    const resource = getResource(name)!;
    const table = sql.identifier(name);
    const kept = sql.identifier(keptJsonTable(resource));
    const [counts] = await rows<{ rows: number; kept: number }>(
      sql`SELECT (SELECT count(*)::int FROM ${table}) AS rows, (SELECT count(*)::int FROM ${kept}) AS kept`,
    );
    const different = await rows<{ id: number }>(
      sql`SELECT ${table}.id FROM ${table} LEFT JOIN ${kept} ON ${kept}.id = ${table}.id
        WHERE ${kept}.json IS DISTINCT FROM ${rowJsonText(resource, publicColumns(resource))} ORDER BY ${table}.id`,
    );
    found[name] = { ...counts, different: different.map((r) => r.id) };
  }
  return found;
}

async function expectKept(): Promise<void> {
  const found = await drift();
  for (const name of KEPT_JSON_RESOURCES) {
    expect(found[name].different, name).toEqual([]);
    expect(found[name].kept, name).toBe(found[name].rows);
    expect(found[name].rows, name).toBeGreaterThan(0);
  }
}

const ok = async <T>(res: Promise<{ statusCode: number; body: string; json<U>(): U }>, status = 200): Promise<T> => {
  const answer = await res;
  expect(answer.statusCode, answer.body).toBe(status);
  return answer.json<T>();
};
const body = async (path: string): Promise<string> => {
  const res = await call(app, token.manager, 'GET', path);
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
};

describe('the kept JSON of orders, customers and users', () => {
  it('is the written JSON of every seeded row', async () => {
    await expectKept();
  });

  it('follows creations, edits, workflow steps, the figures the database keeps, deletions', async () => {
    const customer = await ok<{ id: number }>(
      call(app, token.sale, 'POST', '/customers', { displayName: 'Kept customer' }),
      201,
    );
    const order = await ok<{ id: number }>(
      call(app, token.sale, 'POST', '/orders', { name: 'Kept logo', thumbnail: SEED_IMAGE, customerId: customer.id }),
      201,
    );
    // A new order moves its customer's last order time: an update by a trigger, not by the engine.
    await ok(call(app, token.manager, 'PUT', `/orders/${order.id}`, { name: 'Kept logo, renamed' }));
    const step = await act(app, token.manager, '/orderHistories/force', { orderId: order.id, status: 'done' });
    expect(step.statusCode, step.body).toBeLessThan(300);
    await ok(
      call(app, token.sale, 'POST', '/customerComments', { content: 'Good', rate: 4, customerId: customer.id }),
      201,
    );
    const designer = await ok<{ id: number }>(call(app, token.designer, 'GET', '/users/me'));
    await ok(call(app, token.manager, 'POST', '/userComments', { content: 'Fast', rate: 5, userId: designer.id }), 201);
    await ok(call(app, token.manager, 'PUT', '/users/me', { phone: '0901234567' }));
    await ok(call(app, token.manager, 'DELETE', `/orders/${order.id}`));
    await expectKept();

    // A row deleted for good takes its kept JSON with it.
    const gone = await ok<{ id: number }>(call(app, token.sale, 'POST', '/customers', { displayName: 'Gone' }), 201);
    await db.execute(sql`DELETE FROM customers WHERE id = ${gone.id}`);
    const [left] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM customers_json WHERE id = ${gone.id}`);
    expect(left.n).toBe(0);
    await expectKept();
  });

  it('is written again when its definition changes, and left alone when it does not', async () => {
    expect(await keepRowJson(db)).toEqual([]);
    await db.execute(sql`UPDATE kept_json_definitions SET digest = 'an older definition' WHERE resource = 'orders'`);
    await db.execute(sql`UPDATE orders_json SET json = '{}' WHERE id IN (SELECT id FROM orders ORDER BY id LIMIT 3)`);
    await db.execute(sql`INSERT INTO orders_json (id, json) VALUES (-1, '{"id":-1}')`);
    expect(await keepRowJson(db)).toEqual(['orders']);
    await expectKept();
    expect(await keepRowJson(db)).toEqual([]);
  });

  it('answers lists and rows the same when a kept text is missing', async () => {
    const list = '/orders?limit=20&includes=customer,designer';
    const [{ id }] = await rows<{ id: number }>(
      sql`SELECT id FROM orders WHERE is_delete = false AND customer_id IS NOT NULL ORDER BY created_at DESC, id DESC LIMIT 1`,
    );
    const [{ customer_id: customerId }] = await rows<{ customer_id: number }>(
      sql`SELECT customer_id FROM orders WHERE id = ${id}`,
    );
    const before = [
      await body(list),
      await body(`/orders/${id}?includes=customer`),
      await body(`/customers/${customerId}`),
    ];
    await db.execute(sql`DELETE FROM orders_json WHERE id = ${id}`);
    await db.execute(sql`DELETE FROM customers_json WHERE id = ${customerId}`);
    const after = [
      await body(list),
      await body(`/orders/${id}?includes=customer`),
      await body(`/customers/${customerId}`),
    ];
    expect(after).toEqual(before);
    expect(JSON.parse(before[1]) as Json).toMatchObject({ id, customer: { id: customerId } });
  });
});
