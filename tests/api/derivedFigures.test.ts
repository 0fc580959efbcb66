import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, call, createTestApp, demoEmail, login, rows as rowsOf, SEED_IMAGE, type TestApp } from './harness';

/**
 * The figures the database keeps (migration 0010): a customer's last order time, spend and
 * rating, a user's rating and a package's used orders follow every write of orders and
 * comments, and no client can type them.
 */

type Json = Record<string, unknown>;
type Customer = {
  id: number;
  lastTimeOrder: string | null;
  totalSpent: number | null;
  rate: number | null;
  totalRate: number | null;
};
type Package = { id: number; orderUsed: number | null; updatedAt: string };
type Order = { id: number; createdAt: string; updatedAt: string };

let t: TestApp;
let app: FastifyInstance;
const token: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  for (const name of ['manager', 'sale', 'viewer', 'designer']) token[name] = await login(app, demoEmail(name));
});

afterAll(async () => {
  await t.close();
});

const ok = async <T>(res: Promise<{ statusCode: number; body: string; json<U>(): U }>, status = 200): Promise<T> => {
  const answer = await res;
  expect(answer.statusCode, answer.body).toBe(status);
  return answer.json<T>();
};
const customer = (id: number) => ok<Customer>(call(app, token.manager, 'GET', `/customers/${id}`));
const pkg = (id: number) => ok<Package>(call(app, token.manager, 'GET', `/packages/${id}`));
const newCustomer = (displayName: string) =>
  ok<Customer>(call(app, token.sale, 'POST', '/customers', { displayName }), 201);
const newPackage = (customerId: number) =>
  ok<Package>(call(app, token.sale, 'POST', '/packages', { name: 'Ten logos', customerId, orderCount: 10 }), 201);
const newOrder = (body: Json) =>
  ok<Order>(call(app, token.sale, 'POST', '/orders', { name: 'Logo', thumbnail: SEED_IMAGE, ...body }), 201);
const orderOf = (id: number) => ok<Order>(call(app, token.manager, 'GET', `/orders/${id}`));

describe('orders move the customer and package figures', () => {
  it('starts empty: a new customer and package have no order and no rating', async () => {
    const c = await newCustomer('Fresh customer');
    expect(c).toMatchObject({ lastTimeOrder: null, totalSpent: 0, rate: null, totalRate: 0 });
    expect((await newPackage(c.id)).orderUsed).toBe(0);
  });

  it('creating, moving, soft-deleting and restoring an order', async () => {
    const a = await newCustomer('Customer A');
    const b = await newCustomer('Customer B');
    const pa = await newPackage(a.id);
    const pb = await newPackage(b.id);

    const first = await newOrder({ customerId: a.id, packageId: pa.id });
    expect((await customer(a.id)).lastTimeOrder).toBe(first.createdAt);
    expect((await pkg(pa.id)).orderUsed).toBe(1);
    const second = await newOrder({ customerId: a.id, packageId: pa.id });
    expect((await customer(a.id)).lastTimeOrder).toBe(second.createdAt);
    expect((await pkg(pa.id)).orderUsed).toBe(2);

    // Moved to the other customer and package: both sides follow.
    await ok(call(app, token.manager, 'PUT', `/orders/${second.id}`, { customerId: b.id, packageId: pb.id }));
    expect((await customer(a.id)).lastTimeOrder).toBe(first.createdAt);
    expect((await customer(b.id)).lastTimeOrder).toBe(second.createdAt);
    expect((await pkg(pa.id)).orderUsed).toBe(1);
    expect((await pkg(pb.id)).orderUsed).toBe(1);

    // Soft delete takes it out of the figures, redo puts it back.
    await ok(call(app, token.manager, 'DELETE', `/orders/${first.id}`));
    expect((await customer(a.id)).lastTimeOrder).toBeNull();
    expect((await pkg(pa.id)).orderUsed).toBe(0);
    await ok(call(app, token.manager, 'PUT', `/orders/${first.id}`, { isDelete: false }));
    expect((await customer(a.id)).lastTimeOrder).toBe(first.createdAt);
    expect((await pkg(pa.id)).orderUsed).toBe(1);

    // A clone is a new order of the same customer and package.
    const clone = await ok<Order & { packageId: number }>(
      call(app, token.sale, 'POST', `/orders/${first.id}/clone`),
      201,
    );
    expect((await customer(a.id)).lastTimeOrder).toBe(clone.createdAt);
    expect((await pkg(pa.id)).orderUsed).toBe(clone.packageId === pa.id ? 2 : 1);
  });

  it('a done order adds its price to totalSpent, and leaving done takes it away', async () => {
    const c = await newCustomer('Spending customer');
    const order = await newOrder({ customerId: c.id, priceOrder: 1_500_000 });
    await newOrder({ customerId: c.id, priceOrder: 700_000 });
    expect((await customer(c.id)).totalSpent).toBe(0);
    await ok(act(app, token.manager, '/orderHistories/force', { orderId: order.id, status: 'done' }), 201);
    expect((await customer(c.id)).totalSpent).toBe(1_500_000);
    await ok(
      call(app, token.sale, 'PUT', '/orders/priceOrder', {
        id: order.id,
        priceOrder: 2_000_000,
        updatedAt: (await orderOf(order.id)).updatedAt,
      }),
    );
    expect((await customer(c.id)).totalSpent).toBe(2_000_000);
    await ok(act(app, token.manager, '/orderHistories/force', { orderId: order.id, status: 'feedback' }), 201);
    expect((await customer(c.id)).totalSpent).toBe(0);
  });

  it('two orders created at once on one package both count', async () => {
    const c = await newCustomer('Busy customer');
    const p = await newPackage(c.id);
    await Promise.all(Array.from({ length: 6 }, () => newOrder({ customerId: c.id, packageId: p.id })));
    expect((await pkg(p.id)).orderUsed).toBe(6);
  });
});

describe('rated comments move the rating', () => {
  it("a customer's rate and totalRate follow its rated comments", async () => {
    const c = await newCustomer('Rated customer');
    const first = await ok<{ id: number }>(
      call(app, token.sale, 'POST', '/customerComments', { content: 'Good', rate: 5, customerId: c.id }),
      201,
    );
    await ok(call(app, token.sale, 'POST', '/customerComments', { content: 'Fine', rate: 2, customerId: c.id }), 201);
    expect(await customer(c.id)).toMatchObject({ rate: 3.5, totalRate: 2 });
    await ok(call(app, token.sale, 'PUT', `/customerComments/${first.id}`, { rate: 4 }));
    expect(await customer(c.id)).toMatchObject({ rate: 3, totalRate: 2 });
    await ok(call(app, token.sale, 'DELETE', `/customerComments/${first.id}`));
    expect(await customer(c.id)).toMatchObject({ rate: 2, totalRate: 1 });
  });

  it("a user's rate and totalRate follow the rated comments about them", async () => {
    const designer = await ok<{ id: number }>(call(app, token.designer, 'GET', '/users/me'));
    const before = await ok<{ rate: number | null; totalRate: number }>(
      call(app, token.manager, 'GET', `/users/${designer.id}`),
    );
    await ok(call(app, token.manager, 'POST', '/userComments', { content: 'Fast', rate: 1, userId: designer.id }), 201);
    const after = await ok<{ rate: number; totalRate: number }>(
      call(app, token.manager, 'GET', `/users/${designer.id}`),
    );
    expect(after.totalRate).toBe(before.totalRate + 1);
    expect(after.rate).toBeCloseTo(((before.rate ?? 0) * before.totalRate + 1) / after.totalRate, 6);
  });
});

describe('no client can type the figures', () => {
  it('refuses them on create and update, for every account that may write', async () => {
    const c = await newCustomer('Untyped customer');
    const p = await newPackage(c.id);
    for (const who of ['manager', 'sale']) {
      for (const body of [
        { lastTimeOrder: '2030-01-01T00:00:00.000Z' },
        { totalSpent: 1 },
        { rate: 5 },
        { totalRate: 9 },
      ]) {
        expect((await call(app, token[who], 'PUT', `/customers/${c.id}`, body)).statusCode).toBe(400);
        expect((await call(app, token[who], 'POST', '/customers', { displayName: 'x', ...body })).statusCode).toBe(400);
      }
      expect((await call(app, token[who], 'PUT', `/packages/${p.id}`, { orderUsed: 7 })).statusCode).toBe(400);
      expect(
        (await call(app, token[who], 'POST', '/packages', { name: 'x', customerId: c.id, orderUsed: 7 })).statusCode,
      ).toBe(400);
      expect((await call(app, token[who], 'PUT', '/users/me', { rate: 5, totalRate: 3 })).statusCode).toBe(400);
    }
    // The viewer may not write customers or packages at all.
    expect((await call(app, token.viewer, 'PUT', `/customers/${c.id}`, { totalSpent: 1 })).statusCode).toBe(403);
    expect((await call(app, token.viewer, 'PUT', `/packages/${p.id}`, { orderUsed: 1 })).statusCode).toBe(403);
    expect(await customer(c.id)).toMatchObject({ lastTimeOrder: null, totalSpent: 0, rate: null, totalRate: 0 });
    expect((await pkg(p.id)).orderUsed).toBe(0);
  });
});

/** The first row of a query's answer. */
async function first<T>(query: ReturnType<typeof sql>): Promise<T> {
  return (await rowsOf<T>(t.database, query))[0];
}

describe('the seeded figures', () => {
  it('match the orders and comments for every customer, user and package', async () => {
    const wrong = await first<{ n: number }>(sql`
      SELECT
        (SELECT count(*)::int FROM customers c WHERE
          c.last_time_order IS DISTINCT FROM (SELECT max(o.created_at) FROM orders o WHERE o.customer_id = c.id AND NOT o.is_delete)
          OR c.total_spent IS DISTINCT FROM (SELECT coalesce(sum(o.price_order), 0) FROM orders o
            WHERE o.customer_id = c.id AND NOT o.is_delete AND o.status = 'done')
          OR c.total_rate IS DISTINCT FROM (SELECT count(*)::int FROM comments m WHERE m.customer_id = c.id AND m.rate >= 1))
        + (SELECT count(*)::int FROM users u WHERE
          u.total_rate IS DISTINCT FROM (SELECT count(*)::int FROM comments m WHERE m.user_id = u.id AND m.rate >= 1))
        + (SELECT count(*)::int FROM packages p WHERE
          p.order_used IS DISTINCT FROM (SELECT count(*)::int FROM orders o WHERE o.package_id = p.id AND NOT o.is_delete))
        AS n`);
    expect(wrong.n).toBe(0);
    const rated = await first<{ n: number }>(sql`SELECT count(*)::int AS n FROM customers WHERE total_rate > 0`);
    expect(rated.n).toBeGreaterThan(0);
  });
});
