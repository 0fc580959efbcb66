import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, demoEmail, login, type TestApp } from './harness';

/** The members labels a user record keeps (spec section 2): address, job title and supervisor. */

type Json = Record<string, unknown>;

let t: TestApp;
let app: FastifyInstance;
const token: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  for (const name of ['manager', 'designer', 'leader', 'viewer']) {
    token[name] = await login(app, demoEmail(name));
    ids[name] = (await call(app, token[name], 'GET', '/users/me')).json<{ id: number }>().id;
  }
});

afterAll(async () => {
  await t.close();
});

describe("a user's address, job title and supervisor", () => {
  it('are kept and read back, the supervisor embedded on request', async () => {
    const res = await call(app, token.manager, 'PUT', `/users/${ids.designer}`, {
      address: '12 Lý Thường Kiệt, Hà Nội',
      title: 'Senior designer',
      supervisorId: ids.leader,
    });
    expect(res.statusCode).toBe(200);
    const user = (
      await call(app, token.manager, 'GET', `/users/${ids.designer}`, undefined, { includes: 'supervisor' })
    ).json<Json & { supervisor?: { id: number } }>();
    expect(user).toMatchObject({
      address: '12 Lý Thường Kiệt, Hà Nội',
      title: 'Senior designer',
      supervisorId: ids.leader,
    });
  });

  it('refuse an unknown supervisor, an oversized title or address, and a caller without users.update', async () => {
    const put = (who: string, body: Json) => call(app, token[who], 'PUT', `/users/${ids.designer}`, body);
    expect((await put('manager', { supervisorId: 99_999_999 })).statusCode).toBe(404);
    expect((await put('manager', { supervisorId: 'boss' })).statusCode).toBe(400);
    expect((await put('manager', { title: 'x'.repeat(129) })).statusCode).toBe(400);
    expect((await put('manager', { address: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await put('viewer', { title: 'Boss' })).statusCode).toBe(403);
    const after = (await call(app, token.manager, 'GET', `/users/${ids.designer}`)).json<Json>();
    expect(after.title).toBe('Senior designer');
  });
});
