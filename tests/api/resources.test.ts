import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, demoEmail, list, login, type TestApp } from './harness';

type Order = {
  id: number;
  status: string;
  priceOrder: number | null;
  name: string;
  orderFeature: string[] | null;
  createdAt: string;
  customerId: number | null;
  designerId: number | null;
  productCatalogIds: number[] | null;
  [key: string]: unknown;
};

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await login(t.app, demoEmail('manager'));
});
afterAll(async () => {
  await t?.close();
});

const orders = (query: Record<string, string | number | object>) => list<Order>(t.app, token, 'orders', query);

describe('paging and sorting', () => {
  it('pages with limit and offset and reports the total', async () => {
    const first = await orders({ limit: 5 });
    const second = await orders({ limit: 5, offset: 5 });
    expect(first.status).toBe(200);
    expect(first.results).toHaveLength(5);
    expect(first.total).toBeGreaterThanOrEqual(300);
    expect(second.total).toBe(first.total);
    const ids = new Set(first.results.map((o) => o.id));
    expect(second.results.some((o) => ids.has(o.id))).toBe(false);
    expect((await orders({})).results).toHaveLength(10);
    expect((await orders({ offset: first.total })).results).toHaveLength(0);
  });

  it('sorts newest first by default, and by any allowed field either way', async () => {
    const byDefault = (await orders({ limit: 50 })).results.map((o) => o.createdAt);
    expect(byDefault).toEqual([...byDefault].sort().reverse());
    const asc = (await orders({ limit: 50, orderBy: 'priceOrder', filter: { priceOrder: { $ne: null } } })).results;
    const prices = asc.map((o) => o.priceOrder!);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = (await orders({ limit: 50, orderBy: '-priceOrder,name' })).results.map((o) => o.priceOrder ?? -1);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
  });
});

describe('filter operators', () => {
  it('$eq, plain values and $ne', async () => {
    const done = await orders({ limit: 100, filter: { status: { $eq: 'done' } } });
    expect(done.total).toBeGreaterThan(0);
    expect(done.results.every((o) => o.status === 'done')).toBe(true);
    expect((await orders({ filter: { status: 'done' } })).total).toBe(done.total);
    const notDone = await orders({ limit: 500, filter: { status: { $ne: 'done' } } });
    expect(notDone.results.every((o) => o.status !== 'done')).toBe(true);
    expect(notDone.total + done.total).toBe((await orders({})).total);
  });

  it('$gt $gte $lt $lte on numbers and dates', async () => {
    const pricey = await orders({ limit: 500, filter: { priceOrder: { $gt: 5_000_000 } } });
    expect(pricey.total).toBeGreaterThan(0);
    expect(pricey.results.every((o) => o.priceOrder! > 5_000_000)).toBe(true);
    const band = await orders({ limit: 500, filter: { priceOrder: { $gte: 1_000_000, $lte: 3_000_000 } } });
    expect(band.results.every((o) => o.priceOrder! >= 1_000_000 && o.priceOrder! <= 3_000_000)).toBe(true);
    const cheap = await orders({ limit: 500, filter: { priceOrder: { $lt: 1_000_000 } } });
    expect(cheap.results.every((o) => o.priceOrder! < 1_000_000)).toBe(true);
    const since = new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10);
    const recent = await orders({ limit: 500, filter: { createdAt: { $gte: since } } });
    expect(recent.total).toBeGreaterThan(0);
    expect(recent.results.every((o) => o.createdAt >= since)).toBe(true);
  });

  it('$in and $nin, and a plain list as $in', async () => {
    const some = await orders({ limit: 500, filter: { status: { $in: ['done', 'canceled'] } } });
    expect(some.results.every((o) => ['done', 'canceled'].includes(o.status))).toBe(true);
    expect((await orders({ filter: { status: ['done', 'canceled'] } })).total).toBe(some.total);
    const rest = await orders({ limit: 500, filter: { status: { $nin: ['done', 'canceled'] } } });
    expect(rest.results.every((o) => !['done', 'canceled'].includes(o.status))).toBe(true);
    expect((await orders({ filter: { id: { $in: [] } } })).total).toBe(0);
  });

  it('$like is a case-insensitive contains with wildcards taken literally', async () => {
    const all = await orders({ limit: 500 });
    const word = all.results[0].name.split(' ')[0];
    const found = await orders({ limit: 500, filter: { name: { $like: word.toUpperCase() } } });
    expect(found.total).toBeGreaterThan(0);
    expect(found.results.every((o) => o.name.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    expect((await orders({ filter: { name: { $like: '%' } } })).total).toBe(0);
  });

  it('$all, $in and $eq on list fields', async () => {
    const basic = await orders({ limit: 500, filter: { orderFeature: { $all: ['basic'] } } });
    expect(basic.total).toBeGreaterThan(0);
    expect(basic.results.every((o) => o.orderFeature?.includes('basic'))).toBe(true);
    const either = await orders({ limit: 500, filter: { orderFeature: { $in: ['basic', 'test'] } } });
    expect(either.results.every((o) => o.orderFeature?.some((f) => f === 'basic' || f === 'test'))).toBe(true);
    expect(either.total).toBeGreaterThanOrEqual(basic.total);
    expect((await orders({ filter: { orderFeature: 'basic' } })).total).toBe(basic.total);
  });

  it('null with $eq and $ne', async () => {
    const none = await orders({ limit: 500, filter: { guaId: null } });
    expect(none.results.every((o) => o.guaId === null)).toBe(true);
    const some = await orders({ limit: 500, filter: { guaId: { $ne: null } } });
    expect(none.total + some.total).toBe((await orders({})).total);
  });
});

describe('includes and search', () => {
  it('embeds relations named after their ref fields, without secrets', async () => {
    const { results } = await orders({
      limit: 20,
      filter: { designerId: { $ne: null }, customerId: { $ne: null } },
      includes: 'customer,designer,productCatalogs',
    });
    for (const order of results) {
      expect((order.customer as { id: number }).id).toBe(order.customerId);
      const designer = order.designer as Record<string, unknown>;
      expect(designer.id).toBe(order.designerId);
      expect(designer).not.toHaveProperty('password');
      expect(designer).not.toHaveProperty('trelloToken');
      const catalogs = order.productCatalogs as { id: number }[];
      expect(catalogs.map((c) => c.id)).toEqual(order.productCatalogIds ?? []);
    }
  });

  it('q searches the search fields without case, from the start of a word', async () => {
    const all = await list<{ displayName: string }>(t.app, token, 'customers', { limit: 1 });
    const part = all.results[0].displayName.split(' ').at(-1)!.slice(0, 3);
    const found = await list<{ displayName: string; email: string | null; code: string | null }>(
      t.app,
      token,
      'customers',
      { q: part.toUpperCase(), limit: 500 },
    );
    expect(found.total).toBeGreaterThan(0);
    expect(found.total).toBeLessThanOrEqual(all.total);
  });
});

describe('writes, soft delete and redo', () => {
  it('creates, updates with updatedAt, and refuses a stale updatedAt with 409', async () => {
    const created = await call(t.app, token, 'POST', '/niches', { name: 'Board games' });
    expect(created.statusCode).toBe(201);
    const niche = created.json<{ id: number; updatedAt: string }>();
    const first = await call(t.app, token, 'PUT', `/niches/${niche.id}`, {
      name: 'Tabletop',
      updatedAt: niche.updatedAt,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json<{ name: string }>().name).toBe('Tabletop');
    const stale = await call(t.app, token, 'PUT', `/niches/${niche.id}`, { name: 'Late', updatedAt: niche.updatedAt });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ message: string }>().message).toBe(
      'This record was changed by someone else. Reload and try again.',
    );
    const hard = await call(t.app, token, 'DELETE', `/niches/${niche.id}`);
    expect(hard.statusCode).toBe(200);
    expect((await call(t.app, token, 'GET', `/niches/${niche.id}`)).statusCode).toBe(404);
  });

  it('soft-deletes, lists in getDelete, and redoes with isDelete:false', async () => {
    const created = await call(t.app, token, 'POST', '/customers', { displayName: 'Soft Delete Co' });
    const { id } = created.json<{ id: number }>();
    expect((await call(t.app, token, 'DELETE', `/customers/${id}`)).json<{ isDelete: boolean }>().isDelete).toBe(true);
    const visible = await list(t.app, token, 'customers', { filter: { id } });
    expect(visible.total).toBe(0);
    const deleted = await call(t.app, token, 'GET', '/customers/getDelete', undefined, {
      filter: JSON.stringify({ id }),
    });
    expect(deleted.json<{ total: number }>().total).toBe(1);
    expect((await list(t.app, token, 'customers', { filter: { id, isDelete: true } })).total).toBe(1);
    const redo = await call(t.app, token, 'PUT', `/customers/${id}`, { isDelete: false });
    expect(redo.statusCode).toBe(200);
    expect((await list(t.app, token, 'customers', { filter: { id } })).total).toBe(1);
    const soft = await call(t.app, token, 'DELETE', `/customers/sortDelete/${id}`);
    expect(soft.json<{ isDelete: boolean }>().isDelete).toBe(true);
    expect((await call(t.app, token, 'DELETE', `/customers/${id}`)).statusCode).toBe(404);
    expect((await call(t.app, token, 'GET', `/customers/${id}`)).statusCode).toBe(200);
  });

  it("the edit form's isDelete switch deletes with delete, and is refused with update alone", async () => {
    const { id } = (await call(t.app, token, 'POST', '/departments', { name: 'Print room' })).json<{ id: number }>();
    const viewer = await login(t.app, demoEmail('viewer'));
    const viewerId = (await call(t.app, viewer, 'GET', '/users/me')).json<{ id: number }>().id;
    const granted = await call(t.app, token, 'POST', '/auth/permissions', {
      userId: viewerId,
      permission: { departments: ['get', 'getOne', 'update'] },
    });
    expect(granted.statusCode).toBe(200);
    const editor = await login(t.app, demoEmail('viewer'));
    const refused = await call(t.app, editor, 'PUT', `/departments/${id}`, { name: 'Print room 2', isDelete: true });
    expect(refused.statusCode).toBe(403);
    expect((await call(t.app, editor, 'PUT', `/departments/${id}`, { name: 'Print room 2' })).statusCode).toBe(200);
    const switched = await call(t.app, token, 'PUT', `/departments/${id}`, { description: 'Closed', isDelete: true });
    expect(switched.json<{ isDelete: boolean }>()).toMatchObject({ isDelete: true, description: 'Closed' });
    expect((await list(t.app, token, 'departments', { filter: { id } })).total).toBe(0);
    expect((await call(t.app, token, 'PUT', `/departments/${id}`, { isDelete: 'yes' })).statusCode).toBe(400);
  });

  it('sets owner fields to the caller and hides user secrets', async () => {
    const me = (await call(t.app, token, 'GET', '/users/me')).json<{ id: number }>();
    const comment = await call(t.app, token, 'POST', '/customerComments', { content: 'Great', rate: 5, customerId: 1 });
    expect(comment.statusCode).toBe(201);
    expect(comment.json<{ reviewerId: number }>().reviewerId).toBe(me.id);
    const noCustomer = await call(t.app, token, 'POST', '/customerComments', { content: 'Lost', rate: 3 });
    expect(noCustomer.statusCode).toBe(400);
  });

  it('creates users with a hashed password and a unique email', async () => {
    const body = { displayName: 'New Hire', email: 'new.hire@demo.local', password: 'secret12', roleId: 7 };
    const created = await call(t.app, token, 'POST', '/users', body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).not.toHaveProperty('password');
    const again = await call(t.app, token, 'POST', '/users', { ...body, email: 'NEW.HIRE@demo.local' });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe('Email already exists.');
    const signIn = await call(t.app, null, 'POST', '/auth/login', { email: body.email, password: body.password });
    expect(signIn.statusCode).toBe(200);
    const scope = await call(t.app, token, 'PUT', `/users/${created.json<{ id: number }>().id}`, { scope: 'manager' });
    expect(scope.statusCode).toBe(400);
  });

  it('refuses writes to read-only resources with 405', async () => {
    expect((await call(t.app, token, 'POST', '/logs', { status: 'done' })).statusCode).toBe(405);
    expect((await call(t.app, token, 'GET', '/logs')).statusCode).toBe(200);
  });
});

describe('views', () => {
  it('user lookups list only their roles', async () => {
    const designers = await list<{ roleId: number }>(t.app, token, 'designers', { limit: 100 });
    expect(designers.total).toBeGreaterThan(0);
    expect(designers.results.every((u) => [7, 24].includes(u.roleId))).toBe(true);
    const delivers = await list<{ roleId: number }>(t.app, token, 'delivers', { limit: 100 });
    expect(delivers.results.every((u) => u.roleId === 13)).toBe(true);
  });

  it('comment kinds list only rows of their kind', async () => {
    const customerComments = await list<{ customerId: number | null }>(t.app, token, 'customerComments', {
      limit: 500,
    });
    expect(customerComments.results.every((c) => c.customerId !== null)).toBe(true);
    const userComments = await list<{ userId: number | null }>(t.app, token, 'userComments', { limit: 500 });
    expect(userComments.results.every((c) => c.userId !== null)).toBe(true);
  });
});

describe('rich text', () => {
  it('is sanitised on the generic update', async () => {
    const { results } = await list<{ id: number }>(t.app, token, 'orders', { limit: 1 });
    const res = await call(t.app, token, 'PUT', `/orders/${results[0].id}`, {
      customerRequirements: '<p>Size A4</p><script>alert(1)</script><img src=x onerror="alert(1)">',
    });
    expect(res.statusCode).toBe(200);
    const html = res.json<{ customerRequirements: string }>().customerRequirements;
    expect(html).toContain('Size A4');
    expect(html).not.toMatch(/<script|onerror/i);
  });
});
