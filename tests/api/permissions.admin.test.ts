import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import demo from '../../src/shared/demo/demo-accounts.json';
import { can, type Principal } from '../../src/shared/domain/permissions';
import { ROLE_IDS } from '../../src/shared/domain/roles';
import { call, createTestApp, demoEmail, list, login, type TestApp } from './harness';

/**
 * Permission administration (issue 9): a change reaches the user's very next request without
 * a new sign-in, role defaults are what "set default by role" applies, only holders of
 * permissions.update may change a map, and every change is in the audit trail.
 */

let t: TestApp;
let app: FastifyInstance;
let manager: string;
let managerId: number;
let viewer: string;
let viewerId: number;

type Map = Record<string, string[]>;

const me = async (token: string) => (await call(app, token, 'GET', '/users/me')).json<Principal & { id: number }>();

async function setViewer(permission: Map) {
  const res = await call(app, manager, 'POST', '/auth/permissions', { userId: viewerId, permission });
  expect(res.statusCode).toBe(200);
  return res.json<{ userId: number; permission: Map }>();
}

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  manager = await login(app, demoEmail('manager'));
  managerId = (await me(manager)).id;
  viewer = await login(app, demoEmail('viewer'));
  viewerId = (await me(viewer)).id;
});

afterAll(async () => {
  await t?.close();
});

describe('a change reaches the next request', () => {
  it("refuses and then allows the viewer's next request on the same session", async () => {
    expect((await call(app, viewer, 'GET', '/orders')).statusCode).toBe(200);
    expect((await call(app, viewer, 'GET', '/niches')).statusCode).toBe(403);

    await setViewer({ customers: ['get', 'getOne'], niches: ['get'] });
    const refused = await call(app, viewer, 'GET', '/orders');
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe('Missing permission: orders.get');
    expect((await call(app, viewer, 'GET', '/niches')).statusCode).toBe(200);

    await setViewer({ customers: ['get', 'getOne'], orders: ['get', 'getOne'] });
    expect((await call(app, viewer, 'GET', '/orders')).statusCode).toBe(200);
    expect((await call(app, viewer, 'GET', '/niches')).statusCode).toBe(403);
    expect((await me(viewer)).permission).toEqual({ customers: ['get', 'getOne'], orders: ['get', 'getOne'] });
  });

  it('keeps order keys, user keys and order-flow keys, dropping unknown ones', async () => {
    const stored = await setViewer({
      orders: ['get', 'paymentStatus', 'recommendDesigner', 'fly'],
      users: ['getDesigners', 'getLeaders'],
      orderFlow: ['nextNewDeal', 'forceCreateOne', 'nextNowhere'],
      nowhere: ['get'],
    });
    expect(stored.permission).toEqual({
      orders: ['get', 'paymentStatus', 'recommendDesigner'],
      users: ['getDesigners', 'getLeaders'],
      orderFlow: ['nextNewDeal', 'forceCreateOne'],
    });
    expect((await call(app, viewer, 'GET', '/designers')).statusCode).toBe(200);
  });
});

describe('set default by role', () => {
  it("applies the role's stored default, as edited on the role, on the next request", async () => {
    await setViewer({});
    expect((await call(app, viewer, 'GET', '/customers')).statusCode).toBe(403);

    const role = await call(app, manager, 'GET', `/roles/${ROLE_IDS.cbo}`);
    const { updatedAt, permission: before } = role.json<{ updatedAt: string; permission: Map }>();
    expect(before).toEqual({ customers: ['get', 'getOne'], orders: ['get', 'getOne'] });

    const edited = await call(app, manager, 'PUT', `/roles/${ROLE_IDS.cbo}`, {
      permission: { ...before, niches: ['get'] },
      updatedAt,
    });
    expect(edited.statusCode).toBe(200);

    const reset = await call(app, manager, 'POST', '/auth/permissions/default', { userId: viewerId });
    expect(reset.statusCode).toBe(200);
    expect(reset.json<{ permission: Map }>().permission).toEqual({ ...before, niches: ['get'] });
    expect((await call(app, viewer, 'GET', '/customers')).statusCode).toBe(200);
    expect((await call(app, viewer, 'GET', '/niches')).statusCode).toBe(200);

    const current = (await call(app, manager, 'GET', `/roles/${ROLE_IDS.cbo}`)).json<{ updatedAt: string }>();
    const restored = await call(app, manager, 'PUT', `/roles/${ROLE_IDS.cbo}`, {
      permission: before,
      updatedAt: current.updatedAt,
    });
    expect(restored.statusCode).toBe(200);
    await call(app, manager, 'POST', '/auth/permissions/default', { userId: viewerId });
    expect((await call(app, viewer, 'GET', '/niches')).statusCode).toBe(403);
  });
});

describe('who may change permissions', () => {
  const accounts = demo.accounts.map((a) => a.email);

  it.each(accounts)('%s may change a map only with permissions.update', async (email) => {
    const token = await login(app, email);
    const self = await me(token);
    const allowed = can(self, 'permissions', 'update');
    expect(allowed, email).toBe(email === demoEmail('manager'));
    if (allowed) return;
    const before = (await me(viewer)).permission;
    const set = await call(app, token, 'POST', '/auth/permissions', {
      userId: self.id,
      permission: { users: ['create'] },
    });
    expect(set.statusCode).toBe(403);
    expect(set.json<{ message: string }>().message).toBe('Missing permission: permissions.update');
    expect((await call(app, token, 'POST', '/auth/permissions/default', { userId: viewerId })).statusCode).toBe(403);
    expect((await me(viewer)).permission).toEqual(before);
  });

  it('refuses without a session', async () => {
    expect((await call(app, null, 'POST', '/auth/permissions', { userId: viewerId, permission: {} })).statusCode).toBe(
      401,
    );
    expect((await call(app, null, 'POST', '/auth/permissions/default', { userId: viewerId })).statusCode).toBe(401);
  });
});

describe('malformed bodies', () => {
  it.each([
    ['an unknown body key', { userId: 1, permission: {}, role: 'manager' }],
    ['a string userId', { userId: '1', permission: {} }],
    ['a missing permission', { userId: 1 }],
    ['a list for the map', { userId: 1, permission: ['orders'] }],
    ['a string for the keys', { userId: 1, permission: { orders: 'get' } }],
    ['a number among the keys', { userId: 1, permission: { orders: ['get', 3] } }],
    ['an empty key', { userId: 1, permission: { orders: [''] } }],
    ['a null map', { userId: 1, permission: null }],
  ])('refuses %s with 400', async (_, payload) => {
    const res = await call(app, manager, 'POST', '/auth/permissions', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ statusCode: number }>().statusCode).toBe(400);
  });

  it('refuses a malformed default body with 400', async () => {
    for (const payload of [{}, { userId: 'x' }, { userId: 1, permission: {} }]) {
      expect((await call(app, manager, 'POST', '/auth/permissions/default', payload)).statusCode).toBe(400);
    }
  });

  it('refuses an oversized body with 413', async () => {
    const res = await call(app, manager, 'POST', '/auth/permissions', {
      userId: viewerId,
      permission: { orders: ['x'.repeat(1_100_000)] },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json<{ message: string }>().message).toMatch(/too large/);
  });
});

describe("a role's name", () => {
  it('cannot be changed after creation, by PUT /roles/{id}', async () => {
    const role = (await call(app, manager, 'GET', `/roles/${ROLE_IDS.cbo}`)).json<{
      name: string;
      updatedAt: string;
    }>();
    const res = await call(app, manager, 'PUT', `/roles/${ROLE_IDS.cbo}`, {
      name: 'renamed',
      updatedAt: role.updatedAt,
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('name');
    expect((await call(app, manager, 'GET', `/roles/${ROLE_IDS.cbo}`)).json<{ name: string }>().name).toBe(role.name);
  });

  it('is set on creation', async () => {
    const res = await call(app, manager, 'POST', '/roles', { name: 'night_shift', permission: { orders: ['get'] } });
    expect(res.statusCode).toBe(201);
    const created = res.json<{ id: number; name: string; updatedAt: string }>();
    expect(created.name).toBe('night_shift');
    const renamed = await call(app, manager, 'PUT', `/roles/${created.id}`, {
      name: 'day_shift',
      updatedAt: created.updatedAt,
    });
    expect(renamed.statusCode).toBe(400);
  });
});

describe('the audit trail', () => {
  it('records who changed whose permissions, from what to what', async () => {
    await setViewer({ orders: ['get'] });
    await setViewer({ orders: ['get', 'getOne'], customers: ['get', 'getOne'] });
    const { status, results } = await list<{
      userId: number;
      action: string;
      resource: string;
      recordId: number;
      before: { permission: Map };
      after: { permission: Map };
    }>(app, manager, 'auditEvents', {
      filter: { resource: 'users', recordId: viewerId, action: 'permission' },
      orderBy: '-id',
      limit: 1,
    });
    expect(status).toBe(200);
    expect(results[0]).toMatchObject({
      userId: managerId,
      action: 'permission',
      resource: 'users',
      recordId: viewerId,
      before: { permission: { orders: ['get'] } },
      after: { permission: { orders: ['get', 'getOne'], customers: ['get', 'getOne'] } },
    });
  });
});
