import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../src/shared/domain/orderStatus';
import { act, call, createTestApp, demoEmail, list, login, SEED_IMAGE, type TestApp } from './harness';

type Json = Record<string, unknown>;

let t: TestApp;
let app: FastifyInstance;
let manager: string;
const used = new Set<number>();

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  manager = await login(app, demoEmail('manager'));
});

afterAll(async () => {
  await t.close();
});

/** A seeded order in `status` that no other test of this file touched. */
async function orderIn(status: OrderStatus): Promise<Json & { id: number; designerId: number | null }> {
  const { results } = await list<Json & { id: number; designerId: number | null }>(app, manager, 'orders', {
    filter: { status },
    limit: 50,
  });
  const order = results.find((o) => !used.has(o.id));
  if (!order) throw new Error(`no seeded order in ${status}`);
  used.add(order.id);
  return order;
}

const entries = async (orderId: number) =>
  (await list<Json>(app, manager, 'orderHistories', { filter: { orderId }, orderBy: '-id', limit: 100 })).results;

async function post(path: string, body: Json) {
  const res = await act(app, manager, path, body);
  return { status: res.statusCode, body: res.json<Json & { order: Json }>() };
}

const REJECTS: [OrderStatus, OrderStatus][] = [
  ['pre_order', 'canceled'],
  ['new_deal', 'canceled'],
  ['designer_confirm', 'new_deal'],
  ['design_in_progress', 'new_deal'],
  ['verified', 'design_in_progress'],
  ['delivery', 'feedback'],
  ['waiting_approved', 'feedback'],
  ['feedback', 'canceled'],
  ['waiting_for_file', 'feedback'],
  ['gua_pd', 'feedback'],
  ['payment_progress', 'feedback'],
];

describe('reject', () => {
  it.each(REJECTS)('from %s marks the entry rejected and goes to %s', async (from, to) => {
    const order = await orderIn(from);
    const before = await entries(order.id);
    const res = await post('/orderHistories', {
      orderId: order.id,
      action: 'reject',
      report: 'Not good',
      expectedStatus: from,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: to, isCurrent: true, accept: null });
    expect(res.body.order.status).toBe(to);
    const after = await entries(order.id);
    expect(after).toHaveLength(before.length + 1);
    expect(after[1]).toMatchObject({ id: before[0].id, accept: false, report: 'Not good', isCurrent: false });
    if (to === 'new_deal') expect(res.body.order.designerId).toBeNull();
    if (to === 'design_in_progress') expect(res.body.assignedUser).toEqual([order.designerId]);
  });

  it('keeps designer_confirm when another designer is selected', async () => {
    const order = await orderIn('designer_confirm');
    const designers = await list<{ id: number }>(app, manager, 'designers', { limit: 5 });
    const other = designers.results.find((d) => d.id !== order.designerId)!;
    const res = await post('/orderHistories', {
      orderId: order.id,
      action: 'reject',
      report: 'Busy',
      assignedUser: [other.id],
    });
    expect(res.body).toMatchObject({ status: 'designer_confirm', assignedUser: [other.id] });
    expect(res.body.order.designerId).toBe(other.id);
  });

  it('needs a reason and refuses terminal statuses, changing nothing', async () => {
    const order = await orderIn('verified');
    const before = await entries(order.id);
    expect(await post('/orderHistories', { orderId: order.id, action: 'reject', report: '  ' })).toMatchObject({
      status: 400,
      body: { details: { code: 'reasonRequired' } },
    });
    const done = await orderIn('done');
    expect(await post('/orderHistories', { orderId: done.id, action: 'reject', report: 'x' })).toMatchObject({
      status: 400,
      body: { details: { code: 'invalidTransition' } },
    });
    expect(await entries(order.id)).toEqual(before);
  });
});

describe('reopen', () => {
  it('reopens a done order to feedback with the reason', async () => {
    const order = await orderIn('done');
    expect((await post(`/orders/${order.id}/reopen`, { note: '' })).status).toBe(400);
    const res = await post(`/orders/${order.id}/reopen`, { note: 'The customer wants another colour' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'feedback', note: 'The customer wants another colour' });
    expect((await entries(order.id))[1]).toMatchObject({ status: 'done', accept: false });
  });

  it("reopens a canceled order with the previous entry's status and assignee", async () => {
    const order = await orderIn('canceled');
    const [, previous] = await entries(order.id);
    const res = await post(`/orders/${order.id}/reopen`, { note: 'Back on', expectedStatus: 'canceled' });
    expect(res.body).toMatchObject({ status: previous.status, assignedUser: previous.assignedUser });
    expect(res.body.order.status).toBe(previous.status);
  });

  it('refuses an order that is not done or canceled', async () => {
    const order = await orderIn('delivery');
    expect((await post(`/orders/${order.id}/reopen`, { note: 'why' })).body).toMatchObject({
      details: { code: 'invalidTransition' },
    });
  });
});

describe('force update', () => {
  it('sets any status with assignees, a note, images and links at verified', async () => {
    const order = await orderIn('delivery');
    const leader = (await list<{ id: number }>(app, manager, 'leaders', { limit: 1 })).results[0];
    const res = await post('/orderHistories/force', {
      orderId: order.id,
      status: 'verified',
      assignedUser: [leader.id],
      note: 'Forced back to verification',
      products: [SEED_IMAGE],
      deadLine: '2030-01-01T10:00:00.000Z',
      infoOrderLink: 'https://upload.example.com/abc',
      linkDesigner: ['https://drive.example.com/product'],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'verified',
      products: [SEED_IMAGE],
      assignedUser: [leader.id],
    });
    expect(res.body.order).toMatchObject({
      status: 'verified',
      infoOrderLink: 'https://upload.example.com/abc',
      linkDesigner: ['https://drive.example.com/product'],
      qualityAssuranceId: leader.id,
      deadline: '2030-01-01T10:00:00.000Z',
    });
    expect((await entries(order.id)).filter((e) => e.isCurrent)).toHaveLength(1);
  });

  it('refuses the status the order is in, an unknown status and unknown users', async () => {
    const order = await orderIn('delivery');
    expect((await post('/orderHistories/force', { orderId: order.id, status: 'delivery' })).status).toBe(400);
    expect((await post('/orderHistories/force', { orderId: order.id, status: 'flying' })).status).toBe(400);
    expect(
      (await post('/orderHistories/force', { orderId: order.id, status: 'done', assignedUser: [999_999] })).status,
    ).toBe(400);
    expect((await post('/orderHistories/force', { orderId: 999_999, status: 'done' })).status).toBe(404);
  });
});

describe('PUT /orderHistories/{id}', () => {
  it('answers the current entry, and refuses an entry that is no longer current with 409', async () => {
    const order = await orderIn('waiting_approved');
    const [current] = await entries(order.id);
    const res = await call(app, manager, 'PUT', `/orderHistories/${current.id as number}`, {
      accept: true,
      note: 'OK',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Json>()).toMatchObject({ status: 'done' });
    const again = await call(app, manager, 'PUT', `/orderHistories/${current.id as number}`, {
      isCurrent: false,
      accept: false,
      report: 'late',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<Json>().message).toBe('This order was changed by someone else. Reload and try again.');
  });

  it('edits the note of the current entry', async () => {
    const order = await orderIn('delivery');
    const [current] = await entries(order.id);
    const res = await call(app, manager, 'PUT', `/orderHistories/${current.id as number}`, { note: 'Courier booked' });
    expect(res.json<Json>()).toMatchObject({ id: current.id, note: 'Courier booked', status: 'delivery' });
    expect((await call(app, manager, 'PUT', `/orderHistories/${current.id as number}`, {})).statusCode).toBe(400);
  });
});
