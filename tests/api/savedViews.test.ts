import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVED_VIEWS_PER_LIST } from '../../src/shared/domain/savedView';
import { call, createTestApp, demoEmail, login, type TestApp } from './harness';

/**
 * Saved list views (issue 12): a list's search, filters, sort and page size under a name, for
 * oneself or shared with a role, under the list's own `get` permission.
 */

type Json = Record<string, unknown>;
interface View {
  id: number;
  userId: number;
  ownerName: string | null;
  resource: string;
  name: string;
  state: Json;
  roleId: number | null;
  roleName: string | null;
  updatedAt: string;
}

let t: TestApp;
let app: FastifyInstance;
const token: Record<string, string> = {};
const me: Record<string, { id: number; roleId: number }> = {};

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  for (const name of ['manager', 'designer', 'outsource', 'sale', 'viewer']) {
    token[name] = await login(app, demoEmail(name));
    me[name] = (await call(app, token[name], 'GET', '/users/me')).json<{ id: number; roleId: number }>();
  }
});

afterAll(async () => {
  await t.close();
});

const STATE = { q: '', sort: { field: 'createdAt', desc: true }, limit: 20, filters: { status: ['new_deal', 'done'] } };
let seq = 0;
const uniqueName = (base: string) => `${base} ${++seq}`;

const save = async (who: string, body: Json) => {
  const res = await call(app, token[who], 'POST', '/savedViews', { resource: 'orders', state: STATE, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<View>();
};
const views = async (who: string | null, resource = 'orders') => {
  const res = await call(app, who ? token[who] : null, 'GET', '/savedViews', undefined, { resource });
  return { status: res.statusCode, results: res.statusCode === 200 ? res.json<{ results: View[] }>().results : [] };
};
const idsOf = async (who: string, resource = 'orders') => (await views(who, resource)).results.map((v) => v.id);
const put = (who: string | null, id: number | string, body: Json) =>
  call(app, who ? token[who] : null, 'PUT', `/savedViews/${id}`, body);
const del = (who: string | null, id: number | string) =>
  call(app, who ? token[who] : null, 'DELETE', `/savedViews/${id}`);

describe('saving, listing, changing and deleting a view', () => {
  it("keeps a private view for its owner only, trimmed, with the owner's name", async () => {
    const view = await save('designer', { name: '  My late orders  ' });
    expect(view).toMatchObject({
      userId: me.designer.id,
      resource: 'orders',
      name: 'My late orders',
      state: STATE,
      roleId: null,
      roleName: null,
    });
    expect(view.ownerName).toBeTruthy();
    expect(await idsOf('designer')).toContain(view.id);
    for (const other of ['outsource', 'sale']) expect(await idsOf(other)).not.toContain(view.id);
    expect(await idsOf('designer', 'comments')).not.toContain(view.id);
  });

  it('renames it, overwrites its state and deletes it', async () => {
    const view = await save('designer', { name: uniqueName('Draft') });
    const state = { q: 'logo', sort: null, limit: 50, filters: {} };
    const changed = await put('designer', view.id, { name: 'Logos', state });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<View>()).toMatchObject({ id: view.id, name: 'Logos', state });
    expect((await views('designer')).results.find((v) => v.id === view.id)?.name).toBe('Logos');
    const removed = await del('designer', view.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true });
    expect(await idsOf('designer')).not.toContain(view.id);
    expect((await del('designer', view.id)).statusCode).toBe(404);
  });

  it('keeps the columns a view hides', async () => {
    const view = await save('designer', {
      name: uniqueName('Slim'),
      state: { ...STATE, hidden: ['images', 'extra:stats'] },
    });
    const listed = (await views('designer')).results.find((v) => v.id === view.id);
    expect(listed?.state).toMatchObject({ hidden: ['images', 'extra:stats'] });
  });

  it('refuses a stale version with a 409', async () => {
    const view = await save('designer', { name: uniqueName('Versioned') });
    const stale = await put('designer', view.id, {
      name: uniqueName('Renamed'),
      updatedAt: '2020-01-01T00:00:00.000Z',
    });
    expect(stale.statusCode).toBe(409);
    expect(
      (await put('designer', view.id, { name: uniqueName('Renamed'), updatedAt: view.updatedAt })).statusCode,
    ).toBe(200);
  });
});

describe('sharing with a role', () => {
  it('shows a view shared with role pd to another user of that role, and not to another role', async () => {
    const view = await save('designer', { name: uniqueName('Team pd'), roleId: me.designer.roleId });
    expect(view.roleId).toBe(me.outsource.roleId);
    expect(view.roleName).toBe('pd');
    const seen = (await views('outsource')).results.find((v) => v.id === view.id);
    expect(seen).toMatchObject({ name: view.name, state: STATE, userId: me.designer.id, roleName: 'pd' });
    expect(await idsOf('sale')).not.toContain(view.id);
    expect(await idsOf('viewer')).not.toContain(view.id);
    expect(await idsOf('manager')).toContain(view.id);
  });

  it('lets the owner stop sharing, after which the role no longer sees it', async () => {
    const view = await save('designer', { name: uniqueName('Shared once'), roleId: me.designer.roleId });
    expect((await put('designer', view.id, { roleId: null })).json<View>().roleId).toBeNull();
    expect(await idsOf('outsource')).not.toContain(view.id);
  });

  it("refuses sharing with another role than one's own (403); a manager shares with any existing role", async () => {
    const refused = await call(app, token.designer, 'POST', '/savedViews', {
      resource: 'orders',
      name: uniqueName('Sales'),
      state: STATE,
      roleId: me.sale.roleId,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe('You can share a view only with your own role.');
    const own = await save('designer', { name: uniqueName('Mine') });
    expect((await put('designer', own.id, { roleId: me.sale.roleId })).statusCode).toBe(403);

    const managed = await save('manager', { name: uniqueName('For designers'), roleId: me.designer.roleId });
    expect(await idsOf('designer')).toContain(managed.id);
    expect(await idsOf('outsource')).toContain(managed.id);
    const unknown = await call(app, token.manager, 'POST', '/savedViews', {
      resource: 'orders',
      name: uniqueName('Nobody'),
      state: STATE,
      roleId: 999_999,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toBe('There is no role #999999.');
  });

  it('lets only the owner or a manager change or delete a view; others who cannot see it get a 404', async () => {
    const shared = await save('designer', { name: uniqueName('Shared'), roleId: me.designer.roleId });
    const refused = await put('outsource', shared.id, { name: 'Taken over' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe(
      'Only the owner of a view (or a manager) can change or delete it.',
    );
    expect((await del('outsource', shared.id)).statusCode).toBe(403);
    expect((await put('sale', shared.id, { name: 'Taken over' })).statusCode).toBe(404);
    expect((await del('sale', shared.id)).statusCode).toBe(404);

    const hidden = await save('designer', { name: uniqueName('Private') });
    expect((await put('outsource', hidden.id, { name: 'Peek' })).statusCode).toBe(404);
    expect((await del('outsource', hidden.id)).statusCode).toBe(404);

    const renamed = await put('manager', hidden.id, { name: uniqueName('Renamed by the manager') });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<View>().userId).toBe(me.designer.id);
    expect((await del('manager', shared.id)).statusCode).toBe(200);
    expect(await idsOf('outsource')).not.toContain(shared.id);
  });
});

describe('names', () => {
  it('are unique per owner and list (409 with a clear message), not across owners or lists', async () => {
    const name = uniqueName('Unique');
    await save('designer', { name });
    const again = await call(app, token.designer, 'POST', '/savedViews', { resource: 'orders', name, state: STATE });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(`You already have a view named "${name}" for orders.`);
    await save('outsource', { name });
    const other = await call(app, token.designer, 'POST', '/savedViews', { resource: 'comments', name, state: STATE });
    expect(other.statusCode).toBe(201);
    const second = await save('designer', { name: uniqueName('Second') });
    const clash = await put('designer', second.id, { name });
    expect(clash.statusCode).toBe(409);
    expect(clash.json<{ message: string }>().message).toBe(`You already have a view named "${name}" for orders.`);
  });

  it(`are at most ${SAVED_VIEWS_PER_LIST} per person and list`, async () => {
    for (let i = 0; i < SAVED_VIEWS_PER_LIST; i++) {
      const res = await call(app, token.viewer, 'POST', '/savedViews', {
        resource: 'customers',
        name: `Customers ${i}`,
        state: STATE,
      });
      expect(res.statusCode).toBe(201);
    }
    const over = await call(app, token.viewer, 'POST', '/savedViews', {
      resource: 'customers',
      name: 'One too many',
      state: STATE,
    });
    expect(over.statusCode).toBe(409);
    expect(over.json<{ message: string }>().message).toMatch(/delete one before saving another/);
  });
});

describe('refusals', () => {
  it('answers 401 without a session', async () => {
    expect((await views(null)).status).toBe(401);
    expect(
      (await call(app, null, 'POST', '/savedViews', { resource: 'orders', name: 'x', state: STATE })).statusCode,
    ).toBe(401);
    expect((await put(null, 1, { name: 'x' })).statusCode).toBe(401);
    expect((await del(null, 1)).statusCode).toBe(401);
  });

  it("answers 403 for a list the caller may not read, whoever's view it is", async () => {
    expect((await views('designer', 'customers')).status).toBe(403);
    expect((await views('outsource', 'packages')).status).toBe(403);
    expect((await views('sale', 'packages')).status).toBe(200);
    expect((await views('sale', 'designers')).status).toBe(200);
    expect((await views('designer', 'designers')).status).toBe(403);
    for (const [who, resource] of [
      ['designer', 'customers'],
      ['outsource', 'packages'],
      ['viewer', 'payments'],
    ]) {
      const res = await call(app, token[who], 'POST', '/savedViews', { resource, name: 'x', state: STATE });
      expect(res.statusCode, `${who} ${resource}`).toBe(403);
    }
    const managersPackages = await save('manager', {
      resource: 'packages',
      name: uniqueName('Packages'),
      roleId: me.outsource.roleId,
    });
    expect((await put('outsource', managersPackages.id, { name: 'x' })).statusCode).toBe(403);
  });

  it('answers 400 for missing, malformed or oversized input', async () => {
    const bodies: Json[] = [
      { name: 'x', state: STATE },
      { resource: 'nope', name: 'x', state: STATE },
      { resource: 'orders', state: STATE },
      { resource: 'orders', name: '   ', state: STATE },
      { resource: 'orders', name: 'x'.repeat(101), state: STATE },
      { resource: 'orders', name: 'x' },
      { resource: 'orders', name: 'x', state: STATE, extra: true },
      { resource: 'orders', name: 'x', state: { ...STATE, page: 2 } },
      { resource: 'orders', name: 'x', state: { q: '', sort: null, filters: {} } },
      { resource: 'orders', name: 'x', state: { ...STATE, limit: 0 } },
      { resource: 'orders', name: 'x', state: { ...STATE, limit: 101 } },
      { resource: 'orders', name: 'x', state: { ...STATE, sort: { field: 'a b', desc: true } } },
      { resource: 'orders', name: 'x', state: { ...STATE, filters: { page: ['2'] } } },
      { resource: 'orders', name: 'x', state: { ...STATE, filters: { status: [] } } },
      { resource: 'orders', name: 'x', state: { ...STATE, filters: { status: 'done' } } },
      { resource: 'orders', name: 'x', state: { ...STATE, q: 'x'.repeat(201) } },
      { resource: 'orders', name: 'x', state: STATE, roleId: 'pd' },
      { resource: 'orders', name: 'x', state: STATE, roleId: 0 },
      { resource: 'orders', name: 'x', state: { ...STATE, hidden: 'status' } },
      { resource: 'orders', name: 'x', state: { ...STATE, hidden: ['a b'] } },
      { resource: 'orders', name: 'x', state: { ...STATE, hidden: Array.from({ length: 61 }, (_, i) => `c${i}`) } },
    ];
    for (const body of bodies) {
      const res = await call(app, token.designer, 'POST', '/savedViews', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 200)).toBe(400);
    }
    const filters = Object.fromEntries(
      Array.from({ length: 10 }, (_, i) => [`field${i}`, Array.from({ length: 10 }, () => 'v'.repeat(300))]),
    );
    const big = await call(app, token.designer, 'POST', '/savedViews', {
      resource: 'orders',
      name: 'Too big',
      state: { ...STATE, filters },
    });
    expect(big.statusCode).toBe(400);
    expect(big.json<{ message: string }>().message).toMatch(/larger than 16 kB/);
    expect((await call(app, token.designer, 'POST', '/savedViews', [1, 2])).statusCode).toBe(400);

    const view = await save('designer', { name: uniqueName('Valid') });
    for (const body of [{}, { name: '' }, { state: { ...STATE, limit: 'all' } }, { userId: me.outsource.id }]) {
      expect((await put('designer', view.id, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await put('designer', 'abc', { name: 'x' })).statusCode).toBe(400);
    expect((await del('designer', 'abc')).statusCode).toBe(400);
    expect((await put('designer', 99_999_999, { name: 'x' })).statusCode).toBe(404);
    expect((await del('designer', 99_999_999)).statusCode).toBe(404);

    expect((await call(app, token.designer, 'GET', '/savedViews')).statusCode).toBe(400);
    expect((await views('designer', 'nope')).status).toBe(400);
    const extra = await call(app, token.designer, 'GET', '/savedViews', undefined, { resource: 'orders', all: '1' });
    expect(extra.statusCode).toBe(400);
  });
});
