import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, demoEmail, login, type TestApp } from './harness';

let t: TestApp;
let app: FastifyInstance;
let manager: string;
let outsource: string;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  manager = await login(app, demoEmail('manager'));
  outsource = await login(app, demoEmail('outsource'));
});

afterAll(async () => {
  await t.close();
});

describe('GET /users/me', () => {
  it('answers the user with its role and without secrets', async () => {
    const res = await call(app, manager, 'GET', '/users/me');
    expect(res.statusCode).toBe(200);
    const me = res.json<Record<string, unknown>>();
    expect(me).toMatchObject({ email: demoEmail('manager'), scope: 'manager', role: { id: 1, name: 'manager' } });
    expect(me).toHaveProperty('fullName');
    for (const secret of ['password', 'trelloKey', 'trelloToken']) expect(me).not.toHaveProperty(secret);
  });

  it('answers 401 without a session or with a made-up token', async () => {
    expect((await call(app, null, 'GET', '/users/me')).statusCode).toBe(401);
    expect((await call(app, 'made-up-token', 'GET', '/users/me')).json()).toMatchObject({
      statusCode: 401,
      error: 'Unauthorized',
    });
  });
});

describe('PUT /users/me', () => {
  it('updates the own profile fields', async () => {
    const res = await call(app, manager, 'PUT', '/users/me', {
      displayName: 'Quân Phạm',
      phone: '0912345678',
      birthday: '1990-02-03',
      note: null,
      trelloKey: 'k-123',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      displayName: 'Quân Phạm',
      phone: '0912345678',
      birthday: '1990-02-03',
      note: null,
    });
    expect(res.json()).not.toHaveProperty('trelloKey');
  });

  it.each([
    [{ roleId: 1 }, /roleId/],
    [{ scope: 'manager' }, /scope/],
    [{ permission: { orders: ['get'] } }, /permission/],
    [{ email: 'other@demo.local' }, /email/],
    [{ displayName: '' }, /displayName/],
    [{ displayName: 'x'.repeat(300) }, /displayName/],
    [{ birthday: '1990-13-45' }, /birthday/],
    [{ phone: 12345 }, /phone/],
    [{}, /at least one field/],
  ])('refuses %j', async (payload, message) => {
    const res = await call(app, manager, 'PUT', '/users/me', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(message);
  });

  it('lets an outsourced user change only the Trello fields', async () => {
    const refused = await call(app, outsource, 'PUT', '/users/me', { displayName: 'Renamed', trelloKey: 'a' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toMatch(/displayName/);
    const ok = await call(app, outsource, 'PUT', '/users/me', { trelloKey: 'key-1', trelloToken: 'token-1' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ displayName: 'Vũ Thanh Tùng', isOutsource: true });
  });
});

describe('installations', () => {
  it('registers a device and deletes only its own', async () => {
    const created = await call(app, manager, 'POST', '/installations', { oneSignalUserId: 'device-1' });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    // The same device signing in again keeps its one installation; another user's is their own.
    const again = await call(app, manager, 'POST', '/installations', { oneSignalUserId: 'device-1' });
    expect(again.json()).toMatchObject({ id });
    const theirs = await call(app, outsource, 'POST', '/installations', { oneSignalUserId: 'device-1' });
    expect(theirs.json<{ id: number }>().id).not.toBe(id);
    expect((await call(app, outsource, 'DELETE', `/installations/${id}`)).statusCode).toBe(404);
    expect((await call(app, manager, 'DELETE', `/installations/${id}`)).statusCode).toBe(200);
    expect((await call(app, manager, 'DELETE', `/installations/${id}`)).statusCode).toBe(404);
  });

  it('refuses bad input', async () => {
    expect((await call(app, null, 'POST', '/installations', { oneSignalUserId: 'x' })).statusCode).toBe(401);
    expect((await call(app, manager, 'POST', '/installations', {})).statusCode).toBe(400);
    expect((await call(app, manager, 'POST', '/installations', { oneSignalUserId: 'x'.repeat(300) })).statusCode).toBe(
      400,
    );
    expect((await call(app, manager, 'POST', '/installations', { oneSignalUserId: 'x', userId: 2 })).statusCode).toBe(
      400,
    );
    expect((await call(app, manager, 'DELETE', '/installations/abc')).statusCode).toBe(400);
    expect((await call(app, manager, 'DELETE', '/installations/99999999999')).statusCode).toBe(400);
  });
});
