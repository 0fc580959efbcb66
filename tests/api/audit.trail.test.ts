import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, call, createTestApp, demoEmail, list, login, SEED_IMAGE, type TestApp } from './harness';

/**
 * The audit trail: every create, update, delete, redo, permission change, workflow step and
 * password change is recorded with who, when and the fields before and after, in the same
 * transaction as the write, and read by managers only.
 */

type Row = Record<string, unknown> & { id: number };
interface AuditRow extends Row {
  userId: number | null;
  action: string;
  resource: string;
  recordId: number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: string;
}

let t: TestApp;
let app: FastifyInstance;
const token: Record<string, string> = {};
const id: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  for (const name of ['manager', 'sale', 'designer', 'outsource', 'viewer']) {
    token[name] = await login(app, demoEmail(name));
    id[name] = (await call(app, token[name], 'GET', '/users/me')).json<{ id: number }>().id;
  }
});

afterAll(async () => {
  await t.close();
});

/** The events of one record, newest first. */
async function eventsOf(resource: string, recordId: number): Promise<AuditRow[]> {
  const res = await list<AuditRow>(app, token.manager, 'auditEvents', {
    filter: { resource, recordId },
    orderBy: '-id',
    limit: 50,
  });
  expect(res.status).toBe(200);
  return res.results;
}

describe('the audit trail', () => {
  it('records a create, an update with only the changed fields, a soft delete and its redo, each with who', async () => {
    const created = await call(app, token.sale, 'POST', '/customers', { displayName: 'Audit Co', phoneNumber: '0900' });
    expect(created.statusCode, created.body).toBe(201);
    const customer = created.json<Row>();
    const updated = await call(app, token.sale, 'PUT', `/customers/${customer.id}`, { phoneNumber: '0911' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await call(app, token.manager, 'DELETE', `/customers/sortDelete/${customer.id}`)).statusCode).toBe(200);
    expect((await call(app, token.manager, 'PUT', `/customers/${customer.id}`, { isDelete: false })).statusCode).toBe(
      200,
    );

    const events = (await eventsOf('customers', customer.id)).reverse();
    expect(events.map((e) => [e.action, e.userId])).toEqual([
      ['create', id.sale],
      ['update', id.sale],
      ['delete', id.manager],
      ['redo', id.manager],
    ]);
    expect(events[0].after).toMatchObject({ displayName: 'Audit Co', phoneNumber: '0900' });
    expect(events[1].before).toEqual({ phoneNumber: '0900' });
    expect(events[1].after).toEqual({ phoneNumber: '0911' });
    expect(Date.parse(events[0].createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('records a workflow step and a permission change with the map before and after', async () => {
    const order = (await list<Row>(app, token.manager, 'orders', { filter: { status: 'waiting_approved' }, limit: 1 }))
      .results[0];
    const step = await act(app, token.manager, '/orderHistories', { orderId: order.id, action: 'accept' });
    expect(step.statusCode, step.body).toBe(201);
    const orderEvents = await eventsOf('orders', order.id);
    expect(orderEvents.some((e) => e.action === 'workflow' && e.userId === id.manager)).toBe(true);

    const before = (await call(app, token.manager, 'GET', `/users/${id.viewer}`)).json<Row>().permission;
    const set = await call(app, token.manager, 'POST', '/auth/permissions', {
      userId: id.viewer,
      permission: { orders: ['get'] },
    });
    expect(set.statusCode, set.body).toBe(200);
    const change = (await eventsOf('users', id.viewer)).find((e) => e.action === 'permission')!;
    expect(change.userId).toBe(id.manager);
    expect(change.before).toEqual({ permission: before });
    expect(change.after).toEqual({ permission: { orders: ['get'] } });
  });

  it('records nothing for a refused write: the event and the write share one transaction', async () => {
    const before = (await list(app, token.manager, 'auditEvents', { limit: 1 })).total;
    expect((await call(app, token.manager, 'DELETE', '/niches/1')).statusCode).toBe(409);
    expect((await call(app, token.viewer, 'POST', '/customers', { displayName: 'No' })).statusCode).toBe(403);
    expect((await call(app, token.sale, 'POST', '/orders', { name: 'x', thumbnail: 'javascript:1' })).statusCode).toBe(
      400,
    );
    expect((await list(app, token.manager, 'auditEvents', { limit: 1 })).total).toBe(before);
  });

  it('is read by managers only, and written by no one through the API', async () => {
    for (const name of ['sale', 'designer', 'outsource', 'viewer']) {
      expect((await call(app, token[name], 'GET', '/auditEvents')).statusCode, name).toBe(403);
    }
    expect((await call(app, null, 'GET', '/auditEvents')).statusCode).toBe(401);
    const any = (await list<AuditRow>(app, token.manager, 'auditEvents', { limit: 1 })).results[0];
    expect((await call(app, token.manager, 'POST', '/auditEvents', { action: 'create' })).statusCode).toBe(405);
    expect((await call(app, token.manager, 'PUT', `/auditEvents/${any.id}`, { summary: 'x' })).statusCode).toBe(405);
    expect((await call(app, token.manager, 'DELETE', `/auditEvents/${any.id}`)).statusCode).toBe(405);
    const order = await call(app, token.sale, 'POST', '/orders', { name: 'Audited', thumbnail: SEED_IMAGE });
    expect((await eventsOf('orders', order.json<Row>().id)).map((e) => e.action)).toEqual(['create']);
  });
  it('records a password change without the password, and never a secret in any event', async () => {
    const outsource = await login(app, demoEmail('outsource'));
    const res = await call(app, outsource, 'POST', '/auth/changePassword', { password: 'another-pass-1' });
    expect(res.statusCode, res.body).toBe(200);
    const event = (await eventsOf('users', id.outsource)).find((e) => e.action === 'password')!;
    expect(event.userId).toBe(id.outsource);
    const all = await list<AuditRow>(app, token.manager, 'auditEvents', { limit: 500 });
    for (const e of all.results) {
      const text = JSON.stringify([e.before, e.after]);
      expect(text).not.toMatch(/"password"|argon2|trelloToken|trelloKey/);
    }
  });
});
