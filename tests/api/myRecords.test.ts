import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, demoEmail, list, login, type TestApp } from './harness';

/**
 * Issue 41, my records: the profile reads one's own salary months, working times, fines,
 * reviews, orders and products through the `/me` lists, which need no `get` on the resource
 * and answer only the caller's rows.
 */

type Json = Record<string, unknown>;

let t: TestApp;
let app: FastifyInstance;
let designer: string;
let designerId: number;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  designer = await login(app, demoEmail('designer'));
  designerId = (await call(app, designer, 'GET', '/users/me')).json<{ id: number }>().id;
});

afterAll(async () => {
  await t.close();
});

describe("a designer's own records", () => {
  it('come from the /me lists without get on the resource, each holding only their rows', async () => {
    // The whole lists stay closed to a designer, who holds no get on them.
    for (const path of ['/userComments', '/salaryHistories', '/workingRegisters']) {
      expect((await call(app, designer, 'GET', path)).statusCode).toBe(403);
    }
    const own: [string, string][] = [
      ['userComments/me', 'userId'],
      ['salaryHistories/me', 'userId'],
      ['workingRegisters/me', 'userId'],
      ['mistakeRecords/me', 'victimId'],
      ['products/me', 'creatorId'],
    ];
    for (const [path, field] of own) {
      const rows = await list<Json>(app, designer, path, { limit: 100 });
      expect(rows.results.every((row) => row[field] === designerId)).toBe(true);
    }
    expect((await list<Json>(app, designer, 'salaryHistories/me', { limit: 100 })).total).toBeGreaterThan(0);
    const orders = await list<Json>(app, designer, 'orders/me', { limit: 100 });
    const slots = ['saleId', 'dealerId', 'designerId', 'deliverId', 'qualityAssuranceId', 'guaId'];
    expect(orders.results.every((order) => slots.some((slot) => order[slot] === designerId))).toBe(true);
  });

  it('refuse no session and malformed queries', async () => {
    for (const path of ['/userComments/me', '/orders/me', '/salaryHistories/me', '/mistakeRecords/me']) {
      expect((await app.inject({ method: 'GET', url: `/api/v1${path}` })).statusCode).toBe(401);
      expect((await call(app, designer, 'GET', `${path}?limit=-1`)).statusCode).toBe(400);
      expect((await call(app, designer, 'GET', `${path}?filter={"nope":1}`)).statusCode).toBe(400);
    }
  });
});
