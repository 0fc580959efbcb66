import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, call, createTestApp, list, SEED_IMAGE, SEED_IMAGE_2, signInAccounts, type TestApp } from './harness';

/**
 * Issue 41, products of real work: `GET /products/me` answers the caller's own products, and
 * images accepted at a workflow step become products of the order's product types, made by
 * their uploader, so the order's old products and `products/me` show them.
 */

type Json = Record<string, unknown>;
const ACCOUNTS = ['manager', 'sale', 'leader', 'designer', 'delivery', 'outsource'] as const;

let t: TestApp;
let app: FastifyInstance;
let token: Record<(typeof ACCOUNTS)[number], string>;
let id: Record<(typeof ACCOUNTS)[number], number>;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  ({ token, id } = await signInAccounts(app, ACCOUNTS));
});

afterAll(async () => {
  await t.close();
});

describe('GET /products/me', () => {
  it('refuses no session, outsourced users (products are hidden from them) and malformed or oversized queries', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/products/me' })).statusCode).toBe(401);
    expect((await call(app, token.outsource, 'GET', '/products/me')).statusCode).toBe(403);
    expect((await call(app, token.designer, 'GET', '/products/me?limit=abc')).statusCode).toBe(400);
    expect((await call(app, token.designer, 'GET', '/products/me?limit=100000')).statusCode).toBe(400);
    expect((await call(app, token.designer, 'GET', '/products/me?filter={bad')).statusCode).toBe(400);
    const mine = await call(app, token.designer, 'GET', '/products/me?limit=100');
    expect(mine.statusCode).toBe(200);
    expect(mine.json<{ results: { creatorId: number }[] }>().results.every((p) => p.creatorId === id.designer)).toBe(
      true,
    );
  });
});

async function step(who: (typeof ACCOUNTS)[number], body: Json) {
  const res = await act(app, token[who], '/orderHistories', body);
  expect(res.statusCode).toBe(201);
  return res.json<Json & { order: Json }>();
}

/** An order of `catalog` walked to verified, the designer's two images submitted. */
async function orderAtVerified(catalog: number[]): Promise<number> {
  const created = await call(app, token.sale, 'POST', '/orders', {
    name: `Menu board ${Date.now() % 100_000}`,
    thumbnail: SEED_IMAGE,
    productCatalogIds: catalog,
  });
  expect(created.statusCode).toBe(201);
  const orderId = created.json<{ id: number }>().id;
  await step('sale', { orderId, action: 'accept', expectedStatus: 'pre_order' });
  await step('leader', { orderId, action: 'assignDesigner', assignedUser: [id.designer], expectedStatus: 'new_deal' });
  await step('designer', { orderId, action: 'accept', expectedStatus: 'designer_confirm' });
  await step('designer', {
    orderId,
    action: 'accept',
    products: [SEED_IMAGE, SEED_IMAGE_2],
    assignedUser: [id.leader],
    expectedStatus: 'design_in_progress',
  });
  return orderId;
}

describe('products from workflow images', () => {
  it('are made when the leader accepts the design, not when it is submitted or rejected', async () => {
    const catalog = (await list<{ id: number }>(app, token.manager, 'productTypes', { limit: 2 })).results.map(
      (r) => r.id,
    );
    const orderId = await orderAtVerified(catalog);
    const byOrder = async () =>
      (await list<Json>(app, token.manager, 'products', { filter: { orderId }, orderBy: 'id' })).results;
    expect(await byOrder()).toEqual([]);

    const rejected = await step('leader', {
      orderId,
      action: 'reject',
      report: 'Wrong font',
      expectedStatus: 'verified',
    });
    expect(rejected.status).toBe('design_in_progress');
    expect(await byOrder()).toEqual([]);
    await step('designer', {
      orderId,
      action: 'accept',
      products: [SEED_IMAGE, SEED_IMAGE_2],
      assignedUser: [id.leader],
      expectedStatus: 'design_in_progress',
    });

    const verified = await step('leader', {
      orderId,
      action: 'accept',
      assignedUser: [id.delivery],
      expectedStatus: 'verified',
    });
    const made = await byOrder();
    expect(made).toHaveLength(2);
    expect(made.map((p) => p.productImages)).toEqual([[SEED_IMAGE], [SEED_IMAGE_2]]);
    for (const product of made) {
      expect(product).toMatchObject({ creatorId: id.designer, productCatalogIds: catalog, orderId });
    }
    expect(verified.order.productsId).toEqual(expect.arrayContaining(made.map((p) => p.id)));

    // The order page's "old products": products whose catalog ids hold all of the order's.
    const old = await list<Json>(app, token.manager, 'products', { filter: { productCatalogIds: { $all: catalog } } });
    expect(old.results.map((p) => p.id)).toEqual(expect.arrayContaining(made.map((p) => p.id)));

    // GET /products/me: the designer's own work, nobody else's.
    const mine = await list<Json>(app, token.designer, 'products/me', { limit: 100 });
    expect(mine.results.map((p) => p.id)).toEqual(expect.arrayContaining(made.map((p) => p.id)));
    expect(mine.results.every((p) => p.creatorId === id.designer)).toBe(true);
    const leaders = await list<Json>(app, token.leader, 'products/me', { limit: 100 });
    expect(leaders.results.some((p) => p.orderId === orderId)).toBe(false);
  });
});
