import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../src/shared/domain/orderStatus';
import { act, call, createTestApp, demoEmail, list, login, SEED_IMAGE, type TestApp } from './harness';

type Json = Record<string, unknown>;
type OrderRow = Json & { id: number; status: OrderStatus; customerId: number | null };

let t: TestApp;
let app: FastifyInstance;
let manager: string;
let customer: string;
/** The customer record customer@demo.local stands for (users.customerId). */
let mine: number;
/** Another customer's id, with orders of its own. */
let other: number;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  manager = await login(app, demoEmail('manager'));
  customer = await login(app, demoEmail('customer'));
  const me = (await call(app, customer, 'GET', '/users/me')).json<{ customerId: number | null }>();
  if (me.customerId === null) throw new Error('customer@demo.local is not linked to a customer record');
  mine = me.customerId;
  const { results } = await list<OrderRow>(app, manager, 'orders', { filter: { customerId: { $ne: mine } }, limit: 1 });
  const first = results[0];
  if (!first?.customerId) throw new Error('no order of another customer in the seed');
  other = first.customerId;
});

afterAll(async () => {
  await t.close();
});

/** A new order of `customerId`, forced by the manager into `status`. */
async function orderOf(customerId: number, status: OrderStatus): Promise<OrderRow> {
  const created = await call(app, manager, 'POST', '/orders', {
    name: `Customer approval ${customerId} ${status}`,
    thumbnail: SEED_IMAGE,
    customerId,
  });
  expect(created.statusCode).toBe(201);
  const orderId = created.json<{ id: number }>().id;
  const forced = await act(app, manager, '/orderHistories/force', {
    orderId,
    status,
    note: 'Delivered, please check.',
  });
  expect(forced.statusCode).toBe(201);
  return forced.json<{ order: OrderRow }>().order;
}

/** The order and its whole history as the manager sees them. */
async function snapshot(orderId: number) {
  const order = (await call(app, manager, 'GET', `/orders/${orderId}`)).json<Json>();
  const history = await list(app, manager, 'orderHistories', { filter: { orderId }, orderBy: 'id', limit: 100 });
  return { order, history: history.results };
}

describe('a customer-role user reaches only its own customer', () => {
  it("lists only its customer's orders, also with a filter asking for another's", async () => {
    const all = await list<OrderRow>(app, customer, 'orders', { limit: 100 });
    expect(all.status).toBe(200);
    expect(all.total).toBeGreaterThan(0);
    expect(all.results.every((o) => o.customerId === mine)).toBe(true);
    const managerView = await list<OrderRow>(app, manager, 'orders', { filter: { customerId: mine }, limit: 1 });
    expect(all.total).toBe(managerView.total);

    const asked = await list<OrderRow>(app, customer, 'orders', { filter: { customerId: other } });
    expect(asked).toMatchObject({ status: 200, total: 0, results: [] });
    const me = await list<OrderRow>(app, customer, 'orders/me', { limit: 100 });
    expect(me.total).toBe(all.total);
    expect(me.results.every((o) => o.customerId === mine)).toBe(true);
  });

  it("gets its own order and its history, not another customer's", async () => {
    const own = await orderOf(mine, 'delivery');
    const foreign = await orderOf(other, 'delivery');
    expect((await call(app, customer, 'GET', `/orders/${own.id}`)).statusCode).toBe(200);
    expect((await call(app, customer, 'GET', `/orders/${foreign.id}`)).statusCode).toBe(404);

    const ownHistory = await list(app, customer, 'orderHistories', { filter: { orderId: own.id } });
    expect(ownHistory.status).toBe(200);
    expect(ownHistory.total).toBe(2);
    const foreignHistory = await list(app, customer, 'orderHistories', { filter: { orderId: foreign.id } });
    expect(foreignHistory).toMatchObject({ status: 200, total: 0, results: [] });
  });

  it('reads only the comments about its own customer', async () => {
    const comments = await list<Json>(app, customer, 'comments', { limit: 100 });
    expect(comments.status).toBe(200);
    expect(comments.results.every((c) => c.customerId === mine)).toBe(true);
    const foreign = await list<Json>(app, customer, 'customerComments', { filter: { customerId: other } });
    expect(foreign).toMatchObject({ status: 200, total: 0 });
  });
});

describe('customer approval', () => {
  it('approves its own waiting_approved order: done, with the previous note reused', async () => {
    const order = await orderOf(mine, 'waiting_approved');
    const res = await act(app, customer, '/orderHistories', {
      orderId: order.id,
      action: 'accept',
      expectedStatus: 'waiting_approved',
      status: 'done',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json<Json & { order: OrderRow }>();
    expect(body).toMatchObject({ status: 'done', note: 'Delivered, please check.', accept: null, isCurrent: true });
    expect(body.order.status).toBe('done');
    const { history } = await snapshot(order.id);
    expect(history.map((h) => [h.status, h.accept, h.isCurrent])).toEqual([
      ['pre_order', null, false],
      ['waiting_approved', true, false],
      ['done', null, true],
    ]);
  });

  it('rejects its own waiting_approved order with a reason: feedback', async () => {
    const order = await orderOf(mine, 'waiting_approved');
    const res = await act(app, customer, '/orderHistories', {
      orderId: order.id,
      action: 'reject',
      report: 'The colours are wrong.',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<{ order: OrderRow }>().order.status).toBe('feedback');
  });

  it('confirms receipt of its own waiting_for_file order: done', async () => {
    const order = await orderOf(mine, 'waiting_for_file');
    const res = await act(app, customer, '/orderHistories', { orderId: order.id, action: 'accept' });
    expect(res.statusCode).toBe(201);
    expect(res.json<{ order: OrderRow }>().order.status).toBe('done');
  });

  it.each([
    ['accept', {}],
    ['reject', { report: 'Not mine, but no.' }],
  ])("is refused (403, unchanged) on another customer's waiting_approved order: %s", async (action, extra) => {
    const order = await orderOf(other, 'waiting_approved');
    const before = await snapshot(order.id);
    const res = await act(app, customer, '/orderHistories', { orderId: order.id, action, ...extra });
    expect(res.statusCode).toBe(403);
    expect(res.json<Json>()).toMatchObject({
      message: "You DON'T have permission.",
      details: { code: 'orderHistories.error.unAuth' },
    });
    expect(await snapshot(order.id)).toEqual(before);
  });

  it('is refused (403, unchanged) on the steps of its own order that are not its to take', async () => {
    const order = await orderOf(mine, 'delivery');
    const before = await snapshot(order.id);
    const accept = await act(app, customer, '/orderHistories', { orderId: order.id, action: 'accept' });
    expect(accept.statusCode).toBe(403);
    const force = await act(app, customer, '/orderHistories/force', { orderId: order.id, status: 'done' });
    expect(force.statusCode).toBe(403);
    expect(await snapshot(order.id)).toEqual(before);
  });
});
