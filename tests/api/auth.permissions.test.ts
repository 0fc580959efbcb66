import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifySsoKey } from '../../src/server/modules/auth/sso';
import { call, createTestApp, demoEmail, login, type TestApp } from './harness';

let t: TestApp;
let app: FastifyInstance;
let manager: string;
let viewer: string;
let saleId: number;

beforeAll(async () => {
  t = await createTestApp({ ssoSecret: 'test-sso-secret', financeUrl: 'https://finance.example.com/sso?from=bo' });
  app = t.app;
  manager = await login(app, demoEmail('manager'));
  viewer = await login(app, demoEmail('viewer'));
  saleId = (await call(app, await login(app, demoEmail('sale')), 'GET', '/users/me')).json<{ id: number }>().id;
});

/** The sale account's permission map, as the manager reads it. */
async function saleMap(): Promise<unknown> {
  const res = await call(app, manager, 'GET', '/auth/permissions', undefined, { userId: String(saleId) });
  return res.json<{ userPermission: unknown }>().userPermission;
}

afterAll(async () => {
  await t.close();
});

describe('GET /auth/permissions', () => {
  it('answers the groups of the matrix and their words', async () => {
    const res = await call(app, viewer, 'GET', '/auth/permissions');
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      stringtoWord: Record<string, string>;
      permissions: { key: string; permissions: string[] }[];
    }>();
    const orders = body.permissions.find((p) => p.key === 'orders')!;
    expect(orders.permissions).toEqual(
      expect.arrayContaining(['get', 'getOne', 'create', 'paymentStatus', 'recommendDesigner']),
    );
    expect(body.permissions.find((p) => p.key === 'orderFlow')!.permissions).toContain('forceCreateOne');
    expect(body.stringtoWord).toMatchObject({ orders: 'Orders', get: 'View list' });
    expect(body).not.toHaveProperty('userPermission');
  });

  it("answers a user's map to a manager, and the own map to anyone", async () => {
    const res = await call(app, manager, 'GET', '/auth/permissions', undefined, { userId: String(saleId) });
    expect(res.json<{ userPermission: Record<string, string[]> }>().userPermission.orders).toContain('create');
    const me = (await call(app, viewer, 'GET', '/users/me')).json<{ id: number }>();
    const own = await call(app, viewer, 'GET', '/auth/permissions', undefined, { userId: String(me.id) });
    expect(own.json<{ userPermission: Record<string, string[]> }>().userPermission).toEqual({
      customers: ['get', 'getOne'],
      orders: ['get', 'getOne'],
    });
  });

  it("refuses another user's map to the viewer, and bad user ids", async () => {
    expect(
      (await call(app, viewer, 'GET', '/auth/permissions', undefined, { userId: String(saleId) })).statusCode,
    ).toBe(403);
    expect((await call(app, manager, 'GET', '/auth/permissions', undefined, { userId: 'abc' })).statusCode).toBe(400);
    expect((await call(app, manager, 'GET', '/auth/permissions', undefined, { userId: '999999' })).statusCode).toBe(
      404,
    );
    expect((await call(app, manager, 'GET', '/auth/permissions', undefined, { other: '1' })).statusCode).toBe(400);
    expect((await call(app, null, 'GET', '/auth/permissions')).statusCode).toBe(401);
  });
});

describe('POST /auth/permissions and /auth/permissions/default', () => {
  it('lets a manager set a map (unknown keys dropped) and reset it to the role default', async () => {
    const set = await call(app, manager, 'POST', '/auth/permissions', {
      userId: saleId,
      permission: { orders: ['get', 'fly'], nothing: ['get'], niches: ['get', 'create'] },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json<{ permission: Record<string, string[]> }>().permission).toEqual({
      orders: ['get'],
      niches: ['get', 'create'],
    });
    const sale = await login(app, demoEmail('sale'));
    expect(
      (await call(app, sale, 'GET', '/users/me')).json<{ permission: Record<string, string[]> }>().permission,
    ).toEqual({
      orders: ['get'],
      niches: ['get', 'create'],
    });

    const reset = await call(app, manager, 'POST', '/auth/permissions/default', { userId: saleId });
    expect(reset.statusCode).toBe(200);
    expect(reset.json<{ permission: Record<string, string[]> }>().permission.orders).toEqual(
      expect.arrayContaining(['get', 'getOne', 'create', 'update']),
    );
    expect(reset.json<{ permission: Record<string, string[]> }>().permission.orderFlow).toContain('nextNewDeal');
  });

  it('refuses the viewer with 403 and leaves the map unchanged', async () => {
    const before = await saleMap();
    const me = (await call(app, viewer, 'GET', '/users/me')).json<{ id: number }>();
    const res = await call(app, viewer, 'POST', '/auth/permissions', {
      userId: me.id,
      permission: { users: ['create'] },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json<{ message: string }>().message).toBe('Missing permission: permissions.update');
    expect((await call(app, viewer, 'POST', '/auth/permissions/default', { userId: saleId })).statusCode).toBe(403);
    const after = await saleMap();
    expect(after).toEqual(before);
  });

  it.each([
    [{ userId: 'x', permission: {} }],
    [{ permission: {} }],
    [{ userId: 1, permission: [] }],
    [{ userId: 1, permission: { orders: 'get' } }],
    [{ userId: 1, permission: { orders: ['x'.repeat(100)] } }],
    [{ userId: 1, permission: {}, extra: true }],
    [{ userId: -1, permission: {} }],
  ])('refuses %j', async (payload) => {
    expect((await call(app, manager, 'POST', '/auth/permissions', payload)).statusCode).toBe(400);
  });

  it('answers 404 for an unknown user', async () => {
    expect((await call(app, manager, 'POST', '/auth/permissions/default', { userId: 999999 })).statusCode).toBe(404);
  });
});

describe('GET /auth/sso-key', () => {
  it('answers a short-lived signed key for staff', async () => {
    const res = await call(app, viewer, 'GET', '/auth/sso-key');
    expect(res.statusCode).toBe(200);
    const { key, expiresAt } = res.json<{ key: string; expiresAt: string }>();
    const me = (await call(app, viewer, 'GET', '/users/me')).json<{ id: number }>();
    expect(verifySsoKey('test-sso-secret', key, new Date())).toBe(me.id);
    expect(verifySsoKey('other-secret', key, new Date())).toBeNull();
    expect(verifySsoKey('test-sso-secret', key, new Date(Date.now() + 6 * 60_000))).toBeNull();
    expect(new Date(expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(5 * 60_000);
  });

  it("answers the finance site's address carrying the key", async () => {
    const { key, url } = (await call(app, viewer, 'GET', '/auth/sso-key')).json<{ key: string; url: string }>();
    const link = new URL(url);
    expect(link.origin + link.pathname).toBe('https://finance.example.com/sso');
    expect(link.searchParams.get('from')).toBe('bo');
    expect(link.searchParams.get('ssoKey')).toBe(key);
  });

  it('refuses outsourced users, customer users and anonymous callers', async () => {
    for (const name of ['outsource', 'customer']) {
      const token = await login(app, demoEmail(name));
      expect((await call(app, token, 'GET', '/auth/sso-key')).statusCode).toBe(403);
    }
    expect((await call(app, null, 'GET', '/auth/sso-key')).statusCode).toBe(401);
  });
});

describe('GET /app/config', () => {
  it('offers the finance site to staff only, with the order features', async () => {
    const config = async (name: string) =>
      (await call(app, await login(app, demoEmail(name)), 'GET', '/app/config')).json<{
        financeSite: boolean;
        orderFeatures: string[];
      }>();
    const viewerConfig = await config('viewer');
    expect(viewerConfig.financeSite).toBe(true);
    expect(viewerConfig.orderFeatures).toContain('prioritize');
    expect((await config('outsource')).financeSite).toBe(false);
    expect((await config('customer')).financeSite).toBe(false);
    expect((await call(app, null, 'GET', '/app/config')).statusCode).toBe(401);
  });

  it('offers no finance site when none is configured', async () => {
    const bare = await createTestApp();
    try {
      const token = await login(bare.app, demoEmail('manager'));
      expect((await call(bare.app, token, 'GET', '/app/config')).json()).toMatchObject({ financeSite: false });
      expect((await call(bare.app, token, 'GET', '/auth/sso-key')).json()).toMatchObject({ url: null });
    } finally {
      await bare.close();
    }
  });
});
