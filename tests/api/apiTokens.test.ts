import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TOKEN_PREFIX, API_TOKENS_PER_USER } from '../../src/shared/domain/apiTokens';
import { call, createTestApp, list, rows, signInAccounts, type TestApp } from './harness';

/**
 * Personal access tokens (issue 36): made by anyone in their profile, sent as a bearer token,
 * acting as their owner within their grant and never above what the owner holds now.
 */

interface Token {
  id: number;
  userId: number;
  name: string;
  shown: string;
  readOnly: boolean;
  permission: Record<string, string[]> | null;
  expiresAt: string;
  lastUsedAt: string | null;
  token?: string;
}

let t: TestApp;
let app: FastifyInstance;
let session: Record<'manager' | 'sale' | 'viewer' | 'outsource' | 'designer', string>;
let ids: Record<'manager' | 'sale' | 'viewer' | 'outsource' | 'designer', number>;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  ({ token: session, id: ids } = await signInAccounts(app, ['manager', 'sale', 'viewer', 'outsource', 'designer']));
});

afterAll(async () => {
  await t.close();
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const make = async (who: keyof typeof session, body: Record<string, unknown>) => {
  const res = await call(app, session[who], 'POST', '/apiTokens', { name: 'Script', expiresAt: inDays(30), ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Token & { token: string }>();
};
const tokensOf = async (who: keyof typeof session, userId?: number) => {
  const res = await call(
    app,
    session[who],
    'GET',
    '/apiTokens',
    undefined,
    userId ? { userId: String(userId) } : undefined,
  );
  return { status: res.statusCode, results: res.statusCode === 200 ? res.json<{ results: Token[] }>().results : [] };
};
const setPermission = (userId: number, permission: unknown) =>
  t.database.db.execute(sql`UPDATE users SET permission = ${JSON.stringify(permission)}::jsonb WHERE id = ${userId}`);
const permissionOf = async (userId: number) =>
  (await rows<{ permission: unknown }>(t.database, sql`SELECT permission FROM users WHERE id = ${userId}`))[0]
    .permission;

describe('a read-only token', () => {
  it('is shown once, then reads as its owner and changes nothing', async () => {
    const made = await make('sale', { readOnly: true, name: 'Finance sheet' });
    expect(made.token.startsWith(API_TOKEN_PREFIX)).toBe(true);
    expect(made.token.startsWith(made.shown)).toBe(true);
    expect(made.shown.length).toBeLessThan(16);
    const listed = (await tokensOf('sale')).results.find((row) => row.id === made.id);
    expect(listed).toMatchObject({ name: 'Finance sheet', readOnly: true, permission: null, lastUsedAt: null });
    expect(listed).not.toHaveProperty('token');

    const byToken = await list(app, made.token, 'orders', { limit: 5 });
    const bySession = await list(app, session.sale, 'orders', { limit: 5 });
    expect(byToken.status).toBe(200);
    expect(byToken.total).toBe(bySession.total);
    const write = await call(app, made.token, 'POST', '/customers', { displayName: 'Nope' });
    expect(write.statusCode).toBe(403);
    expect(write.json<{ message: string }>().message).toBe('This API token is read-only.');

    await expect
      .poll(async () => (await tokensOf('sale')).results.find((r) => r.id === made.id)?.lastUsedAt)
      .not.toBeNull();
  });

  it("keeps its owner's row scope: an outsourced designer's reads their own orders only", async () => {
    const made = await make('outsource', { readOnly: true });
    const byToken = await list(app, made.token, 'orders', { limit: 100 });
    const bySession = await list(app, session.outsource, 'orders', { limit: 100 });
    expect(byToken.status).toBe(200);
    expect(byToken.results.map((o) => o.id)).toEqual(bySession.results.map((o) => o.id));
    const all = await list(app, session.manager, 'orders', { limit: 1 });
    expect(byToken.total).toBeLessThan(all.total);
  });
});

describe('a token of chosen permissions', () => {
  it('does what it was given and nothing else of its owner', async () => {
    const made = await make('sale', { readOnly: false, permission: { customers: ['get', 'create'] } });
    expect((await list(app, made.token, 'customers', { limit: 1 })).status).toBe(200);
    const orders = await call(app, made.token, 'GET', '/orders');
    expect(orders.statusCode).toBe(403);
    expect(orders.json<{ message: string }>().message).toBe('Missing permission: orders.get');
    const created = await call(app, made.token, 'POST', '/customers', { displayName: 'Khách từ API' });
    expect(created.statusCode, created.body).toBe(201);
  });

  it('never grants more than its owner holds now, even after the owner loses a permission', async () => {
    const made = await make('sale', { readOnly: false, permission: { customers: ['get'] } });
    const before = await permissionOf(ids.sale);
    expect((await call(app, made.token, 'GET', '/customers')).statusCode).toBe(200);
    const { customers: _dropped, ...rest } = before as Record<string, string[]>;
    await setPermission(ids.sale, rest);
    try {
      expect((await call(app, made.token, 'GET', '/customers')).statusCode).toBe(403);
    } finally {
      await setPermission(ids.sale, before);
    }
    expect((await call(app, made.token, 'GET', '/customers')).statusCode).toBe(200);
  });

  it("of a manager holds those keys and none of a manager's own powers, in a manager's row scope", async () => {
    const made = await make('manager', { readOnly: false, permission: { orders: ['get'] } });
    const byToken = await list(app, made.token, 'orders', { limit: 1 });
    expect(byToken.total).toBe((await list(app, session.manager, 'orders', { limit: 1 })).total);
    expect((await call(app, made.token, 'GET', '/customers')).statusCode).toBe(403);
    expect((await call(app, made.token, 'GET', '/summaries/dashbroad')).statusCode).toBe(403);
  });

  it('is refused for a key the owner lacks (403) or that does not exist (400)', async () => {
    const lacking = await call(app, session.viewer, 'POST', '/apiTokens', {
      name: 'Too much',
      expiresAt: inDays(7),
      readOnly: false,
      permission: { orders: ['get', 'delete'] },
    });
    expect(lacking.statusCode).toBe(403);
    expect(lacking.json<{ message: string }>().message).toContain('orders.delete');
    const unknown = await call(app, session.viewer, 'POST', '/apiTokens', {
      name: 'Unknown',
      expiresAt: inDays(7),
      readOnly: false,
      permission: { orders: ['launchRocket'] },
    });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('what a token may not do', () => {
  it('calls that need a session: tokens, password, profile, backups, webhooks', async () => {
    const made = await make('manager', { readOnly: false, permission: { users: ['get', 'update'] } });
    const refused = [
      await call(app, made.token, 'GET', '/apiTokens'),
      await call(app, made.token, 'POST', '/apiTokens', { name: 'x', expiresAt: inDays(1), readOnly: true }),
      await call(app, made.token, 'POST', '/auth/changePassword', { password: 'another1' }),
      await call(app, made.token, 'PUT', '/users/me', { note: 'x' }),
      await call(app, made.token, 'POST', `/users/${ids.viewer}/password`, { password: 'another1' }),
      await call(app, made.token, 'POST', '/backups'),
      await call(app, made.token, 'GET', '/webhooks'),
    ];
    for (const res of refused) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json<{ message: string }>().message).toBe('API tokens cannot call this: sign in to the app.');
    }
  });

  it('work from the session cookie: it counts only as a bearer token', async () => {
    const made = await make('sale', { readOnly: true });
    const res = await app.inject({ method: 'GET', url: '/api/v1/orders', cookies: { bo_session: made.token } });
    expect(res.statusCode).toBe(401);
  });
});

describe('revocation and expiry', () => {
  it('revoked by its owner, the token answers 401 at once', async () => {
    const made = await make('designer', { readOnly: true });
    expect((await call(app, made.token, 'GET', '/users/me')).statusCode).toBe(200);
    expect((await call(app, session.sale, 'DELETE', `/apiTokens/${made.id}`)).statusCode).toBe(404);
    expect((await call(app, session.designer, 'DELETE', `/apiTokens/${made.id}`)).statusCode).toBe(200);
    expect((await call(app, made.token, 'GET', '/users/me')).statusCode).toBe(401);
    expect((await call(app, session.designer, 'DELETE', `/apiTokens/${made.id}`)).statusCode).toBe(404);
  });

  it("a manager lists everyone's tokens and revokes anyone's; others see only their own", async () => {
    const made = await make('viewer', { readOnly: true, name: 'Viewer sheet' });
    const everyone = await tokensOf('manager');
    expect(everyone.results.some((row) => row.id === made.id && row.userId === ids.viewer)).toBe(true);
    expect((await tokensOf('manager', ids.viewer)).results.every((row) => row.userId === ids.viewer)).toBe(true);
    expect((await tokensOf('viewer')).results.every((row) => row.userId === ids.viewer)).toBe(true);
    expect((await tokensOf('viewer', ids.sale)).status).toBe(403);
    expect((await call(app, session.manager, 'DELETE', `/apiTokens/${made.id}`)).statusCode).toBe(200);
    expect((await call(app, made.token, 'GET', '/orders')).statusCode).toBe(401);
  });

  it('an expired token, or one whose owner is deleted, answers 401', async () => {
    const made = await make('viewer', { readOnly: true });
    expect((await call(app, made.token, 'GET', '/users/me')).statusCode).toBe(200);
    await t.database.db.execute(
      sql`UPDATE api_tokens SET expires_at = now() - interval '1 second' WHERE id = ${made.id}`,
    );
    expect((await call(app, made.token, 'GET', '/users/me')).statusCode).toBe(401);

    const other = await make('viewer', { readOnly: true });
    await t.database.db.execute(sql`UPDATE users SET is_delete = true WHERE id = ${ids.viewer}`);
    try {
      expect((await call(app, other.token, 'GET', '/users/me')).statusCode).toBe(401);
    } finally {
      await t.database.db.execute(sql`UPDATE users SET is_delete = false WHERE id = ${ids.viewer}`);
    }
  });
});

describe('bad input', () => {
  const post = (body: unknown, who: keyof typeof session | null = 'sale') =>
    call(app, who ? session[who] : null, 'POST', '/apiTokens', body);

  it('is a clear 400: missing, malformed, oversized, out of range', async () => {
    const cases: [unknown, string][] = [
      [{ expiresAt: inDays(7), readOnly: true }, 'name'],
      [{ name: 'x'.repeat(101), expiresAt: inDays(7), readOnly: true }, 'name'],
      [{ name: 'x', readOnly: true }, 'expiresAt'],
      [{ name: 'x', expiresAt: 'next week', readOnly: true }, 'expiresAt'],
      [{ name: 'x', expiresAt: inDays(-1), readOnly: true }, 'expiresAt'],
      [{ name: 'x', expiresAt: inDays(400), readOnly: true }, 'expiresAt'],
      [{ name: 'x', expiresAt: inDays(7) }, 'readOnly'],
      [{ name: 'x', expiresAt: inDays(7), readOnly: false }, 'permission'],
      [{ name: 'x', expiresAt: inDays(7), readOnly: true, permission: { orders: ['get'] } }, 'permission'],
      [{ name: 'x', expiresAt: inDays(7), readOnly: true, owner: 3 }, ''],
      [[], ''],
    ];
    for (const [body, field] of cases) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if (field) expect(res.body, JSON.stringify(body)).toContain(field);
    }
    expect((await call(app, session.sale, 'GET', '/apiTokens', undefined, { userId: 'me' })).statusCode).toBe(400);
    expect((await call(app, session.sale, 'DELETE', '/apiTokens/abc')).statusCode).toBe(400);
  });

  it('unauthorised: 401 without a session', async () => {
    expect((await post({ name: 'x', expiresAt: inDays(7), readOnly: true }, null)).statusCode).toBe(401);
    expect((await call(app, null, 'GET', '/apiTokens')).statusCode).toBe(401);
    expect((await call(app, 'bo_pat_notAToken', 'GET', '/orders')).statusCode).toBe(401);
  });

  it(`holds at most ${API_TOKENS_PER_USER} tokens a person (409)`, async () => {
    const have = (await tokensOf('designer')).results.length;
    for (let i = have; i < API_TOKENS_PER_USER; i++) await make('designer', { readOnly: true, name: `T${i}` });
    const res = await post({ name: 'One more', expiresAt: inDays(7), readOnly: true }, 'designer');
    expect(res.statusCode).toBe(409);
  });
});
