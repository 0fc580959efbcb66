import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, demoEmail, list, login, SEED_IMAGE_2, type TestApp } from './harness';

/** The order's core fields edited after creation, the order keys guarding the rest, and 'Re New'. */

type Json = Record<string, unknown>;
type OrderRow = Json & { id: number; status: string; updatedAt: string; customerId: number | null };

let t: TestApp;
let app: FastifyInstance;
const token: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  for (const name of ['manager', 'sale', 'leader', 'outsource', 'viewer', 'customer']) {
    token[name] = await login(app, demoEmail(name));
  }
});

afterAll(async () => {
  await t.close();
});

const orderIn = async (status: string, skip = 0) =>
  (await list<OrderRow>(app, token.manager, 'orders', { filter: { status }, limit: 1, offset: skip })).results[0];
const firstId = async (resource: string, filter: Json = {}) =>
  (await list<{ id: number }>(app, token.manager, resource, { filter, limit: 1 })).results[0].id;

describe('PUT /orders/{id}: the core fields', () => {
  it('changes customer, people, catalog, platform, finish date, package and note, each in the changes', async () => {
    const order = await orderIn('new_deal');
    const customerId = await firstId('customers', {});
    const packageId = await firstId('packages', {});
    const body = {
      customerId,
      saleId: await firstId('salers'),
      dealerId: await firstId('dealers'),
      productCatalogIds: [await firstId('productTypes')],
      platformId: await firstId('platforms'),
      finishedDate: '2031-01-02T03:00:00.000Z',
      packageId,
      note: 'Moved to the spring package',
      updatedAt: order.updatedAt,
    };
    const res = await call(app, token.leader, 'PUT', `/orders/${order.id}`, body);
    expect(res.statusCode).toBe(200);
    const { updatedAt: _sent, ...changed } = body;
    expect(res.json<Json>()).toMatchObject(changed);
    const changes = await call(app, token.manager, 'GET', `/orders/${order.id}/changes`);
    const latest = changes.json<{ results: { action: string; after: Json; before: Json }[] }>().results[0];
    expect(latest.action).toBe('update');
    expect(latest.after).toMatchObject({ note: 'Moved to the spring package', packageId });
    expect(Object.keys(latest.before)).toEqual(expect.arrayContaining(['note', 'finishedDate']));
  });

  it('refuses a stale edit (409) and keeps the newer values', async () => {
    const order = await orderIn('new_deal', 1);
    const first = await call(app, token.leader, 'PUT', `/orders/${order.id}`, {
      note: 'first',
      updatedAt: order.updatedAt,
    });
    expect(first.statusCode).toBe(200);
    const second = await call(app, token.leader, 'PUT', `/orders/${order.id}`, {
      note: 'second',
      updatedAt: order.updatedAt,
    });
    expect(second.statusCode).toBe(409);
    expect((await call(app, token.manager, 'GET', `/orders/${order.id}`)).json<Json>().note).toBe('first');
  });

  it('refuses the fields with their own key to one without it, whatever the route', async () => {
    const order = await orderIn('new_deal');
    // The leader may update orders but holds neither priceOrder nor paymentStatus.
    for (const body of [{ priceOrder: 1 }, { paymentStatus: 'TT' }]) {
      const res = await call(app, token.leader, 'PUT', `/orders/${order.id}`, body);
      expect(res.statusCode).toBe(403);
      expect(res.json<{ message: string }>().message).toMatch(/needs the orders (priceOrder|paymentStatus) permission/);
    }
    // The sale holds priceOrder but not dealPrice.
    expect((await call(app, token.sale, 'PUT', `/orders/${order.id}`, { priceOrder: 1_230_000 })).statusCode).toBe(200);
    expect((await call(app, token.sale, 'PUT', `/orders/${order.id}`, { dealPrice: 1 })).statusCode).toBe(403);
  });

  it('passes a guarded field sent back unchanged with the core fields', async () => {
    const order = (await call(app, token.manager, 'GET', `/orders/${(await orderIn('new_deal')).id}`)).json<Json>();
    const res = await call(app, token.leader, 'PUT', `/orders/${order.id as number}`, {
      priceOrder: order.priceOrder,
      paymentStatus: order.paymentStatus,
      note: 'unchanged price',
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses those without update, and malformed values, with nothing changed', async () => {
    const order = await orderIn('new_deal');
    expect((await call(app, token.viewer, 'PUT', `/orders/${order.id}`, { note: 'x' })).statusCode).toBe(403);
    expect((await call(app, token.customer, 'PUT', `/orders/${order.id}`, { note: 'x' })).statusCode).toBe(403);
    for (const body of [
      { finishedDate: 'tomorrow' },
      { customerId: 'one' },
      { productCatalogIds: 'x' },
      { note: 'x'.repeat(100_001) },
      { customerId: 99_999_999 },
    ]) {
      const res = await call(app, token.leader, 'PUT', `/orders/${order.id}`, body);
      expect([400, 404]).toContain(res.statusCode);
    }
    const after = (await call(app, token.manager, 'GET', `/orders/${order.id}`)).json<Json>();
    expect(after.customerId).toBe(order.customerId);
  });
});

describe('PUT /orders/{id}: corrections of thumbnail, name, features and requirement', () => {
  it('are made by a holder of orders.update and recorded with who made them', async () => {
    const order = await orderIn('designer_confirm');
    const leaderId = (await call(app, token.leader, 'GET', '/users/me')).json<{ id: number }>().id;
    const orderRequirementId = await firstId('orderRequirements');
    const body = {
      name: 'Wedding invitation, corrected',
      thumbnail: SEED_IMAGE_2,
      orderFeature: ['prioritize', 'customerCare'],
      orderRequirementId,
      updatedAt: order.updatedAt,
    };
    const res = await call(app, token.leader, 'PUT', `/orders/${order.id}`, body);
    expect(res.statusCode).toBe(200);
    const { updatedAt: _sent, ...changed } = body;
    expect(res.json<Json>()).toMatchObject(changed);
    const changes = await call(app, token.manager, 'GET', `/orders/${order.id}/changes`);
    const latest = changes.json<{
      results: { action: string; user: { id: number } | null; after: Json; before: Json }[];
    }>().results[0];
    expect(latest).toMatchObject({ action: 'update', user: { id: leaderId }, after: changed });
    expect(latest.before).toMatchObject({ name: order.name });
  });

  it('are refused to outsourced users even with orders.update, to those without it, and when malformed', async () => {
    const outsourceId = (await call(app, token.outsource, 'GET', '/users/me')).json<{ id: number }>().id;
    const granted = await call(app, token.manager, 'POST', '/auth/permissions', {
      userId: outsourceId,
      permission: { orders: ['get', 'getOne', 'update'] },
    });
    expect(granted.statusCode).toBe(200);
    const outsourceToken = await login(app, demoEmail('outsource'));
    const theirs = (await list<OrderRow>(app, outsourceToken, 'orders', { limit: 1 })).results[0];
    expect(theirs).toBeDefined();
    for (const change of [
      { name: 'Renamed by an outsider' },
      { thumbnail: SEED_IMAGE_2 },
      { orderFeature: ['test'] },
      { orderRequirementId: null },
    ]) {
      const refused = await call(app, outsourceToken, 'PUT', `/orders/${theirs.id}`, change);
      expect(refused.statusCode).toBe(403);
    }
    const order = await orderIn('new_deal', 2);
    expect((await call(app, token.viewer, 'PUT', `/orders/${order.id}`, { name: 'x' })).statusCode).toBe(403);
    expect((await call(app, token.leader, 'PUT', `/orders/${order.id}`, { name: '' })).statusCode).toBe(400);
    expect((await call(app, token.leader, 'PUT', `/orders/${order.id}`, { name: 'x'.repeat(5000) })).statusCode).toBe(
      400,
    );
    expect(
      (await call(app, token.leader, 'PUT', `/orders/${order.id}`, { thumbnail: 'https://elsewhere.invalid/a.png' }))
        .statusCode,
    ).toBe(400);
    expect((await call(app, token.leader, 'PUT', `/orders/${order.id}`, { orderFeature: ['nope'] })).statusCode).toBe(
      400,
    );
    expect((await call(app, token.leader, 'PUT', '/orders/99999999', { name: 'Ghost' })).statusCode).toBe(404);
    const after = (await call(app, token.manager, 'GET', `/orders/${order.id}`)).json<Json>();
    expect(after.name).toBe(order.name);
  });
});

describe("POST /orders/{id}/renew ('Re New')", () => {
  it('starts a new order from a done one at the first status, unpaid, with a first entry', async () => {
    const done = await orderIn('done');
    const res = await call(app, token.sale, 'POST', `/orders/${done.id}/renew`);
    expect(res.statusCode).toBe(201);
    const renewed = res.json<OrderRow>();
    expect(renewed).toMatchObject({
      name: done.name,
      customerId: done.customerId,
      status: 'pre_order',
      paymentStatus: 'CTT',
      designerId: null,
    });
    const history = await list<Json>(app, token.manager, 'orderHistories', { filter: { orderId: renewed.id } });
    expect(history.results).toEqual([expect.objectContaining({ note: `Re New of order #${done.id}.` })]);
  });

  it('renews a canceled order too, and refuses one in progress (409)', async () => {
    expect((await call(app, token.sale, 'POST', `/orders/${(await orderIn('canceled')).id}/renew`)).statusCode).toBe(
      201,
    );
    const busy = await call(app, token.sale, 'POST', `/orders/${(await orderIn('new_deal')).id}/renew`);
    expect(busy.statusCode).toBe(409);
    expect(busy.json<{ message: string }>().message).toMatch(/Only a done or canceled order/);
  });

  it('refuses those without orders create, a missing order and a malformed id', async () => {
    const done = await orderIn('done');
    expect((await call(app, token.viewer, 'POST', `/orders/${done.id}/renew`)).statusCode).toBe(403);
    expect((await call(app, token.leader, 'POST', `/orders/${done.id}/renew`)).statusCode).toBe(403);
    expect((await call(app, token.sale, 'POST', '/orders/99999999/renew')).statusCode).toBe(404);
    expect((await call(app, token.sale, 'POST', '/orders/abc/renew')).statusCode).toBe(400);
  });
});
