import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src/shared/demo/demoAccounts';
import { call, createTestApp, demoEmail, list, login, type TestApp } from './harness';

/** Payments: confirm once, the designer and customer lists in scope, and no order paid twice. */

type Json = Record<string, unknown>;
type Payment = Json & { id: number; typeClient: string; clientId: number; orders: number[]; isConfirm: boolean | null };
type UnpaidOrder = { id: number; amount: number; dealPrice: number | null };

let t: TestApp;
let app: FastifyInstance;
const token: Record<string, string> = {};
const me: Record<string, { id: number; customerId: number | null }> = {};
const ACCOUNTS = DEMO_ACCOUNTS.map((a) => a.email.split('@')[0]);
const WHOLE_TIME = { from: '2000-01-01', to: '2099-12-31' };

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  for (const name of ACCOUNTS) {
    token[name] = await login(app, demoEmail(name));
    me[name] = (await call(app, token[name], 'GET', '/users/me')).json<{ id: number; customerId: number | null }>();
  }
});

afterAll(async () => {
  await t.close();
});

const unconfirmed = async (skip = 0): Promise<Payment> => {
  const page = await list<Payment>(app, token.manager, 'payments', { filter: { isConfirm: false }, limit: 10 });
  return page.results[skip];
};
const confirm = (who: string | null, id: number | string) =>
  call(app, who ? token[who] : null, 'POST', `/payments/${id}/confirm`);
const unpaid = async (typeClient: string, clientId: number) => {
  const res = await call(app, token.manager, 'GET', '/payments/unpaidOrders', undefined, {
    typeClient,
    clientId: String(clientId),
    ...WHOLE_TIME,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ results: UnpaidOrder[]; total: number }>();
};

describe('POST /payments/{id}/confirm', () => {
  it('confirms once, writes the audit trail, and a second confirm is a 409', async () => {
    const payment = await unconfirmed();
    const first = await confirm('manager', payment.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      message: 'Confirmed successfully!',
      payment: { id: payment.id, isConfirm: true },
    });
    const second = await confirm('manager', payment.id);
    expect(second.statusCode).toBe(409);
    expect(second.json<{ message: string }>().message).toBe(`Payment #${payment.id} is already confirmed.`);

    const trail = await list<Json>(app, token.manager, 'auditEvents', {
      filter: { resource: 'payments', recordId: payment.id },
    });
    expect(trail.results).toEqual([
      expect.objectContaining({
        action: 'update',
        userId: me.manager.id,
        summary: `payments #${payment.id} confirmed`,
        after: { isConfirm: true },
      }),
    ]);
  });

  it("marks a customer payment's orders paid when it is confirmed, each in the audit trail", async () => {
    const customerPayments = await list<Payment>(app, token.manager, 'payments', {
      filter: { isConfirm: false, typeClient: 'customer' },
      limit: 1,
    });
    const payment = customerPayments.results[0];
    expect(payment.orders.length).toBeGreaterThan(0);
    // One of its orders marked unpaid again, so the confirm has something to settle.
    await call(app, token.manager, 'PUT', '/orders/paymentStatus', { id: payment.orders[0], paymentStatus: 'CTT' });
    expect((await confirm('manager', payment.id)).statusCode).toBe(200);
    for (const orderId of payment.orders) {
      const order = (await call(app, token.manager, 'GET', `/orders/${orderId}`)).json<Json>();
      expect(order.paymentStatus).toBe('TT');
    }
    const trail = await list<Json>(app, token.manager, 'auditEvents', {
      filter: { resource: 'orders', recordId: payment.orders[0] },
      orderBy: '-id',
      limit: 1,
    });
    expect(trail.results[0]).toMatchObject({
      summary: `order #${payment.orders[0]}: paid by payment #${payment.id}`,
      after: { paymentStatus: 'TT' },
    });
  });

  it("leaves a designer payment's orders as they are", async () => {
    const designerPayments = await list<Payment>(app, token.manager, 'payments', {
      filter: { isConfirm: false, typeClient: 'DESIGNER' },
      limit: 1,
    });
    const payment = designerPayments.results[0];
    await call(app, token.manager, 'PUT', '/orders/paymentStatus', { id: payment.orders[0], paymentStatus: 'CTT' });
    expect((await confirm('manager', payment.id)).statusCode).toBe(200);
    const order = (await call(app, token.manager, 'GET', `/orders/${payment.orders[0]}`)).json<Json>();
    expect(order.paymentStatus).toBe('CTT');
  });

  it('lets exactly one of two simultaneous confirms through', async () => {
    const payment = await unconfirmed();
    const answers = await Promise.all([confirm('manager', payment.id), confirm('manager', payment.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const trail = await list<Json>(app, token.manager, 'auditEvents', {
      filter: { resource: 'payments', recordId: payment.id },
    });
    expect(trail.total).toBe(1);
  });

  it('is refused to every demo account without payments.update, and to no session', async () => {
    const payment = await unconfirmed();
    for (const name of ACCOUNTS.filter((n) => n !== 'manager')) {
      expect({ name, status: (await confirm(name, payment.id)).statusCode }).toEqual({ name, status: 403 });
    }
    expect((await confirm(null, payment.id)).statusCode).toBe(401);
    const after = await call(app, token.manager, 'GET', `/payments/${payment.id}`);
    expect(after.json<Payment>().isConfirm).toBe(false);
  });

  it('answers 404 for an unknown payment and 400 for a malformed id', async () => {
    expect((await confirm('manager', 2_147_483_000)).statusCode).toBe(404);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      expect({ bad, status: (await confirm('manager', bad)).statusCode }).toEqual({ bad, status: 400 });
    }
  });

  it('keeps isConfirm out of the generic writes, and a confirmed payment is kept', async () => {
    const payment = await unconfirmed();
    expect((await call(app, token.manager, 'PUT', `/payments/${payment.id}`, { isConfirm: true })).statusCode).toBe(
      400,
    );
    expect((await call(app, token.manager, 'PUT', `/payments/${payment.id}`, { orders: [1] })).statusCode).toBe(400);
    expect((await confirm('manager', payment.id)).statusCode).toBe(200);
    expect((await call(app, token.manager, 'DELETE', `/payments/${payment.id}`)).statusCode).toBe(409);
    expect((await call(app, token.manager, 'PUT', `/payments/${payment.id}`, { note: 'late' })).statusCode).toBe(409);
  });
});

describe('GET /payments/designers/{clientId} and /payments/customers/{clientId}', () => {
  it("shows an outsourced designer their own payments only, and refuses anyone else's", async () => {
    const own = me.outsource.id;
    const mine = await call(app, token.outsource, 'GET', `/payments/designers/${own}`);
    expect(mine.statusCode).toBe(200);
    const body = mine.json<{ results: Payment[]; total: number }>();
    expect(body.total).toBeGreaterThan(0);
    expect(body.results.every((p) => p.typeClient === 'DESIGNER' && p.clientId === own)).toBe(true);
    const asManager = await call(app, token.manager, 'GET', `/payments/designers/${own}`);
    expect(asManager.json<{ total: number }>().total).toBe(body.total);

    expect((await call(app, token.outsource, 'GET', `/payments/designers/${me.designer.id}`)).statusCode).toBe(403);
    const customerId = me.customer.customerId!;
    expect((await call(app, token.outsource, 'GET', `/payments/customers/${customerId}`)).statusCode).toBe(403);
  });

  it("shows a customer user their customer's payments only", async () => {
    const customerId = me.customer.customerId!;
    const theirs = await call(app, token.customer, 'GET', `/payments/customers/${customerId}`);
    expect(theirs.statusCode).toBe(200);
    const rows = theirs.json<{ results: Payment[] }>().results;
    expect(rows.every((p) => p.typeClient === 'customer' && p.clientId === customerId)).toBe(true);
    expect((await call(app, token.customer, 'GET', `/payments/customers/${customerId + 1}`)).statusCode).toBe(403);
    expect((await call(app, token.customer, 'GET', `/payments/designers/${me.outsource.id}`)).statusCode).toBe(403);
  });

  it('needs payments.get for anyone else, and answers 400 for a malformed client id', async () => {
    expect((await call(app, token.sale, 'GET', `/payments/designers/${me.outsource.id}`)).statusCode).toBe(200);
    expect((await call(app, token.viewer, 'GET', `/payments/designers/${me.outsource.id}`)).statusCode).toBe(403);
    expect((await call(app, token.designer, 'GET', `/payments/designers/${me.designer.id}`)).statusCode).toBe(403);
    expect((await call(app, null, 'GET', `/payments/designers/${me.outsource.id}`)).statusCode).toBe(401);
    expect((await call(app, token.manager, 'GET', '/payments/designers/abc')).statusCode).toBe(400);
  });
});

describe('POST /payments', () => {
  it('gathers unpaid done orders, counts the total, and never pays an order twice', async () => {
    const designer = me.outsource.id;
    const before = await unpaid('DESIGNER', designer);
    expect(before.results.length).toBeGreaterThan(0);
    const picked = before.results.slice(0, 2);
    const created = await call(app, token.manager, 'POST', '/payments', {
      typeClient: 'DESIGNER',
      clientId: designer,
      orders: picked.map((o) => o.id),
      bonusAmount: 100_000,
      discountAmount: 30_000,
      note: 'November',
    });
    expect(created.statusCode).toBe(201);
    const payment = created.json<Payment & { totalAmount: number }>();
    expect(payment).toMatchObject({ isConfirm: false, clientId: designer, orders: picked.map((o) => o.id) });
    expect(payment.totalAmount).toBe(picked.reduce((sum, o) => sum + o.amount, 0) + 70_000);

    const after = await unpaid('DESIGNER', designer);
    expect(after.results.map((o) => o.id)).toEqual(before.results.slice(2).map((o) => o.id));

    const again = await call(app, token.manager, 'POST', '/payments', {
      typeClient: 'DESIGNER',
      clientId: designer,
      orders: [picked[1].id],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(
      `Order #${picked[1].id} is already in payment #${payment.id}; an order is paid once.`,
    );
  });

  it('lets exactly one of two simultaneous payments of one order through', async () => {
    const designer = me.outsource.id;
    const [order] = (await unpaid('DESIGNER', designer)).results;
    const body = { typeClient: 'DESIGNER', clientId: designer, orders: [order.id] };
    const answers = await Promise.all([
      call(app, token.manager, 'POST', '/payments', body),
      call(app, token.manager, 'POST', '/payments', body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });

  it("refuses an order already paid by the seed, one not done, and another designer's", async () => {
    const paid = (await list<Payment>(app, token.manager, 'payments', { filter: { typeClient: 'DESIGNER' } }))
      .results[0];
    const res = await call(app, token.manager, 'POST', '/payments', {
      typeClient: 'DESIGNER',
      clientId: paid.clientId,
      orders: [paid.orders[0]],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toContain(`Order #${paid.orders[0]} is already in payment #`);

    const open = (
      await list<Json & { id: number; designerId: number }>(app, token.manager, 'orders', {
        filter: { status: 'design_in_progress' },
        limit: 1,
      })
    ).results[0];
    const notDone = await call(app, token.manager, 'POST', '/payments', {
      typeClient: 'DESIGNER',
      clientId: open.designerId,
      orders: [open.id],
    });
    expect(notDone.statusCode).toBe(409);

    const [order] = (await unpaid('DESIGNER', me.outsource.id)).results;
    const other = await call(app, token.manager, 'POST', '/payments', {
      typeClient: 'DESIGNER',
      clientId: me.designer.id,
      orders: [order.id],
    });
    expect(other.statusCode).toBe(400);
    const missing = await call(app, token.manager, 'POST', '/payments', {
      typeClient: 'DESIGNER',
      clientId: me.designer.id,
      orders: [2_147_483_000],
    });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses malformed and oversized bodies, and callers without payments.create', async () => {
    const bodies = [
      {},
      { typeClient: 'DESIGNER', clientId: 1 },
      { typeClient: 'nobody', clientId: 1, orders: [1] },
      { typeClient: 'DESIGNER', clientId: 'x', orders: [1] },
      { typeClient: 'DESIGNER', clientId: 1, orders: [] },
      { typeClient: 'DESIGNER', clientId: 1, orders: [1, 1] },
      { typeClient: 'DESIGNER', clientId: 1, orders: [1], bonusAmount: -5 },
      { typeClient: 'DESIGNER', clientId: 1, orders: [1], totalAmount: 5 },
      { typeClient: 'DESIGNER', clientId: 1, orders: [1], isConfirm: true },
    ];
    for (const body of bodies) {
      expect({ body, status: (await call(app, token.manager, 'POST', '/payments', body)).statusCode }).toEqual({
        body,
        status: 400,
      });
    }
    const huge = { typeClient: 'DESIGNER', clientId: 1, orders: [1], note: 'x'.repeat(1_100_000) };
    expect((await call(app, token.manager, 'POST', '/payments', huge)).statusCode).toBe(413);
    const fine = { typeClient: 'DESIGNER', clientId: me.outsource.id, orders: [1] };
    for (const name of ['outsource', 'sale', 'customer', 'viewer']) {
      expect({ name, status: (await call(app, token[name], 'POST', '/payments', fine)).statusCode }).toEqual({
        name,
        status: 403,
      });
    }
    const query = { typeClient: 'DESIGNER', clientId: String(me.outsource.id), ...WHOLE_TIME };
    expect((await call(app, token.sale, 'GET', '/payments/unpaidOrders', undefined, query)).statusCode).toBe(403);
    const backwards = { ...query, from: '2026-02-01', to: '2026-01-01' };
    expect((await call(app, token.manager, 'GET', '/payments/unpaidOrders', undefined, backwards)).statusCode).toBe(
      400,
    );
  });
});
