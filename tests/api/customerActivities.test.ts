import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, demoEmail, list, login, signInAccounts, type TestApp } from './harness';

/**
 * Issue 41, customer activities: staff log calls, emails and meetings on a customer under the
 * customers keys and row scope; only an activity's author changes or deletes it.
 */

type Json = Record<string, unknown>;
type Activity = Json & { id: number; updatedAt: string };

let t: TestApp;
let app: FastifyInstance;
const ACCOUNTS = ['manager', 'sale', 'viewer', 'outsource', 'customer'] as const;
let token: Record<(typeof ACCOUNTS)[number], string>;
let id: Record<(typeof ACCOUNTS)[number], number>;
let customerId: number;
let otherCustomerId: number;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  ({ token, id } = await signInAccounts(app, ACCOUNTS));
  const me = (await call(app, token.customer, 'GET', '/users/me')).json<{ customerId: number }>();
  customerId = me.customerId;
  const others = await list<{ id: number }>(app, token.manager, 'customers', { filter: { id: { $ne: customerId } } });
  otherCustomerId = others.results[0].id;
});

afterAll(async () => {
  await t.close();
});

const path = (customer: number) => `/customers/${customer}/activities`;

describe('customer activities', () => {
  it('are logged by staff with customers.update, listed newest first with their author, an order of the customer optional', async () => {
    const order = (await list<{ id: number }>(app, token.manager, 'orders', { filter: { customerId } })).results[0];
    const call1 = await call(app, token.sale, 'POST', path(customerId), {
      kind: 'call',
      at: '2026-11-20T09:30:00.000Z',
      summary: '  Asked for a second proof  ',
      orderId: order.id,
    });
    expect(call1.statusCode).toBe(201);
    expect(call1.json<Json>()).toMatchObject({
      customerId,
      orderId: order.id,
      kind: 'call',
      summary: 'Asked for a second proof',
      authorId: id.sale,
    });
    const meeting = await call(app, token.sale, 'POST', path(customerId), {
      kind: 'meeting',
      at: '2026-11-21T14:00:00+07:00',
      summary: 'Walked through the catalogue',
    });
    expect(meeting.statusCode).toBe(201);
    const listed = await call(app, token.viewer, 'GET', path(customerId));
    expect(listed.statusCode).toBe(200);
    const { results, total } = listed.json<{ results: Activity[]; total: number }>();
    expect(total).toBe(2);
    expect(results.map((r) => r.kind)).toEqual(['meeting', 'call']);
    expect(typeof results[0].authorName).toBe('string');
    expect(results[0]).toMatchObject({ orderId: null });
    // The audit trail keeps who logged what.
    const audit = await list<Json>(app, token.manager, 'auditEvents', {
      filter: { resource: 'customerActivities', recordId: call1.json<Activity>().id },
    });
    expect(audit.results[0]).toMatchObject({ userId: id.sale, action: 'create', after: { customerId, kind: 'call' } });
  });

  it('are changed and deleted by their author only, a stale change refused', async () => {
    const created = (
      await call(app, token.sale, 'POST', path(customerId), {
        kind: 'email',
        at: '2026-11-22T08:00:00Z',
        summary: 'Sent the quote',
      })
    ).json<Activity>();
    expect(
      (await call(app, token.manager, 'PUT', `/customerActivities/${created.id}`, { summary: 'x' })).statusCode,
    ).toBe(403);
    expect((await call(app, token.manager, 'DELETE', `/customerActivities/${created.id}`)).statusCode).toBe(403);
    const changed = await call(app, token.sale, 'PUT', `/customerActivities/${created.id}`, {
      summary: 'Sent the quote and the contract',
      updatedAt: created.updatedAt,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<Json>()).toMatchObject({ summary: 'Sent the quote and the contract', kind: 'email' });
    const stale = await call(app, token.sale, 'PUT', `/customerActivities/${created.id}`, {
      summary: 'Too late',
      updatedAt: created.updatedAt,
    });
    expect(stale.statusCode).toBe(409);
    expect((await call(app, token.sale, 'DELETE', `/customerActivities/${created.id}`)).statusCode).toBe(200);
    expect((await call(app, token.sale, 'DELETE', `/customerActivities/${created.id}`)).statusCode).toBe(404);
  });

  it('keep to the customers keys and row scope', async () => {
    // Read-only staff read but do not log; outsourced users reach no customer.
    const body = { kind: 'call', at: '2026-11-23T10:00:00Z', summary: 'Hello' };
    expect((await call(app, token.viewer, 'POST', path(customerId), body)).statusCode).toBe(403);
    expect((await call(app, token.outsource, 'GET', path(customerId))).statusCode).toBe(403);
    expect((await call(app, token.customer, 'GET', path(customerId))).statusCode).toBe(403);
    // A customer-role user given customers.getOne reaches only their own customer.
    const granted = await call(app, token.manager, 'POST', '/auth/permissions', {
      userId: id.customer,
      permission: { customers: ['get', 'getOne'] },
    });
    expect(granted.statusCode).toBe(200);
    const customerToken = await login(app, demoEmail('customer'));
    expect((await call(app, customerToken, 'GET', path(customerId))).statusCode).toBe(200);
    expect((await call(app, customerToken, 'GET', path(otherCustomerId))).statusCode).toBe(404);
    expect((await call(app, token.sale, 'POST', path(99_999_999), body)).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/v1${path(customerId)}` })).statusCode).toBe(401);
  });

  it('refuse missing, malformed and oversized input, and an order of another customer', async () => {
    const ok = { kind: 'call', at: '2026-11-23T10:00:00Z', summary: 'Hello' };
    const bad: Json[] = [
      {},
      { ...ok, kind: 'fax' },
      { ...ok, at: 'yesterday' },
      { ...ok, summary: '   ' },
      { ...ok, summary: 'x'.repeat(2_001) },
      { ...ok, orderId: 'one' },
      { ...ok, extra: true },
    ];
    for (const body of bad) expect((await call(app, token.sale, 'POST', path(customerId), body)).statusCode).toBe(400);
    expect((await call(app, token.sale, 'POST', '/customers/abc/activities', ok)).statusCode).toBe(400);
    expect((await call(app, token.sale, 'GET', `${path(customerId)}?limit=lots`)).statusCode).toBe(400);
    expect((await call(app, token.sale, 'GET', `${path(customerId)}?color=red`)).statusCode).toBe(400);
    const foreign = (
      await list<{ id: number }>(app, token.manager, 'orders', { filter: { customerId: otherCustomerId } })
    ).results[0];
    expect((await call(app, token.sale, 'POST', path(customerId), { ...ok, orderId: foreign.id })).statusCode).toBe(
      400,
    );
    expect((await call(app, token.sale, 'POST', path(customerId), { ...ok, orderId: 99_999_999 })).statusCode).toBe(
      404,
    );
    expect((await call(app, token.sale, 'PUT', '/customerActivities/99999999', { summary: 'x' })).statusCode).toBe(404);
    expect((await call(app, token.sale, 'PUT', '/customerActivities/1', {})).statusCode).toBe(400);
  });
});
