import type { FastifyInstance } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, outbox, users } from '../../src/server/db/schema';
import { ROLE_IDS } from '../../src/shared/domain/roles';
import { API, call, createTestApp, DEMO_PASSWORD, demoEmail, login, type TestApp } from './harness';

/** Spec section 5's user-form rules, as the server enforces them, and the calls of a user's page. */

let t: TestApp;
let app: FastifyInstance;
let manager: string;

const NON_MANAGERS = ['sale', 'leader', 'designer', 'outsource', 'delivery', 'guarantee', 'qa', 'customer', 'viewer'];

let address = 0;
/** Signs in from a new address each time, so the sign-in throttle never counts these tries together. */
const signIn = (email: string, password: string) =>
  app.inject({
    method: 'POST',
    url: `${API}/auth/login`,
    payload: { email, password },
    remoteAddress: `10.9.${Math.floor(++address / 250)}.${address % 250}`,
  });

async function idOf(email: string): Promise<number> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** A new staff account with this permission map and the demo password, signed in. */
async function accountWith(email: string, permission: Record<string, string[]>): Promise<string> {
  const created = await call(app, manager, 'POST', '/users', {
    email,
    displayName: email.split('@')[0],
    password: DEMO_PASSWORD,
    roleId: ROLE_IDS.cbo,
  });
  expect(created.statusCode).toBe(201);
  const id = created.json<{ id: number }>().id;
  expect((await call(app, manager, 'POST', '/auth/permissions', { userId: id, permission })).statusCode).toBe(200);
  return login(app, email);
}

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  manager = await login(app, demoEmail('manager'));
});

afterAll(async () => {
  await t.close();
});

describe('email and password on PUT /users/{id}', () => {
  it('keeps the email fixed after creation (400 naming the field)', async () => {
    const id = await idOf(demoEmail('designer'));
    const res = await call(app, manager, 'PUT', `/users/${id}`, { email: 'other@demo.local' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/email/);
    const [row] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, id));
    expect(row.email).toBe(demoEmail('designer'));
  });

  it('refuses a password with a clear 400 that names the password call', async () => {
    const id = await idOf(demoEmail('designer'));
    const res = await call(app, manager, 'PUT', `/users/${id}`, { password: 'new-secret' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/password.*POST \/users\/\{id\}\/password/);
    expect((await signIn(demoEmail('designer'), DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('takes the password at creation', async () => {
    const created = await call(app, manager, 'POST', '/users', {
      email: 'created@demo.local',
      displayName: 'Created',
      password: 'created-1',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).not.toHaveProperty('password');
    expect((await signIn('created@demo.local', 'created-1')).statusCode).toBe(200);
  });
});

describe('POST /users/{id}/password', () => {
  it("sets another user's password: the new one signs in, the old one and the user's sessions end, and it is audited", async () => {
    const email = 'staff-password@demo.local';
    await accountWith(email, { orders: ['get'] });
    const id = await idOf(email);
    const session = await login(app, email);
    const res = await call(app, manager, 'POST', `/users/${id}/password`, { password: 'qa-new-pass' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Password has been set' });
    expect((await call(app, session, 'GET', '/users/me')).statusCode).toBe(401);
    expect((await signIn(email, DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(email, 'qa-new-pass')).statusCode).toBe(200);
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.resource, 'users'), eq(auditEvents.recordId, id), eq(auditEvents.action, 'password')))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(event).toMatchObject({ userId: await idOf(demoEmail('manager')) });
    expect(event.summary).toContain(email);
  });

  it.each(NON_MANAGERS)('refuses %s, who lacks users.update (403)', async (name) => {
    const token = await login(app, demoEmail(name));
    const id = await idOf(demoEmail('designer'));
    const res = await call(app, token, 'POST', `/users/${id}/password`, { password: 'hijack-1' });
    expect(res.statusCode).toBe(403);
  });

  it("lets users.update set a staff member's password but never a manager's", async () => {
    const hr = await accountWith('hr-password@demo.local', { users: ['get', 'getOne', 'update'] });
    await accountWith('staff-2@demo.local', { orders: ['get'] });
    const staff = await idOf('staff-2@demo.local');
    expect((await call(app, hr, 'POST', `/users/${staff}/password`, { password: 'deliver-2' })).statusCode).toBe(200);
    const boss = await idOf(demoEmail('manager'));
    const refused = await call(app, hr, 'POST', `/users/${boss}/password`, { password: 'takeover-1' });
    expect(refused.statusCode).toBe(403);
    expect((await signIn(demoEmail('manager'), DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses no session, bad bodies and unknown users', async () => {
    const id = await idOf(demoEmail('designer'));
    expect((await call(app, null, 'POST', `/users/${id}/password`, { password: 'secret-1' })).statusCode).toBe(401);
    for (const body of [{}, { password: '12345' }, { password: 123456 }, { password: 'secret-1', roleId: 1 }, []]) {
      expect((await call(app, manager, 'POST', `/users/${id}/password`, body)).statusCode).toBe(400);
    }
    expect((await call(app, manager, 'POST', '/users/abc/password', { password: 'secret-1' })).statusCode).toBe(400);
    expect((await call(app, manager, 'POST', '/users/99999/password', { password: 'secret-1' })).statusCode).toBe(404);
  });
});

describe('salary terms (salaryScheme, coef, coefOT)', () => {
  it('need salaryInfos.update to change, on update and on create (403)', async () => {
    const hr = await accountWith('hr-salary@demo.local', { users: ['get', 'getOne', 'create', 'update'] });
    const id = await idOf(demoEmail('designer'));
    for (const body of [{ coef: 1.4 }, { coefOT: 2 }, { salaryScheme: 'B1' }]) {
      const res = await call(app, hr, 'PUT', `/users/${id}`, body);
      expect(res.statusCode).toBe(403);
      expect(res.json<{ message: string }>().message).toContain('salaryInfos update');
    }
    expect((await call(app, hr, 'PUT', `/users/${id}`, { note: 'fine' })).statusCode).toBe(200);
    const create = { email: 'paid@demo.local', displayName: 'Paid', password: 'paid-123', coef: 1 };
    expect((await call(app, hr, 'POST', '/users', create)).statusCode).toBe(403);
  });

  it('change with salaryInfos.update', async () => {
    const payroll = await accountWith('payroll@demo.local', {
      users: ['get', 'getOne', 'update'],
      salaryInfos: ['get', 'update'],
    });
    const id = await idOf(demoEmail('designer'));
    const res = await call(app, payroll, 'PUT', `/users/${id}`, { salaryScheme: 'B1', coef: 1.3, coefOT: 1.5 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ salaryScheme: 'B1', coef: 1.3, coefOT: 1.5 });
  });

  it('are never set on a customer-role user, not even by a manager (400)', async () => {
    const id = await idOf(demoEmail('customer'));
    const res = await call(app, manager, 'PUT', `/users/${id}`, { coef: 1.2 });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain('customer-role user draws no salary');
    const create = {
      email: 'buyer@demo.local',
      displayName: 'Buyer',
      password: 'buyer-12',
      roleId: ROLE_IDS.customer,
      salaryScheme: 'A1',
    };
    expect((await call(app, manager, 'POST', '/users', create)).statusCode).toBe(400);
  });
});

describe('the role field', () => {
  it.each(NON_MANAGERS)('is changed only with users.update: %s is refused (403)', async (name) => {
    const token = await login(app, demoEmail(name));
    const id = await idOf(demoEmail('viewer'));
    expect((await call(app, token, 'PUT', `/users/${id}`, { roleId: ROLE_IDS.manager })).statusCode).toBe(403);
  });

  it('is set only with users.create on create', async () => {
    const viewer = await login(app, demoEmail('viewer'));
    const body = { email: 'nobody@demo.local', displayName: 'Nobody', password: 'nobody-1', roleId: ROLE_IDS.pd };
    expect((await call(app, viewer, 'POST', '/users', body)).statusCode).toBe(403);
  });
});

describe('invitations from the Users screen', () => {
  it('mark the user sent with the time, mail the link, and resend while the invitation is open', async () => {
    const first = await call(app, manager, 'POST', '/users/invite', { email: 'newhire@demo.local', roleId: 7 });
    expect(first.statusCode).toBe(201);
    const id = first.json<{ id: number }>().id;
    const row = await call(app, manager, 'GET', `/users/${id}`);
    expect(row.json()).toMatchObject({ inviteStatus: 'sent', roleId: 7 });
    const sentAt = row.json<{ inviteSentAt: string }>().inviteSentAt;
    expect(Number.isNaN(Date.parse(sentAt))).toBe(false);

    await new Promise((resolve) => setTimeout(resolve, 5));
    const again = await call(app, manager, 'POST', '/users/invite', { email: 'newhire@demo.local', roleId: 7 });
    expect(again.statusCode).toBe(201);
    expect(again.json<{ id: number }>().id).toBe(id);
    const resent = (await call(app, manager, 'GET', `/users/${id}`)).json<{ inviteSentAt: string }>();
    expect(Date.parse(resent.inviteSentAt)).toBeGreaterThan(Date.parse(sentAt));
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.to, 'newhire@demo.local'));
    expect(mails).toHaveLength(2);
    expect(mails.every((mail) => mail.body.includes('/invite?token='))).toBe(true);
  });

  it('are refused for an account already in use (409) and to those without users.create (403)', async () => {
    expect((await call(app, manager, 'POST', '/users/invite', { email: demoEmail('designer') })).statusCode).toBe(409);
    for (const name of NON_MANAGERS) {
      const token = await login(app, demoEmail(name));
      expect((await call(app, token, 'POST', '/users/invite', { email: 'x@demo.local' })).statusCode).toBe(403);
    }
  });
});

describe('PUT /users/me for an outsourced user', () => {
  it('changes the Trello fields and refuses every other field (403)', async () => {
    const outsource = await login(app, demoEmail('outsource'));
    expect((await call(app, outsource, 'PUT', '/users/me', { trelloKey: 'k', trelloToken: 't' })).statusCode).toBe(200);
    for (const body of [{ displayName: 'Me' }, { phone: '0900' }, { avatar: null }, { trelloKey: 'k', note: 'x' }]) {
      const res = await call(app, outsource, 'PUT', '/users/me', body);
      expect(res.statusCode).toBe(403);
    }
  });
});

describe("a user's order tabs", () => {
  type OrderRow = Record<string, unknown> & { id: number };
  const SLOTS = ['saleId', 'dealerId', 'designerId', 'deliverId', 'qualityAssuranceId', 'guaId'];

  it('GET /users/{id}/orders lists the orders they work on in any slot', async () => {
    const id = await idOf(demoEmail('designer'));
    const res = await call(app, manager, 'GET', `/users/${id}/orders`, undefined, { limit: '100' });
    expect(res.statusCode).toBe(200);
    const { results, total } = res.json<{ results: OrderRow[]; total: number }>();
    expect(total).toBeGreaterThan(0);
    for (const order of results) expect(SLOTS.some((slot) => order[slot] === id)).toBe(true);
  });

  it('GET /users/{id}/requestedOrders lists the orders whose current step is handed to them', async () => {
    const id = await idOf(demoEmail('designer'));
    const res = await call(app, manager, 'GET', `/users/${id}/requestedOrders`, undefined, { limit: '100' });
    expect(res.statusCode).toBe(200);
    const { results } = res.json<{ results: OrderRow[] }>();
    expect(results.length).toBeGreaterThan(0);
    for (const order of results) {
      const history = await call(app, manager, 'GET', '/orderHistories', undefined, {
        filter: JSON.stringify({ orderId: order.id, isCurrent: true }),
      });
      const [current] = history.json<{ results: { assignedUser: number[] }[] }>().results;
      expect(current.assignedUser).toContain(id);
    }
  });

  it("stay inside the caller's order scope: an outsourced designer sees only their own orders", async () => {
    const outsource = await login(app, demoEmail('outsource'));
    const outsourceId = await idOf(demoEmail('outsource'));
    const id = await idOf(demoEmail('designer'));
    for (const path of [`/users/${id}/orders`, `/users/${id}/requestedOrders`]) {
      const res = await call(app, outsource, 'GET', path, undefined, { limit: '100' });
      expect(res.statusCode).toBe(200);
      for (const order of res.json<{ results: OrderRow[] }>().results) expect(order.designerId).toBe(outsourceId);
    }
  });

  it('refuse callers without orders.get, no session, bad ids and unknown users', async () => {
    const hr = await accountWith('hr-orders@demo.local', { users: ['get', 'getOne'] });
    const id = await idOf(demoEmail('designer'));
    for (const path of [`/users/${id}/orders`, `/users/${id}/requestedOrders`]) {
      expect((await call(app, hr, 'GET', path)).statusCode).toBe(403);
      expect((await call(app, null, 'GET', path)).statusCode).toBe(401);
    }
    expect((await call(app, manager, 'GET', '/users/0/orders')).statusCode).toBe(400);
    expect((await call(app, manager, 'GET', '/users/99999/requestedOrders')).statusCode).toBe(404);
    const badFilter = await call(app, manager, 'GET', `/users/${id}/orders`, undefined, { filter: '{"nope":1}' });
    expect(badFilter.statusCode).toBe(400);
  });
});
