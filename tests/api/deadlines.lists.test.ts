import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isStaff } from '../../src/shared/domain/auditAccess';
import { can } from '../../src/shared/domain/permissions';
import { DEMO_ACCOUNTS } from '../../src/shared/demo/demoAccounts';
import type { OrderStatus } from '../../src/shared/domain/orderStatus';
import { lateAtStageFilter, stageHolders, type OrderPeopleField } from '../../src/shared/domain/stageLateness';
import { act, call, createTestApp, demoEmail, list, login, type TestApp } from './harness';

/**
 * Deadlines per stage: a status's budget (who may set it, what it takes), the stage's start and
 * due instant the database keeps, the orders list filtered to the late ones under each user's
 * scope and by the department holding them, and the dashboard's late hand-offs.
 */

type Json = Record<string, unknown>;
type Order = Json & {
  id: number;
  status: string;
  designerId: number | null;
  stageStartedAt: string | null;
  stageDueAt: string | null;
};
type Me = {
  id: number;
  scope: 'manager' | 'staff' | null;
  isOutsource: boolean;
  roleId: number | null;
  customerId: number | null;
  permission: Record<string, string[]>;
};
type Handoffs = {
  at: string;
  total: number;
  departments: { departmentId: number | null; name: string | null; total: number }[];
};

let t: TestApp;
let app: FastifyInstance;
const token: Record<string, string> = {};
const me: Record<string, Me> = {};
const ACCOUNTS = DEMO_ACCOUNTS.map((a) => a.email.split('@')[0]);
const HOUR = 3_600_000;

const late = () => lateAtStageFilter(new Date());
const statusRow = async (name: string) =>
  (
    await list<Json & { id: number; updatedAt: string; stageBudgetHours: number | null }>(
      app,
      token.manager,
      'orderStatuses',
      {
        filter: { name },
      },
    )
  ).results[0];
const setStageStart = (orderId: number, hoursAgo: number) =>
  t.database.db.execute(
    sql`UPDATE orders SET stage_started_at = now() - make_interval(hours => ${hoursAgo}) WHERE id = ${orderId}`,
  );

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  for (const name of ACCOUNTS) {
    token[name] = await login(app, demoEmail(name));
    me[name] = (await call(app, token[name], 'GET', '/users/me')).json<Me>();
  }
});

afterAll(async () => {
  await t.close();
});

describe('orderStatuses.stageBudgetHours', () => {
  it('is set by whoever may edit the order statuses, and moves the due instant of the orders in that status', async () => {
    const status = await statusRow('verified');
    expect(status.stageBudgetHours).toBe(8);
    const res = await call(app, token.manager, 'PUT', `/orderStatuses/${status.id}`, { stageBudgetHours: 30 });
    expect(res.statusCode).toBe(200);
    expect(res.json<Json>().stageBudgetHours).toBe(30);
    const orders = (await list<Order>(app, token.manager, 'orders', { filter: { status: 'verified' }, limit: 50 }))
      .results;
    expect(orders.length).toBeGreaterThan(0);
    for (const order of orders) {
      expect(new Date(order.stageDueAt!).getTime() - new Date(order.stageStartedAt!).getTime()).toBe(30 * HOUR);
    }
    const cleared = await call(app, token.manager, 'PUT', `/orderStatuses/${status.id}`, { stageBudgetHours: null });
    expect(cleared.statusCode).toBe(200);
    const none = await list<Order>(app, token.manager, 'orders', { filter: { status: 'verified' }, limit: 50 });
    expect(none.results.every((o) => o.stageDueAt === null)).toBe(true);
    expect(
      (await call(app, token.manager, 'PUT', `/orderStatuses/${status.id}`, { stageBudgetHours: 8 })).statusCode,
    ).toBe(200);
  });

  it('takes a whole number of hours from 1 to 8760 (400 otherwise, naming the field)', async () => {
    const status = await statusRow('delivery');
    for (const bad of [0, -3, 8761, 1.5, '6', true, [6]]) {
      const res = await call(app, token.manager, 'PUT', `/orderStatuses/${status.id}`, { stageBudgetHours: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.body).toContain('stageBudgetHours');
    }
    const created = await call(app, token.manager, 'POST', '/orderStatuses', {
      name: 'budget_check',
      stageBudgetHours: 99_999,
    });
    expect(created.statusCode).toBe(400);
    expect(
      (await call(app, token.manager, 'PUT', `/orderStatuses/${status.id}`, { stageBudgetHours: 8760 })).statusCode,
    ).toBe(200);
    expect(
      (await call(app, token.manager, 'PUT', `/orderStatuses/${status.id}`, { stageBudgetHours: 24 })).statusCode,
    ).toBe(200);
  });

  it('is refused to every demo account that may not edit the order statuses, and to nobody signed in', async () => {
    const status = await statusRow('delivery');
    expect((await call(app, null, 'PUT', `/orderStatuses/${status.id}`, { stageBudgetHours: 5 })).statusCode).toBe(401);
    for (const name of ACCOUNTS.filter((n) => n !== 'manager')) {
      const res = await call(app, token[name], 'PUT', `/orderStatuses/${status.id}`, { stageBudgetHours: 5 });
      expect(res.statusCode, name).toBe(403);
    }
    expect((await statusRow('delivery')).stageBudgetHours).toBe(24);
  });
});

describe('the stage an order is in', () => {
  it('starts with its newest history entry: a new order, then each workflow step', async () => {
    const created = await call(app, token.manager, 'POST', '/orders', {
      name: 'Stage clock',
      thumbnail: (await list<Order & { thumbnail: string }>(app, token.manager, 'orders', { limit: 1 })).results[0]
        .thumbnail,
    });
    expect(created.statusCode).toBe(201);
    const order = created.json<Order & { createdAt: string }>();
    const fresh = (await call(app, token.manager, 'GET', `/orders/${order.id}`)).json<Order>();
    expect(fresh.stageStartedAt).not.toBeNull();
    expect(fresh.stageDueAt).toBeNull(); // pre_order has no budget

    const step = await act(app, token.manager, '/orderHistories/force', {
      orderId: order.id,
      status: 'design_in_progress',
      assignedUser: [me.designer.id],
    });
    expect(step.statusCode).toBe(201);
    const entry = step.json<{ createdAt: string; order: Order }>();
    expect(entry.order.stageStartedAt).toBe(entry.createdAt);
    expect(new Date(entry.order.stageDueAt!).getTime() - new Date(entry.createdAt).getTime()).toBe(24 * HOUR);

    const done = await act(app, token.manager, '/orderHistories/force', { orderId: order.id, status: 'done' });
    expect(done.json<{ order: Order }>().order.stageDueAt).toBeNull();
  });
});

describe('GET /orders filtered to the orders late at their stage', () => {
  it('lists exactly the live orders whose stage is past due, never a done or canceled one', async () => {
    const filter = late();
    const page = await list<Order>(app, token.manager, 'orders', { filter, limit: 500 });
    expect(page.status).toBe(200);
    expect(page.total).toBeGreaterThan(0);
    const now = Date.now();
    for (const order of page.results) {
      expect(new Date(order.stageDueAt!).getTime()).toBeLessThan(now);
      expect(['done', 'canceled']).not.toContain(order.status);
    }
    const all = await list<Order>(app, token.manager, 'orders', { filter: { stageDueAt: { $ne: null } }, limit: 500 });
    const expected = all.results.filter(
      (o) => new Date(o.stageDueAt!).getTime() < new Date(filter.stageDueAt.$lt).getTime(),
    );
    expect(page.results.map((o) => o.id).sort()).toEqual(expected.map((o) => o.id).sort());
  });

  it('keeps each user’s scope: the outsourced designer sees only their own late orders', async () => {
    const theirs = (
      await list<Order>(app, token.manager, 'orders', {
        filter: { designerId: me.outsource.id, status: ['design_in_progress', 'designer_confirm'] },
        limit: 1,
      })
    ).results[0];
    await setStageStart(theirs.id, 200);
    const everyone = await list<Order>(app, token.manager, 'orders', { filter: late(), limit: 500 });
    const own = everyone.results.filter((o) => o.designerId === me.outsource.id);
    expect(everyone.results.length).toBeGreaterThan(own.length);

    const onPd = await list<Order>(app, token.outsource, 'orders/on-pd', { filter: late(), limit: 500 });
    expect(onPd.status).toBe(200);
    expect(onPd.results.map((o) => o.id)).toContain(theirs.id);
    expect(onPd.results.every((o) => own.some((mine) => mine.id === o.id))).toBe(true);
    const scoped = await list<Order>(app, token.outsource, 'orders', { filter: late(), limit: 500 });
    expect(scoped.results.every((o) => o.designerId === me.outsource.id)).toBe(true);
    const customer = await list<Order & { customerId: number }>(app, token.customer, 'orders', {
      filter: late(),
      limit: 500,
    });
    expect(customer.results.every((o) => o.customerId === me.customer.customerId)).toBe(true);
  });

  it('refuses a malformed due instant', async () => {
    const res = await call(app, token.manager, 'GET', '/orders', undefined, {
      filter: JSON.stringify({ stageDueAt: { $lt: 'soon' } }),
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /orders?heldBy and GET /orders/lateHandoffs', () => {
  it('count the late orders per department holding them, as the list filtered by that department lists them', async () => {
    const res = await call(app, token.manager, 'GET', '/orders/lateHandoffs');
    expect(res.statusCode).toBe(200);
    const handoffs = res.json<Handoffs>();
    const lateList = await list<Order>(app, token.manager, 'orders', { filter: late(), limit: 1 });
    expect(handoffs.total).toBe(lateList.total);
    expect(handoffs.departments.reduce((sum, d) => sum + d.total, 0)).toBeGreaterThanOrEqual(handoffs.total);
    const named = handoffs.departments.filter((d) => d.departmentId !== null);
    expect(named.length).toBeGreaterThan(0);
    expect(named.every((d) => typeof d.name === 'string')).toBe(true);
    for (let i = 1; i < handoffs.departments.length; i++) {
      expect(handoffs.departments[i - 1].total).toBeGreaterThanOrEqual(handoffs.departments[i].total);
    }
    for (const department of named) {
      const held = await list<Order>(app, token.manager, 'orders', {
        filter: lateAtStageFilter(new Date(handoffs.at)),
        heldBy: department.departmentId!,
        limit: 1,
      });
      expect(held.total, department.name ?? '').toBe(department.total);
    }
  });

  it('count the holders the notices name: the newest entry’s assignees, else the status’s people field', async () => {
    const at = new Date();
    const handoffs = (await call(app, token.manager, 'GET', '/orders/lateHandoffs')).json<Handoffs>();
    const late = await list<Order & Record<OrderPeopleField, number | null>>(app, token.manager, 'orders', {
      filter: lateAtStageFilter(at),
      limit: 500,
    });
    const entries = await list<{ orderId: number; assignedUser: number[] | null }>(
      app,
      token.manager,
      'orderHistories',
      {
        filter: { orderId: late.results.map((o) => o.id) },
        orderBy: '-id',
        limit: 500,
      },
    );
    const holders = late.results.map((order) => {
      const newest = entries.results.find((e) => e.orderId === order.id)!;
      return stageHolders(order.status as OrderStatus, newest.assignedUser, order);
    });
    const users = await list<{ id: number; departmentId: number | null }>(app, token.manager, 'users', {
      filter: { id: [...new Set(holders.flat())] },
      limit: 500,
    });
    const departmentOf = new Map(users.results.map((u) => [u.id, u.departmentId]));
    const counts = new Map<number | null, number>();
    for (const ids of holders) {
      const departments = new Set(ids.length === 0 ? [null] : ids.map((id) => departmentOf.get(id) ?? null));
      for (const d of departments) counts.set(d, (counts.get(d) ?? 0) + 1);
    }
    expect(handoffs.total).toBe(late.total);
    expect(new Map(handoffs.departments.map((d) => [d.departmentId, d.total]))).toEqual(counts);
  });

  it('narrows the list to the orders a department holds, late or not, under the caller’s scope', async () => {
    const pd = (await list<{ id: number }>(app, token.manager, 'departments', { filter: { name: 'PD' } })).results[0];
    const held = await list<Order>(app, token.manager, 'orders', {
      heldBy: pd.id,
      filter: { status: 'design_in_progress' },
      limit: 500,
    });
    const all = await list<Order>(app, token.manager, 'orders', {
      filter: { status: 'design_in_progress' },
      limit: 500,
    });
    expect(held.total).toBeGreaterThan(0);
    expect(held.total).toBeLessThanOrEqual(all.total);
    const outsourced = await list<Order>(app, token.outsource, 'orders', { heldBy: pd.id, limit: 500 });
    expect(outsourced.results.every((o) => o.designerId === me.outsource.id)).toBe(true);
    expect((await list(app, token.manager, 'orders', { heldBy: 0 })).total).toBe(0);
  });

  it('refuse a malformed heldBy and unknown parameters (400)', async () => {
    for (const heldBy of ['abc', '-1', '1.5', '99999999999', '']) {
      const res = await call(app, token.manager, 'GET', '/orders', undefined, { heldBy });
      expect(res.statusCode, heldBy).toBe(heldBy === '' ? 200 : 400);
    }
    const twice = await app.inject({
      method: 'GET',
      url: '/api/v1/orders?heldBy=1&heldBy=2',
      headers: { authorization: `Bearer ${token.manager}` },
    });
    expect(twice.statusCode).toBe(400);
    expect((await call(app, token.manager, 'GET', '/orders/lateHandoffs', undefined, { limit: '5' })).statusCode).toBe(
      400,
    );
  });

  it('answer the hand-offs to staff who may list orders, and refuse everyone else', async () => {
    expect((await call(app, null, 'GET', '/orders/lateHandoffs')).statusCode).toBe(401);
    const manager = (await call(app, token.manager, 'GET', '/orders/lateHandoffs')).json<Handoffs>();
    for (const name of ACCOUNTS) {
      const res = await call(app, token[name], 'GET', '/orders/lateHandoffs');
      const allowed = isStaff(me[name]) && can(me[name], 'orders', 'get');
      expect(res.statusCode, name).toBe(allowed ? 200 : 403);
      if (!allowed) continue;
      const body = res.json<Handoffs>();
      // Staff reach every order: the same counts; department names only with departments.get.
      expect(body.total, name).toBe(manager.total);
      const readsDepartments = can(me[name], 'departments', 'get');
      expect(body.departments.every((d) => (d.name !== null) === (readsDepartments && d.departmentId !== null))).toBe(
        true,
      );
    }
    expect(isStaff(me.outsource) || isStaff(me.customer)).toBe(false);
  });
});
