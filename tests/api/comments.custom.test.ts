import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, demoEmail, list, login, type TestApp } from './harness';

type Json = Record<string, unknown>;

let t: TestApp;
let app: FastifyInstance;
const token: Record<string, string> = {};
const id: Record<string, number> = {};
let orderId: number;
let customerId: number;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  for (const name of ['manager', 'sale', 'leader', 'designer']) {
    token[name] = await login(app, demoEmail(name));
    id[name] = (await call(app, token[name], 'GET', '/users/me')).json<{ id: number }>().id;
  }
  const order = (await list<Json & { id: number; customerId: number }>(app, token.manager, 'orders', { limit: 1 }))
    .results[0];
  orderId = order.id;
  customerId = order.customerId;
});

afterAll(async () => {
  await t.close();
});

describe('order comments', () => {
  it('are written by me, and edited or deleted by their author only', async () => {
    const created = await call(app, token.sale, 'POST', '/comments', { content: 'Customer called', orderId });
    expect(created.statusCode).toBe(201);
    const comment = created.json<Json & { id: number }>();
    expect(comment).toMatchObject({ reviewerId: id.sale, orderId, content: 'Customer called' });
    expect(
      (await call(app, token.sale, 'POST', '/comments', { content: 'x', orderId, reviewerId: 1 })).statusCode,
    ).toBe(400);

    expect((await call(app, token.leader, 'PUT', `/comments/${comment.id}`, { content: 'mine now' })).statusCode).toBe(
      403,
    );
    expect((await call(app, token.leader, 'DELETE', `/comments/${comment.id}`)).statusCode).toBe(403);
    const edited = await call(app, token.sale, 'PUT', `/comments/${comment.id}`, {
      id: comment.id,
      content: 'Called twice',
    });
    expect(edited.json<Json>()).toMatchObject({ content: 'Called twice', reviewerId: id.sale });
    expect((await call(app, token.sale, 'PUT', `/comments/${comment.id}`, { id: 1, content: 'x' })).statusCode).toBe(
      400,
    );

    const listed = await list<Json>(app, token.leader, 'comments', {
      filter: { orderId },
      includes: 'reviewer',
      orderBy: '-createdAt',
    });
    expect(listed.results[0]).toMatchObject({ id: comment.id, reviewer: { id: id.sale } });

    expect((await call(app, token.sale, 'DELETE', `/comments/${comment.id}`)).statusCode).toBe(200);
    expect((await call(app, token.sale, 'DELETE', `/comments/${comment.id}`)).statusCode).toBe(404);
  });
});

describe('customer comments', () => {
  it('need a 1-5 rating and keep the customer rating up to date', async () => {
    for (const rate of [undefined, null, 0]) {
      const res = await call(app, token.sale, 'POST', '/customerComments', {
        content: 'ok',
        customerId,
        orderId,
        rate,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<Json>()).toMatchObject({
        message: 'Please rating star.',
        details: { code: 'comments.requireRate' },
      });
    }
    expect(
      (await call(app, token.sale, 'POST', '/customerComments', { content: 'x', rate: 6, customerId })).statusCode,
    ).toBe(400);
    expect((await call(app, token.sale, 'POST', '/customerComments', { content: 'x', rate: 3 })).statusCode).toBe(400);

    const first = await call(app, token.sale, 'POST', '/customerComments', {
      content: 'Great',
      rate: 5,
      customerId,
      orderId,
    });
    expect(first.statusCode).toBe(201);
    const customer = (await call(app, token.manager, 'GET', `/customers/${customerId}`)).json<{
      rate: number;
      totalRate: number;
    }>();
    const review = first.json<{ id: number }>();
    const lowered = await call(app, token.sale, 'PUT', `/customerComments/${review.id}`, { rate: 1 });
    expect(lowered.statusCode).toBe(200);
    const after = (await call(app, token.manager, 'GET', `/customers/${customerId}`)).json<{
      rate: number;
      totalRate: number;
    }>();
    expect(after.totalRate).toBe(customer.totalRate);
    expect(after.rate).toBeCloseTo(customer.rate - 4 / customer.totalRate, 5);
    expect((await call(app, token.sale, 'PUT', `/customerComments/${review.id}`, { rate: null })).statusCode).toBe(400);

    const ofOrder = await list<Json>(app, token.sale, `customerComments/order/${orderId}`, { includes: 'reviewer' });
    expect(ofOrder.results.map((c) => c.id)).toContain(review.id);
    expect((await list(app, token.sale, 'customerComments/order/abc')).status).toBe(400);
  });
});

describe('user comments', () => {
  it("update the user's rating and show on userComments/me", async () => {
    const res = await call(app, token.manager, 'POST', '/userComments', {
      content: 'Fast work',
      rate: 4,
      userId: id.designer,
    });
    expect(res.statusCode).toBe(201);
    const user = (await call(app, token.manager, 'GET', `/users/${id.designer}`)).json<{
      rate: number;
      totalRate: number;
    }>();
    expect(user.totalRate).toBeGreaterThanOrEqual(1);
    const mine = await list<Json>(app, token.designer, 'userComments/me', { includes: 'reviewer' });
    expect(mine.results.some((c) => c.id === res.json<{ id: number }>().id)).toBe(true);
    expect(mine.results.every((c) => c.userId === id.designer)).toBe(true);
  });
});
