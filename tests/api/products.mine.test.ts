import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, demoEmail, login, type TestApp } from './harness';

/** Issue 41: `GET /products/me` answers the caller's own products. */

let t: TestApp;
let app: FastifyInstance;
const token: Record<string, string> = {};
const id: Record<string, number> = {};
const ACCOUNTS = ['designer', 'outsource'] as const;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  for (const name of ACCOUNTS) {
    token[name] = await login(app, demoEmail(name));
    id[name] = (await call(app, token[name], 'GET', '/users/me')).json<{ id: number }>().id;
  }
});

afterAll(async () => {
  await t.close();
});

describe('GET /products/me', () => {
  it('refuses no session, outsourced users (products are hidden from them) and malformed or oversized queries', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/products/me' })).statusCode).toBe(401);
    expect((await call(app, token.outsource, 'GET', '/products/me')).statusCode).toBe(403);
    expect((await call(app, token.designer, 'GET', '/products/me?limit=abc')).statusCode).toBe(400);
    expect((await call(app, token.designer, 'GET', '/products/me?limit=100000')).statusCode).toBe(400);
    expect((await call(app, token.designer, 'GET', '/products/me?filter={bad')).statusCode).toBe(400);
    const mine = await call(app, token.designer, 'GET', '/products/me?limit=100');
    expect(mine.statusCode).toBe(200);
    expect(mine.json<{ results: { creatorId: number }[] }>().results.every((p) => p.creatorId === id.designer)).toBe(
      true,
    );
  });
});
