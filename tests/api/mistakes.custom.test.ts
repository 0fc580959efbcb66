import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, demoEmail, list, login, type TestApp } from './harness';

type Json = Record<string, unknown>;

let t: TestApp;
let app: FastifyInstance;
const token: Record<string, string> = {};
const id: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  for (const name of ['manager', 'leader', 'designer', 'sale', 'outsource']) {
    token[name] = await login(app, demoEmail(name));
    id[name] = (await call(app, token[name], 'GET', '/users/me')).json<{ id: number }>().id;
  }
});

afterAll(async () => {
  await t.close();
});

describe('mistake records', () => {
  it('are created by me, listed per order and victim, and accepted once by the victim only', async () => {
    const order = (await list<{ id: number }>(app, token.manager, 'orders', { limit: 1 })).results[0];
    const type = (await list<{ id: number }>(app, token.manager, 'mistakeTypes', { limit: 1 })).results[0];
    const created = await call(app, token.leader, 'POST', '/mistakeRecords', {
      orderId: order.id,
      victimId: id.designer,
      mistakeTypeId: type.id,
      monetaryFine: 50_000,
      note: 'Wrong size delivered',
    });
    expect(created.statusCode).toBe(201);
    const record = created.json<Json & { id: number }>();
    expect(record).toMatchObject({ creatorId: id.leader, isAccept: null });
    expect(
      (
        await call(app, token.sale, 'POST', '/mistakeRecords', {
          orderId: order.id,
          victimId: id.designer,
          mistakeTypeId: type.id,
        })
      ).statusCode,
    ).toBe(403);

    const byOrder = await list<Json>(app, token.leader, 'mistakeRecords', {
      filter: { orderId: order.id },
      includes: 'mistakeType,victim,creator',
    });
    expect(byOrder.results.find((r) => r.id === record.id)).toMatchObject({
      mistakeType: { id: type.id },
      victim: { id: id.designer },
      creator: { id: id.leader },
    });

    const mine = await list<Json>(app, token.designer, 'mistakeRecords/me', { includes: 'mistakeType' });
    expect(mine.results.some((r) => r.id === record.id)).toBe(true);
    expect(mine.results.every((r) => r.victimId === id.designer)).toBe(true);

    expect((await call(app, token.leader, 'PUT', `/mistakeRecords/${record.id}/accept`)).statusCode).toBe(403);
    const accepted = await call(app, token.designer, 'PUT', `/mistakeRecords/${record.id}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<Json>()).toMatchObject({ message: 'Accepted successfully!', record: { isAccept: true } });
    expect((await call(app, token.designer, 'PUT', `/mistakeRecords/${record.id}/accept`)).statusCode).toBe(409);
    expect((await call(app, token.designer, 'PUT', '/mistakeRecords/999999/accept')).statusCode).toBe(404);
    expect(
      (await call(app, token.designer, 'PUT', `/mistakeRecords/${record.id}`, { isAccept: false })).statusCode,
    ).toBe(403);
  });

  it('waiting for my acceptance: an outsourced victim finds the fine in their own list and accepts it there', async () => {
    const order = (await list<{ id: number }>(app, token.manager, 'orders', { limit: 1 })).results[0];
    const type = (await list<{ id: number }>(app, token.manager, 'mistakeTypes', { limit: 1 })).results[0];
    const created = await call(app, token.leader, 'POST', '/mistakeRecords', {
      orderId: order.id,
      victimId: id.outsource,
      mistakeTypeId: type.id,
      monetaryFine: 20_000,
    });
    expect(created.statusCode).toBe(201);
    const record = created.json<{ id: number }>();
    const waiting = { victimId: { $eq: id.outsource }, isAccept: { $ne: true } };

    // The list's "waiting for my acceptance" filter: unaccepted (null) rows of the caller.
    const mine = await list<Json>(app, token.outsource, 'mistakeRecords/me', { filter: waiting });
    expect(mine.results.map((r) => r.id)).toContain(record.id);
    expect(mine.results.every((r) => r.victimId === id.outsource && r.isAccept !== true)).toBe(true);
    // Everyone else's fines stay out of an outsourced user's reach, on the whole list too.
    const all = await list<Json>(app, token.outsource, 'mistakeRecords', { limit: 100 });
    expect(all.results.every((r) => r.victimId === id.outsource)).toBe(true);
    const othersWaiting = await list<Json>(app, token.manager, 'mistakeRecords', { filter: waiting });
    expect(othersWaiting.results.map((r) => r.id)).toContain(record.id);

    // Nobody but the victim accepts, not even a manager who sees it waiting.
    expect((await call(app, token.manager, 'PUT', `/mistakeRecords/${record.id}/accept`)).statusCode).toBe(403);
    expect((await call(app, token.designer, 'PUT', `/mistakeRecords/${record.id}/accept`)).statusCode).toBe(403);
    const accepted = await call(app, token.outsource, 'PUT', `/mistakeRecords/${record.id}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<Json>()).toMatchObject({ message: 'Accepted successfully!' });
    const after = await list<Json>(app, token.outsource, 'mistakeRecords/me', { filter: waiting });
    expect(after.results.map((r) => r.id)).not.toContain(record.id);
    expect((await call(app, token.outsource, 'PUT', '/mistakeRecords/abc/accept')).statusCode).toBe(400);
  });
});
