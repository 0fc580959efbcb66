import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, demoEmail, list, login, SEED_IMAGE, type TestApp } from './harness';

type Json = Record<string, unknown>;
type OrderRow = Json & { id: number; status: string; updatedAt: string; designerId: number | null };

let t: TestApp;
let app: FastifyInstance;
const token: Record<string, string> = {};
const id: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  for (const name of ['manager', 'sale', 'leader', 'designer', 'outsource', 'viewer']) {
    token[name] = await login(app, demoEmail(name));
    id[name] = (await call(app, token[name], 'GET', '/users/me')).json<{ id: number }>().id;
  }
});

afterAll(async () => {
  await t.close();
});

const orderIn = async (status: string) =>
  (await list<OrderRow>(app, token.manager, 'orders', { filter: { status }, limit: 1 })).results[0];

describe('POST /orders', () => {
  it('refuses a missing name or thumbnail, unknown fields and a status other than the first', async () => {
    const bad: Json[] = [
      { thumbnail: SEED_IMAGE },
      { name: 'x' },
      { name: 'x', thumbnail: SEED_IMAGE, hack: 1 },
      { name: 'x', thumbnail: SEED_IMAGE, status: 'done' },
      { name: 'x', thumbnail: SEED_IMAGE, code: 'DH1' },
    ];
    for (const body of bad) expect((await call(app, token.sale, 'POST', '/orders', body)).statusCode).toBe(400);
  });

  it('keeps a given finish date and payment status', async () => {
    const res = await call(app, token.sale, 'POST', '/orders', {
      name: 'Menu',
      thumbnail: SEED_IMAGE,
      finishedDate: '2030-05-01T08:00:00.000Z',
      paymentStatus: 'TT',
      status: 'pre_order',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<Json>()).toMatchObject({ finishedDate: '2030-05-01T08:00:00.000Z', paymentStatus: 'TT' });
  });
});

describe('POST /orders/{id}/clone', () => {
  it('copies the order as new_deal, unpaid, with a space for an empty note and a first entry', async () => {
    const source = await orderIn('done');
    await call(app, token.manager, 'PUT', `/orders/${source.id}`, { customerNote: '' });
    const res = await call(app, token.sale, 'POST', `/orders/${source.id}/clone`);
    expect(res.statusCode).toBe(201);
    const clone = res.json<OrderRow>();
    expect(clone).toMatchObject({
      name: source.name,
      customerId: source.customerId,
      status: 'new_deal',
      paymentStatus: 'CTT',
      customerNote: ' ',
      designerId: null,
    });
    expect(clone.id).not.toBe(source.id);
    const history = await list(app, token.manager, 'orderHistories', { filter: { orderId: clone.id } });
    expect(history.results).toMatchObject([{ status: 'new_deal', isCurrent: true }]);
    expect((await call(app, token.sale, 'POST', '/orders/999999/clone')).statusCode).toBe(404);
  });
});

describe('single-field edits', () => {
  it('sets the payment status and the price, with optimistic concurrency', async () => {
    const order = await orderIn('delivery');
    const paid = await call(app, token.sale, 'PUT', '/orders/paymentStatus', {
      id: order.id,
      paymentStatus: 'TT',
      updatedAt: order.updatedAt,
    });
    expect(paid.json<Json>()).toMatchObject({ paymentStatus: 'TT' });
    const stale = await call(app, token.sale, 'PUT', '/orders/priceOrder', {
      id: order.id,
      priceOrder: 1_000_000,
      updatedAt: order.updatedAt,
    });
    expect(stale.statusCode).toBe(409);
    const price = await call(app, token.sale, 'PUT', '/orders/priceOrder', { id: order.id, priceOrder: 1_000_000 });
    expect(price.json<Json>().priceOrder).toBe(1_000_000);
    for (const body of [
      { id: order.id, paymentStatus: 'PAID' },
      { id: order.id },
      { id: -1, paymentStatus: 'TT' },
      { id: order.id, paymentStatus: 'TT', extra: 1 },
    ]) {
      expect((await call(app, token.sale, 'PUT', '/orders/paymentStatus', body)).statusCode).toBe(400);
    }
    expect(
      (await call(app, token.sale, 'PUT', '/orders/priceOrder', { id: order.id, priceOrder: 1.5 })).statusCode,
    ).toBe(400);
  });

  it('sanitises customer requirements', async () => {
    const order = await orderIn('delivery');
    const res = await call(app, token.leader, 'PUT', '/orders/customerRequirements', {
      id: order.id,
      customerRequirements: '<p onclick="x()">Size <a href="javascript:alert(1)">A4</a></p><script>steal()</script>',
    });
    expect(res.json<Json>().customerRequirements).toBe('<p>Size <a>A4</a></p>');
  });

  it('rounds the deal price and sets the deadline for staff', async () => {
    const order = await orderIn('verified');
    const deal = await call(app, token.leader, 'PUT', '/orders/dealPrice', { id: order.id, dealPrice: 123_456.6 });
    expect(deal.json<Json>().dealPrice).toBe(123_457);
    const deadline = await call(app, token.sale, 'PUT', '/orders/deadline', {
      id: order.id,
      deadline: '2031-02-03T04:05:06.000Z',
    });
    expect(deadline.json<Json>().deadline).toBe('2031-02-03T04:05:06.000Z');
    expect((await call(app, token.leader, 'PUT', '/orders/dealPrice', { id: 999_999, dealPrice: 1 })).statusCode).toBe(
      404,
    );
  });
});

describe('GET /orders/me', () => {
  it('lists the orders I work on', async () => {
    const mine = await list<OrderRow>(app, token.designer, 'orders/me', { limit: 100 });
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.results.every((o) => o.designerId === id.designer)).toBe(true);
    const sale = await list<OrderRow & { saleId: number; dealerId: number }>(app, token.sale, 'orders/me', {
      limit: 100,
      filter: { status: 'done' },
    });
    expect(sale.results.every((o) => o.saleId === id.sale || o.dealerId === id.sale)).toBe(true);
    expect(sale.results.every((o) => o.status === 'done')).toBe(true);
    expect((await list(app, token.sale, 'orders/me', { filter: { nope: 1 } })).status).toBe(400);
  });
});

describe('POST /orders/recommendDesigner', () => {
  it('suggests designers who did similar work, best first', async () => {
    const order = await orderIn('new_deal');
    const res = await call(app, token.leader, 'POST', '/orders/recommendDesigner', { orderId: order.id });
    expect(res.statusCode).toBe(200);
    const suggestions =
      res.json<{ designId: number; displayName: string; score: number; doneSimilar: number; activeOrders: number }[]>();
    expect(suggestions.length).toBeGreaterThan(0);
    expect(Object.keys(suggestions[0]).sort()).toEqual([
      'activeOrders',
      'designId',
      'displayName',
      'doneSimilar',
      'score',
    ]);
    expect(typeof suggestions[0].displayName).toBe('string');
    const scores = suggestions.map((s) => s.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(suggestions.every((s) => s.doneSimilar > 0)).toBe(true);
  });

  it('answers orders.suggestionFail when nobody matches', async () => {
    const res = await call(app, token.leader, 'POST', '/orders/recommendDesigner', { nicheId: 999_999 });
    expect(res.statusCode).toBe(404);
    expect(res.json<Json>()).toMatchObject({
      message: 'No designer matches the requirement.',
      details: { code: 'orders.suggestionFail' },
    });
    expect((await call(app, token.leader, 'POST', '/orders/recommendDesigner', { orderId: 'x' })).statusCode).toBe(400);
  });
});
