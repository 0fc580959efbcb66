import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS_TABLE, type OrderStatus } from '../../src/shared/domain/orderStatus';
import { act, call, createTestApp, demoEmail, list, login, SEED_IMAGE, SEED_IMAGE_2, type TestApp } from './harness';

type Json = Record<string, unknown>;
type OrderRow = Json & {
  id: number;
  status: OrderStatus;
  designerId: number | null;
  customerId: number | null;
  updatedAt: string;
};

let t: TestApp;
let app: FastifyInstance;
const token: Record<string, string> = {};
const id: Record<string, number> = {};
/** users.customerId of each account (the customer record customer@demo.local stands for). */
const customerOf: Record<string, number | null> = {};
const NAMES = [
  'manager',
  'sale',
  'leader',
  'designer',
  'outsource',
  'delivery',
  'guarantee',
  'qa',
  'customer',
  'viewer',
];

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  for (const name of NAMES) {
    token[name] = await login(app, demoEmail(name));
    const me = (await call(app, token[name], 'GET', '/users/me')).json<{ id: number; customerId: number | null }>();
    id[name] = me.id;
    customerOf[name] = me.customerId;
  }
});

afterAll(async () => {
  await t.close();
});

async function orderIn(status: OrderStatus, where: (o: OrderRow) => boolean = () => true): Promise<OrderRow> {
  const { results } = await list<OrderRow>(app, token.manager, 'orders', { filter: { status }, limit: 100 });
  const order = results.find(where);
  if (!order) throw new Error(`no seeded order in ${status}`);
  return order;
}

/** The order and its history as the manager sees them. */
async function snapshot(orderId: number) {
  const order = (await call(app, token.manager, 'GET', `/orders/${orderId}`)).json<Json>();
  const history = await list(app, token.manager, 'orderHistories', { filter: { orderId }, limit: 100 });
  return { order, history: history.results };
}

/** [account, status of the order, request] that the account may not make. */
const REFUSED: [string, OrderStatus, string, Json][] = [
  ['viewer', 'new_deal', '/orderHistories', { action: 'accept' }],
  ['viewer', 'delivery', '/orderHistories/force', { status: 'done' }],
  ['customer', 'waiting_approved', '/orderHistories', { action: 'accept' }],
  ['designer', 'verified', '/orderHistories', { action: 'accept' }],
  ['designer', 'new_deal', '/orderHistories', { action: 'assignDesigner', assignedUser: ['designer'] }],
  ['designer', 'delivery', '/orderHistories/force', { status: 'done' }],
  ['delivery', 'design_in_progress', '/orderHistories', { action: 'reject', report: 'no' }],
  ['guarantee', 'delivery', '/orderHistories', { action: 'accept' }],
  ['qa', 'new_deal', '/orderHistories', { action: 'assignDesigner', assignedUser: ['designer'] }],
  ['sale', 'verified', '/orderHistories', { action: 'accept' }],
  ['sale', 'delivery', '/orderHistories/force', { status: 'done' }],
  ['leader', 'done', '/orders/:id/reopen', { note: 'again' }],
  ['outsource', 'designer_confirm', '/orderHistories', { action: 'accept' }],
];

describe('demo accounts refused by the workflow', () => {
  it.each(REFUSED)('%s on a %s order: %s → 403, nothing changes', async (who, status, path, body) => {
    // Not the account's own order: a designer's, the outsourced designer's or the customer's.
    const order = await orderIn(
      status,
      (o) => o.designerId !== id.designer && o.designerId !== id.outsource && o.customerId !== customerOf.customer,
    );
    const before = await snapshot(order.id);
    const payload = {
      ...body,
      ...(path.includes(':id') ? {} : { orderId: order.id }),
      ...(body.assignedUser ? { assignedUser: [id.designer] } : {}),
    };
    const res = await act(app, token[who], path.replace(':id', String(order.id)), payload);
    expect(res.statusCode).toBe(403);
    expect(res.json<Json>()).toMatchObject({
      message: "You DON'T have permission.",
      details: { code: 'orderHistories.error.unAuth' },
    });
    expect(await snapshot(order.id)).toEqual(before);
  });

  it('refuses orders calls without their permission', async () => {
    const order = await orderIn('new_deal');
    const cases: [string, string, string, Json | undefined][] = [
      ['viewer', 'POST', '/orders', { name: 'x', thumbnail: SEED_IMAGE_2 }],
      ['viewer', 'POST', `/orders/${order.id}/clone`, undefined],
      ['sale', 'POST', '/orders/recommendDesigner', { orderId: order.id }],
      ['sale', 'PUT', '/orders/dealPrice', { id: order.id, dealPrice: 1 }],
      ['designer', 'PUT', '/orders/paymentStatus', { id: order.id, paymentStatus: 'TT' }],
      ['leader', 'PUT', '/orders/priceOrder', { id: order.id, priceOrder: 1 }],
      ['outsource', 'PUT', '/orders/deadline', { id: order.id, deadline: '2030-01-01T00:00:00Z' }],
    ];
    const before = await snapshot(order.id);
    for (const [who, method, path, body] of cases) {
      const res = await call(app, token[who], method, path, body);
      expect(res.statusCode, `${who} ${method} ${path}`).toBe(403);
    }
    expect(await snapshot(order.id)).toEqual(before);
  });
});

describe('the assigned user and the order designer', () => {
  it('may act without the flow key: assigned on designer_confirm, designer on design_in_progress', async () => {
    const set = await call(app, token.manager, 'POST', '/auth/permissions', {
      userId: id.designer,
      permission: { orders: ['get', 'getOne'] },
    });
    expect(set.statusCode).toBe(200);
    const order = await orderIn('new_deal');
    const forced = await act(app, token.manager, '/orderHistories/force', {
      orderId: order.id,
      status: 'designer_confirm',
      assignedUser: [id.designer],
    });
    expect(forced.json<{ order: Json }>().order.designerId).toBe(id.designer);
    const step = (body: Json) =>
      act(app, token.designer, '/orderHistories', { orderId: order.id, action: 'accept', ...body });
    expect((await step({})).statusCode).toBe(201);
    const submitted = await step({ products: [SEED_IMAGE], assignedUser: [id.leader] });
    expect(submitted.statusCode).toBe(201);
    expect((await step({ assignedUser: [id.delivery] })).statusCode).toBe(403);
    await call(app, token.manager, 'POST', '/auth/permissions/default', { userId: id.designer });
  });
});

describe('outsourced users', () => {
  it('list only their own orders, reduced on orders/on-pd', async () => {
    const all = await list<OrderRow>(app, token.outsource, 'orders', { limit: 100 });
    expect(all.total).toBeGreaterThan(0);
    expect(all.results.every((o) => o.designerId === id.outsource)).toBe(true);
    const onPd = await list<Json>(app, token.outsource, 'orders/on-pd', { limit: 100 });
    expect(onPd.total).toBeGreaterThan(0);
    for (const row of onPd.results) {
      expect(Object.keys(row).sort()).toEqual([
        'deadline',
        'dealPrice',
        'finishedDate',
        'id',
        'stageDueAt',
        'status',
        'thumbnail',
      ]);
      expect(ORDER_STATUS_TABLE[row.status as OrderStatus].visibleToOutsource).toBe(true);
    }
    const mine = await list<OrderRow>(app, token.outsource, 'orders/me', { limit: 100 });
    expect(mine.results.every((o) => o.designerId === id.outsource)).toBe(true);
  });

  it('see only the visible history entries of their own orders', async () => {
    const own = await orderIn('done', (o) => o.designerId === id.outsource);
    const history = await list<Json>(app, token.outsource, 'orderHistories', {
      filter: { orderId: own.id },
      limit: 100,
    });
    const everything = await list<Json>(app, token.manager, 'orderHistories', {
      filter: { orderId: own.id },
      limit: 100,
    });
    expect(history.status).toBe(200);
    expect(history.total).toBeGreaterThan(0);
    expect(history.total).toBeLessThan(everything.total);
    expect(history.results.every((e) => ORDER_STATUS_TABLE[e.status as OrderStatus].visibleToOutsource)).toBe(true);
    const foreign = await orderIn('done', (o) => o.designerId !== id.outsource);
    expect((await list(app, token.outsource, 'orderHistories', { filter: { orderId: foreign.id } })).total).toBe(0);
    expect((await list(app, token.outsource, 'orderHistories')).status).toBe(403);
    const onPd = await list<Json>(app, token.outsource, 'orderHistories/on-pd', { limit: 100 });
    expect(onPd.results.every((e) => (e.assignedUser as number[]).includes(id.outsource))).toBe(true);
  });
});

describe('two people acting at once', () => {
  it('lets exactly one of two simultaneous accepts win; the other gets 409', async () => {
    const order = await orderIn('waiting_approved');
    const before = await snapshot(order.id);
    const accept = (who: string) =>
      act(app, token[who], '/orderHistories', {
        orderId: order.id,
        action: 'accept',
        expectedStatus: 'waiting_approved',
      });
    const results = await Promise.all([accept('manager'), accept('sale')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const lost = results.find((r) => r.statusCode === 409)!;
    expect(lost.json<Json>().message).toBe('This order was changed by someone else. Reload and try again.');
    const after = await snapshot(order.id);
    expect(after.history).toHaveLength(before.history.length + 1);
    expect(after.history.filter((e) => e.isCurrent)).toHaveLength(1);
    expect(after.order.status).toBe('done');
  });

  it('lets exactly one of two simultaneous answers to the same entry win', async () => {
    const order = await orderIn('delivery');
    const before = await snapshot(order.id);
    const current = before.history.find((e) => e.isCurrent)!;
    const answer = (accept: boolean) =>
      call(app, token.manager, 'PUT', `/orderHistories/${current.id as number}`, { accept, report: 'Broken box' });
    const results = await Promise.all([answer(true), answer(false)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const after = await snapshot(order.id);
    expect(after.history).toHaveLength(before.history.length + 1);
    expect(after.history.filter((e) => e.isCurrent)).toHaveLength(1);
  });

  it('refuses a step against a stale updatedAt or current entry', async () => {
    const order = await orderIn('delivery');
    const stale = await act(app, token.manager, '/orderHistories', {
      orderId: order.id,
      action: 'accept',
      updatedAt: '2001-01-01T00:00:00.000Z',
    });
    expect(stale.statusCode).toBe(409);
    const wrongEntry = await act(app, token.manager, '/orderHistories', {
      orderId: order.id,
      action: 'accept',
      currentHistoryId: 1,
    });
    expect(wrongEntry.statusCode).toBe(409);
  });
});
