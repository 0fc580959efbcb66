import { OUTSOURCE_VISIBLE_STATUSES, type OrderStatus } from '../../src/shared/domain/orderStatus';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, WEB_CLIENT_HEADER } from '../../src/shared/api/session';
import { canList, type Principal } from '../../src/shared/domain/permissions';
import { RESOURCE_LIST } from '../../src/shared/domain/resources';
import { DEMO_ACCOUNTS } from '../../src/shared/demo/demoAccounts';
import { API, call, createTestApp, DEMO_PASSWORD, demoEmail, list, login, type TestApp } from './harness';

type DemoUser = Principal & { email: string };

let t: TestApp;
const tokens = new Map<string, string>();
const users = new Map<string, DemoUser>();
const token = (email: string) => tokens.get(email)!;

beforeAll(async () => {
  t = await createTestApp();
  for (const { email } of DEMO_ACCOUNTS) tokens.set(email, await login(t.app, email));
  const found = await list<DemoUser>(t.app, token(demoEmail('manager')), 'users', {
    limit: 100,
    filter: { email: { $in: DEMO_ACCOUNTS.map((a) => a.email) } },
  });
  for (const user of found.results) users.set(user.email, { ...user, isOutsource: user.isOutsource === true });
});
afterAll(async () => {
  await t?.close();
});

describe('without a session', () => {
  it('answers 401 Please sign in.', async () => {
    for (const path of ['/orders', '/orders/1', '/niches/getDelete']) {
      const res = await call(t.app, null, 'GET', path);
      expect(res.statusCode).toBe(401);
      expect(res.json<{ message: string }>().message).toBe('Please sign in.');
    }
    expect((await call(t.app, null, 'POST', '/niches', { name: 'x' })).statusCode).toBe(401);
    expect((await call(t.app, 'not-a-token', 'GET', '/orders')).statusCode).toBe(401);
  });
});

describe('every demo account against every list', () => {
  it('lists exactly the resources its permission map opens', async () => {
    for (const { email } of DEMO_ACCOUNTS) {
      const user = users.get(email)!;
      for (const resource of RESOURCE_LIST) {
        const hidden = user.isOutsource && resource.hiddenFromOutsource === true;
        const expected = canList(user, resource.name) && !hidden ? 200 : 403;
        const res = await call(t.app, token(email), 'GET', `/${resource.name}`, undefined, { limit: '1' });
        expect({ email, resource: resource.name, status: res.statusCode }).toEqual({
          email,
          resource: resource.name,
          status: expected,
        });
      }
    }
  });

  it('the manager may create, update and delete everywhere but read-only logs', async () => {
    for (const resource of RESOURCE_LIST) {
      const res = await call(t.app, token(demoEmail('manager')), 'POST', `/${resource.name}`, {});
      expect({ resource: resource.name, status: res.statusCode }).toEqual({
        resource: resource.name,
        status: resource.readOnly ? 405 : 400,
      });
    }
  });
});

describe('the viewer (cbo)', () => {
  const viewer = demoEmail('viewer');

  it('gets and gets one customer and order', async () => {
    const customers = await list<{ id: number }>(t.app, token(viewer), 'customers', { limit: 1 });
    expect(customers.status).toBe(200);
    expect((await call(t.app, token(viewer), 'GET', `/customers/${customers.results[0].id}`)).statusCode).toBe(200);
    const orders = await list<{ id: number }>(t.app, token(viewer), 'orders', { limit: 1 });
    expect((await call(t.app, token(viewer), 'GET', `/orders/${orders.results[0].id}`)).statusCode).toBe(200);
  });

  it('is refused create, update, delete, redo and the deleted lists, naming the permission', async () => {
    const cases: [string, string, unknown, string][] = [
      ['POST', '/customers', { displayName: 'X' }, 'customers.create'],
      ['PUT', '/customers/1', { note: 'x' }, 'customers.update'],
      ['DELETE', '/customers/1', undefined, 'customers.delete'],
      ['DELETE', '/orders/sortDelete/1', undefined, 'orders.delete'],
      ['PUT', '/orders/1', { isDelete: false }, 'orders.delete'],
      ['GET', '/orders/getDelete', undefined, 'orders.getDelete'],
      ['GET', '/niches', undefined, 'niches.get'],
      ['GET', '/designers', undefined, 'users.getDesigners'],
    ];
    for (const [method, path, body, permission] of cases) {
      const res = await call(t.app, token(viewer), method, path, body);
      expect(res.statusCode).toBe(403);
      expect(res.json<{ message: string }>().message).toBe(`Missing permission: ${permission}`);
    }
  });
});

describe('the outsourced designer', () => {
  const outsource = demoEmail('outsource');

  it('sees only the orders it designs', async () => {
    const me = users.get(outsource)!;
    const mine = await list<{ designerId: number; status: OrderStatus }>(t.app, token(outsource), 'orders', {
      limit: 500,
    });
    expect(mine.status).toBe(200);
    expect(mine.results.length).toBeGreaterThan(0);
    expect(mine.results.every((o) => o.designerId === me.id)).toBe(true);
    expect(mine.results.every((o) => OUTSOURCE_VISIBLE_STATUSES.includes(o.status))).toBe(true);
    const hidden = await list<{ id: number }>(t.app, token(demoEmail('manager')), 'orders', {
      filter: { designerId: me.id, status: { $nin: [...OUTSOURCE_VISIBLE_STATUSES] } },
      limit: 1,
    });
    expect(hidden.total).toBeGreaterThan(0);
    expect(mine.total).toBeLessThan(
      (await list(t.app, token(demoEmail('manager')), 'orders', { filter: { designerId: me.id } })).total,
    );
    const other = await list<{ id: number }>(t.app, token(demoEmail('manager')), 'orders', {
      filter: { designerId: { $ne: me.id } },
      limit: 1,
    });
    expect((await call(t.app, token(outsource), 'GET', `/orders/${other.results[0].id}`)).statusCode).toBe(404);
  });

  it('is refused niches, brands, products, packages and working registers', async () => {
    for (const name of ['niches', 'brands', 'products', 'packages', 'workingRegisters']) {
      const res = await call(t.app, token(outsource), 'GET', `/${name}`);
      expect(res.statusCode).toBe(403);
      expect(res.json<{ message: string }>().message).toBe(`Outsourced users cannot open ${name}.`);
    }
  });
});

describe('cookie sessions', () => {
  it('need the web client header to change state', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: `${API}/auth/login`,
      headers: { [WEB_CLIENT_HEADER]: 'web' },
      payload: { email: demoEmail('manager'), password: DEMO_PASSWORD },
    });
    const cookie = signIn.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie?.httpOnly).toBe(true);
    const cookies = { [SESSION_COOKIE]: cookie!.value };
    const read = await t.app.inject({ method: 'GET', url: `${API}/niches`, cookies });
    expect(read.statusCode).toBe(200);
    const forged = await t.app.inject({ method: 'POST', url: `${API}/niches`, cookies, payload: { name: 'CSRF' } });
    expect(forged.statusCode).toBe(403);
    const real = await t.app.inject({
      method: 'POST',
      url: `${API}/niches`,
      cookies,
      headers: { [WEB_CLIENT_HEADER]: 'web' },
      payload: { name: 'Web niche' },
    });
    expect(real.statusCode).toBe(201);
  });
});
