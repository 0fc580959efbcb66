import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import demo from '../../src/shared/demo/demo-accounts.json';
import { can, type Principal } from '../../src/shared/domain/permissions';
import { ROLE_IDS } from '../../src/shared/domain/roles';
import { call, createTestApp, demoEmail, list, login, type TestApp } from './harness';

/**
 * A user type's default permissions (issue 9, spec section 6): edited like a role's, with
 * userTypes.update, audited; a user's default ("set default by role", an invitation) is their
 * role's map joined with their type's, and reaches the user's next request without a new
 * sign-in.
 */

let t: TestApp;
let app: FastifyInstance;
let manager: string;
let managerId: number;
let viewer: string;
let viewerId: number;
let typeId: number;

type Map = Record<string, string[]>;
interface UserType {
  readonly id: number;
  readonly name: string;
  readonly permission: Map | null;
  readonly updatedAt: string;
}

const me = async (token: string) => (await call(app, token, 'GET', '/users/me')).json<Principal & { id: number }>();
const userType = async () => (await call(app, manager, 'GET', `/userTypes/${typeId}`)).json<UserType>();

/** The cbo role's map, the viewer's role (seed). */
const CBO = { customers: ['get', 'getOne'], orders: ['get', 'getOne'] };

async function setType(permission: unknown) {
  const { updatedAt } = await userType();
  return call(app, manager, 'PUT', `/userTypes/${typeId}`, { permission, updatedAt });
}

async function resetViewer() {
  const res = await call(app, manager, 'POST', '/auth/permissions/default', { userId: viewerId });
  expect(res.statusCode).toBe(200);
  return res.json<{ userId: number; permission: Map }>().permission;
}

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  manager = await login(app, demoEmail('manager'));
  managerId = (await me(manager)).id;
  viewer = await login(app, demoEmail('viewer'));
  viewerId = (await me(viewer)).id;

  const created = await call(app, manager, 'POST', '/userTypes', { name: 'Night desk', description: 'Evening shift' });
  expect(created.statusCode).toBe(201);
  typeId = created.json<UserType>().id;
  const viewerRow = (await call(app, manager, 'GET', `/users/${viewerId}`)).json<{
    roleId: number;
    updatedAt: string;
  }>();
  expect(viewerRow.roleId).toBe(ROLE_IDS.cbo);
  const typed = await call(app, manager, 'PUT', `/users/${viewerId}`, {
    userTypeId: typeId,
    updatedAt: viewerRow.updatedAt,
  });
  expect(typed.statusCode).toBe(200);
});

afterAll(async () => {
  await t?.close();
});

describe("a user type's map", () => {
  it('starts empty and is read with the type', async () => {
    expect((await userType()).permission).toEqual({});
  });

  it('is saved by PUT /userTypes/{id}, and the change is in the audit trail', async () => {
    const res = await setType({ niches: ['get'], orders: ['exportExcel'] });
    expect(res.statusCode).toBe(200);
    expect(res.json<UserType>().permission).toEqual({ niches: ['get'], orders: ['exportExcel'] });
    expect((await userType()).permission).toEqual({ niches: ['get'], orders: ['exportExcel'] });

    const { results } = await list<{ userId: number; action: string; after: { permission: Map } }>(
      app,
      manager,
      'auditEvents',
      { filter: { resource: 'userTypes', recordId: typeId, action: 'update' }, orderBy: '-id', limit: 1 },
    );
    expect(results[0]).toMatchObject({
      userId: managerId,
      action: 'update',
      after: { permission: { niches: ['get'], orders: ['exportExcel'] } },
    });
  });

  it.each([
    ['a list for the map', ['orders']],
    ['a string for the keys', { orders: 'get' }],
    ['a number among the keys', { orders: ['get', 3] }],
    ['an empty key', { orders: [''] }],
    ['an overlong key', { orders: ['x'.repeat(65)] }],
    ['too many keys', { orders: Array.from({ length: 101 }, (_, i) => `k${i}`) }],
  ])('refuses %s with 400, keeping the stored map', async (_, permission) => {
    const before = (await userType()).permission;
    const res = await setType(permission);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ statusCode: number }>().statusCode).toBe(400);
    expect((await userType()).permission).toEqual(before);
  });

  it('is checked on creation too', async () => {
    const res = await call(app, manager, 'POST', '/userTypes', { name: 'Broken', permission: { orders: 'get' } });
    expect(res.statusCode).toBe(400);
  });
});

describe("a user's default is the role's map joined with the type's", () => {
  it('is what set default by role gives, on the next request without a new sign-in', async () => {
    await setType({});
    expect(await resetViewer()).toEqual(CBO);
    expect((await call(app, viewer, 'GET', '/niches')).statusCode).toBe(403);

    expect((await setType({ niches: ['get'], orders: ['getOne', 'exportExcel'] })).statusCode).toBe(200);
    const joined = { customers: ['get', 'getOne'], orders: ['get', 'getOne', 'exportExcel'], niches: ['get'] };
    expect(await resetViewer()).toEqual(joined);
    expect((await me(viewer)).permission).toEqual(joined);
    expect((await call(app, viewer, 'GET', '/niches')).statusCode).toBe(200);

    expect((await setType({})).statusCode).toBe(200);
    expect(await resetViewer()).toEqual(CBO);
    expect((await call(app, viewer, 'GET', '/niches')).statusCode).toBe(403);
  });

  it("leaves unknown resources and keys out of the user's map, as a role's are", async () => {
    const res = await setType({ nowhere: ['get'], niches: ['get', 'fly'], orderFlow: ['nextNowhere', 'nextDone'] });
    expect(res.statusCode).toBe(200);
    expect(await resetViewer()).toEqual({ ...CBO, niches: ['get'], orderFlow: ['nextDone'] });
    await setType({});
    await resetViewer();
  });

  it('is what an invitation gives a user of the type who has not accepted yet', async () => {
    await setType({ niches: ['get'] });
    const invited = await call(app, manager, 'POST', '/users/invite', { email: 'night.desk@demo.local' });
    expect(invited.statusCode).toBe(201);
    const { id } = invited.json<{ id: number }>();
    const row = (await call(app, manager, 'GET', `/users/${id}`)).json<{ updatedAt: string }>();
    expect(
      (await call(app, manager, 'PUT', `/users/${id}`, { userTypeId: typeId, updatedAt: row.updatedAt })).statusCode,
    ).toBe(200);
    const again = await call(app, manager, 'POST', '/users/invite', {
      email: 'night.desk@demo.local',
      roleId: ROLE_IDS.cbo,
    });
    expect(again.statusCode).toBe(201);
    const stored = (await call(app, manager, 'GET', '/auth/permissions', undefined, { userId: String(id) })).json<{
      userPermission: Map;
    }>();
    expect(stored.userPermission).toEqual({ ...CBO, niches: ['get'] });
    await setType({});
  });
});

describe('who may change a type', () => {
  const accounts = demo.accounts.map((a) => a.email);

  it.each(accounts)('%s may change a map only with userTypes.update', async (email) => {
    const token = await login(app, email);
    const self = await me(token);
    const allowed = can(self, 'userTypes', 'update');
    expect(allowed, email).toBe(email === demoEmail('manager'));
    if (allowed) return;
    const before = await userType();
    const res = await call(app, token, 'PUT', `/userTypes/${typeId}`, {
      permission: { users: ['create'] },
      updatedAt: before.updatedAt,
    });
    expect(res.statusCode).toBe(403);
    expect((await userType()).permission).toEqual(before.permission);
    const created = await call(app, token, 'POST', '/userTypes', { name: 'Mine', permission: { users: ['create'] } });
    expect(created.statusCode).toBe(403);
  });

  it('refuses without a session', async () => {
    const { updatedAt } = await userType();
    const res = await call(app, null, 'PUT', `/userTypes/${typeId}`, { permission: {}, updatedAt });
    expect(res.statusCode).toBe(401);
  });
});
