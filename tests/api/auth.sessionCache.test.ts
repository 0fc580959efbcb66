import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { openDatabase, type Database } from '../../src/server/db/connection';
import { users } from '../../src/server/db/schema';
import { call, createTestApp, demoEmail, login, TEST_CONFIG, type TestApp } from './harness';

/**
 * The sessions a server keeps (plugins/sessionCache.ts) are forgotten at every change of a
 * session or of its user's fields, whoever writes it: this instance's code, SQL beside it, or
 * another instance on the same PostgreSQL (migration 0018's triggers).
 */
let t: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
});

afterAll(async () => {
  await t.close();
});

const userIdOf = async (token: string, on = app) =>
  (await call(on, token, 'GET', '/users/me')).json<{ id: number }>().id;

describe('the sessions a server keeps', () => {
  it('are kept: a session deleted while its triggers are off still answers, and not once they say so', async () => {
    const token = await login(app, demoEmail('designer'));
    const id = await userIdOf(token);
    await t.database.db.execute(sql`ALTER TABLE sessions DISABLE TRIGGER sessions_changed`);
    try {
      await t.database.db.execute(sql`DELETE FROM sessions WHERE user_id = ${id}`);
      expect((await call(app, token, 'GET', '/users/me')).statusCode).toBe(200);
    } finally {
      await t.database.db.execute(sql`ALTER TABLE sessions ENABLE TRIGGER sessions_changed`);
    }
    // Any later change of a session forgets them all.
    await t.database.db.execute(sql`DELETE FROM sessions WHERE user_id = ${id}`);
    expect((await call(app, token, 'GET', '/users/me')).statusCode).toBe(401);
  });

  it('end at sign-out: the next request is a 401', async () => {
    const token = await login(app, demoEmail('sale'));
    expect((await call(app, token, 'GET', '/orders?limit=1')).statusCode).toBe(200);
    expect((await call(app, token, 'POST', '/auth/logout')).statusCode).toBe(200);
    expect((await call(app, token, 'GET', '/orders?limit=1')).statusCode).toBe(401);
  });

  it('follow a user changed by SQL at once: permissions, deletion', async () => {
    const token = await login(app, demoEmail('qa'));
    const id = await userIdOf(token);
    const [{ permission }] = await t.database.db
      .select({ permission: users.permission })
      .from(users)
      .where(eq(users.id, id));
    expect((await call(app, token, 'GET', '/orders?limit=1')).statusCode).toBe(200);
    await t.database.db.execute(sql`UPDATE users SET permission = '{}'::jsonb WHERE id = ${id}`);
    try {
      expect((await call(app, token, 'GET', '/orders?limit=1')).statusCode).toBe(403);
    } finally {
      await t.database.db.execute(
        sql`UPDATE users SET permission = ${JSON.stringify(permission)}::jsonb WHERE id = ${id}`,
      );
    }
    expect((await call(app, token, 'GET', '/orders?limit=1')).statusCode).toBe(200);
    await t.database.db.execute(sql`UPDATE users SET is_delete = true WHERE id = ${id}`);
    try {
      expect((await call(app, token, 'GET', '/orders?limit=1')).statusCode).toBe(401);
    } finally {
      await t.database.db.execute(sql`UPDATE users SET is_delete = false WHERE id = ${id}`);
    }
  });

  it('follow a rolled-back change: the session answers as before', async () => {
    const token = await login(app, demoEmail('viewer'));
    const id = await userIdOf(token);
    await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`DELETE FROM sessions WHERE user_id = ${id}`);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect((await call(app, token, 'GET', '/users/me')).statusCode).toBe(200);
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('the sessions kept by two instances on one PostgreSQL', () => {
  let second: FastifyInstance;
  let secondDb: Database;

  beforeAll(async () => {
    secondDb = await openDatabase({ databaseUrl: t.databaseUrl! });
    second = await buildApp({ database: secondDb, config: TEST_CONFIG });
    await second.ready();
  });

  afterAll(async () => {
    await second.close();
    await secondDb.close();
  });

  /** The status of GET /users/me on the second instance once it is `expected`, within two seconds. */
  async function secondAnswers(token: string, expected: number): Promise<number> {
    let status = 0;
    for (let tries = 0; tries < 40 && status !== expected; tries += 1) {
      if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 50));
      status = (await call(second, token, 'GET', '/users/me')).statusCode;
    }
    return status;
  }

  it('a session signed in on one is valid on the other, and ends on both at sign-out', async () => {
    const token = await login(app, demoEmail('guarantee'));
    expect((await call(second, token, 'GET', '/users/me')).statusCode).toBe(200);
    expect((await call(app, token, 'POST', '/auth/logout')).statusCode).toBe(200);
    expect(await secondAnswers(token, 401)).toBe(401);
  });

  it('an API token revoked through one instance ends on the other', async () => {
    const session = await login(app, demoEmail('qa'));
    const made = await call(app, session, 'POST', '/apiTokens', {
      name: 'Two instances',
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      readOnly: true,
    });
    const { id, token } = made.json<{ id: number; token: string }>();
    expect((await call(second, token, 'GET', '/users/me')).statusCode).toBe(200);
    expect((await call(app, session, 'DELETE', `/apiTokens/${id}`)).statusCode).toBe(200);
    expect(await secondAnswers(token, 401)).toBe(401);
  });

  it('a permission removed through one instance reaches the other', async () => {
    const token = await login(second, demoEmail('delivery'));
    const id = await userIdOf(token, second);
    const before = (await call(second, token, 'GET', '/orders?limit=1')).statusCode;
    expect(before).toBe(200);
    await t.database.db.execute(sql`UPDATE users SET is_delete = true WHERE id = ${id}`);
    try {
      expect(await secondAnswers(token, 401)).toBe(401);
    } finally {
      await t.database.db.execute(sql`UPDATE users SET is_delete = false WHERE id = ${id}`);
    }
    expect(await secondAnswers(token, 200)).toBe(200);
  });
});
