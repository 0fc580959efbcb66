import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, demoEmail, list, login, type TestApp } from './harness';

/**
 * GET /orders/{id}/changes: an order's audit trail (its own events and those of its comments,
 * history entries and mistake records), for staff who may open the order.
 */

type Json = Record<string, unknown>;
interface AuditRow extends Json {
  id: number;
  action: string;
  resource: string;
  recordId: number | null;
  userId: number | null;
  before: Json | null;
  after: Json | null;
  createdAt: string;
  user?: { id: number; displayName?: string } | null;
}
interface Changes {
  results: AuditRow[];
  total: number;
}

let t: TestApp;
let app: FastifyInstance;
const token: Record<string, string> = {};
const id: Record<string, number> = {};
let order: Json & { id: number; dealPrice: number | null; updatedAt: string };
let otherOrderId: number;

const changes = (who: string | null, orderId: number | string, query: Record<string, string> = {}) =>
  call(app, who === null ? null : token[who], 'GET', `/orders/${orderId}/changes`, undefined, query);

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  for (const name of ['manager', 'designer', 'outsource', 'customer', 'viewer']) {
    token[name] = await login(app, demoEmail(name));
    id[name] = (await call(app, token[name], 'GET', '/users/me')).json<{ id: number }>().id;
  }
  const orders = await list<typeof order>(app, token.manager, 'orders', { limit: 2, orderBy: 'id' });
  [order] = orders.results;
  otherOrderId = orders.results[1].id;
});

afterAll(async () => {
  await t.close();
});

describe('an order’s changes', () => {
  it('show the manager an update it just made, newest first, with before, after and who', async () => {
    const price = (order.dealPrice ?? 0) + 123_000;
    const edit = await call(app, token.manager, 'PUT', '/orders/dealPrice', { id: order.id, dealPrice: price });
    expect(edit.statusCode).toBe(200);

    const res = await changes('manager', order.id);
    expect(res.statusCode).toBe(200);
    const body = res.json<Changes>();
    expect(body.total).toBeGreaterThanOrEqual(1);
    const [latest] = body.results;
    expect(latest).toMatchObject({
      action: 'update',
      resource: 'orders',
      recordId: order.id,
      userId: id.manager,
      before: { dealPrice: order.dealPrice },
      after: { dealPrice: price },
      user: { id: id.manager, displayName: expect.any(String) as unknown },
    });
    const times = body.results.map((row) => Date.parse(row.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('include the events of the order’s comments, not those of another order', async () => {
    const mine = await call(app, token.manager, 'POST', '/comments', { content: 'Audit: mine', orderId: order.id });
    const theirs = await call(app, token.manager, 'POST', '/comments', {
      content: 'Audit: theirs',
      orderId: otherOrderId,
    });
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    const commentIds = (await changes('manager', order.id, { limit: '100' }))
      .json<Changes>()
      .results.filter((row) => row.resource === 'comments')
      .map((row) => row.recordId);
    expect(commentIds).toContain(mine.json<{ id: number }>().id);
    expect(commentIds).not.toContain(theirs.json<{ id: number }>().id);
  });

  it('page and filter like any list', async () => {
    const all = (await changes('manager', order.id)).json<Changes>();
    const page = (await changes('manager', order.id, { limit: '1', offset: '1' })).json<Changes>();
    expect(page.total).toBe(all.total);
    expect(page.results).toHaveLength(1);
    expect(page.results[0].id).toBe(all.results[1].id);
    const updates = (
      await changes('manager', order.id, { filter: JSON.stringify({ action: 'update', resource: 'orders' }) })
    ).json<Changes>();
    expect(updates.results.length).toBeGreaterThan(0);
    expect(updates.results.every((row) => row.action === 'update' && row.resource === 'orders')).toBe(true);
    expect((await changes('manager', order.id, { filter: JSON.stringify({ before: 1 }) })).statusCode).toBe(400);
  });

  it('are open to a designer holding orders.getOne', async () => {
    const res = await changes('designer', order.id);
    expect(res.statusCode).toBe(200);
    expect(res.json<Changes>().results[0]).toMatchObject({ resource: expect.any(String) as unknown });
    expect(res.json<Changes>().results.some((row) => row.action === 'update' && row.userId === id.manager)).toBe(true);
  });

  it('are closed to outsourced and customer-role users, even on their own orders', async () => {
    const designed = await list<{ id: number }>(app, token.outsource, 'orders', { limit: 1 });
    const theirs = await list<{ id: number }>(app, token.customer, 'orders', { limit: 1 });
    for (const [who, orderId] of [
      ['outsource', designed.results[0]?.id ?? order.id],
      ['customer', theirs.results[0]?.id ?? order.id],
    ] as const) {
      const res = await changes(who, orderId);
      expect(res.statusCode, who).toBe(403);
      expect(JSON.stringify(res.json())).not.toContain('dealPrice');
    }
  });

  it('need orders.getOne', async () => {
    const narrowed = await call(app, token.manager, 'POST', '/auth/permissions', {
      userId: id.viewer,
      permission: { orders: ['get'] },
    });
    expect(narrowed.statusCode).toBe(200);
    token.viewer = await login(app, demoEmail('viewer'));
    const res = await changes('viewer', order.id);
    expect(res.statusCode).toBe(403);
    expect(res.json<Json>()).toMatchObject({ message: 'Missing permission: orders.getOne' });
  });

  it('answer 404 for an order the caller does not reach', async () => {
    expect((await changes('manager', 999_999)).statusCode).toBe(404);
    const victim = await list<{ id: number }>(app, token.manager, 'orders', { limit: 1, offset: 5, orderBy: 'id' });
    const deletedId = victim.results[0].id;
    expect((await call(app, token.manager, 'DELETE', `/orders/${deletedId}`)).statusCode).toBe(200);
    expect((await changes('designer', deletedId)).statusCode).toBe(404);
    const managerView = (await changes('manager', deletedId)).json<Changes>();
    expect(managerView.results[0]).toMatchObject({ action: 'delete', recordId: deletedId });
  });

  it('refuse a bad id with 400 and no session with 401', async () => {
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999']) {
      expect((await changes('manager', bad)).statusCode, bad).toBe(400);
    }
    expect((await changes('manager', order.id, { limit: 'x' })).statusCode).toBe(400);
    expect((await changes(null, order.id)).statusCode).toBe(401);
  });
});
