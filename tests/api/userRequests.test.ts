import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, demoEmail, login, type TestApp } from './harness';

/** User requests: sent pending (PAYMENT_REQUEST unless told) by their sender, decided once by a manager. */

type Json = Record<string, unknown>;
type Request = Json & { id: number; status: string; typeRequest: string; userId: number };

let t: TestApp;
let app: FastifyInstance;
const token: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  for (const name of ['manager', 'designer', 'sale', 'outsource', 'viewer']) {
    token[name] = await login(app, demoEmail(name));
    ids[name] = (await call(app, token[name], 'GET', '/users/me')).json<{ id: number }>().id;
  }
});

afterAll(async () => {
  await t.close();
});

const send = async (who: string, body: Json = { title: 'Pay me for October', content: 'Orders 12 and 14' }) => {
  const res = await call(app, token[who], 'POST', '/userRequests', body);
  expect(res.statusCode).toBe(201);
  return res.json<Request>();
};
const decide = (who: string | null, id: number | string, decision: 'approve' | 'reject') =>
  call(app, who ? token[who] : null, 'POST', `/userRequests/${id}/${decision}`);

describe('POST /userRequests', () => {
  it('sends a pending PAYMENT_REQUEST from the caller unless another type is given', async () => {
    const sent = await send('designer');
    expect(sent).toMatchObject({ status: 'pending', typeRequest: 'PAYMENT_REQUEST', userId: ids.designer });
    const leave = await send('sale', { title: 'Day off on Friday', typeRequest: 'LEAVE_REQUEST' });
    expect(leave).toMatchObject({ status: 'pending', typeRequest: 'LEAVE_REQUEST', userId: ids.sale });
  });

  it('refuses a status, a sender, a missing or oversized title, an unknown type or field', async () => {
    for (const body of [
      { title: 'x', status: 'approved' },
      { title: 'x', userId: ids.manager },
      { content: 'no title' },
      { title: 'x'.repeat(256) },
      { title: 'x', typeRequest: 'RAISE' },
      { title: 'x', hack: true },
    ]) {
      expect((await call(app, token.designer, 'POST', '/userRequests', body)).statusCode).toBe(400);
    }
    expect((await call(app, null, 'POST', '/userRequests', { title: 'x' })).statusCode).toBe(401);
    expect((await call(app, token.viewer, 'POST', '/userRequests', { title: 'x' })).statusCode).toBe(403);
  });

  it('lets no one change the status through the generic edit', async () => {
    const sent = await send('designer');
    const res = await call(app, token.manager, 'PUT', `/userRequests/${sent.id}`, { status: 'approved' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/approve or \/reject/);
  });
});

describe('POST /userRequests/{id}/approve and /reject', () => {
  it('approves once; a second decision of either kind is a 409; the sender sees the answer', async () => {
    const sent = await send('designer');
    const approved = await decide('manager', sent.id, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json<Request>()).toMatchObject({ id: sent.id, status: 'approved' });
    for (const decision of ['approve', 'reject'] as const) {
      const again = await decide('manager', sent.id, decision);
      expect(again.statusCode).toBe(409);
      expect(again.json<{ message: string }>().message).toBe(`Request #${sent.id} is already approved.`);
    }
    const mine = await call(app, token.designer, 'GET', '/userRequests/me', undefined, { limit: '100' });
    expect(mine.json<{ results: Request[] }>().results.find((r) => r.id === sent.id)?.status).toBe('approved');
  });

  it('rejects, writing who decided in the audit trail', async () => {
    const sent = await send('sale');
    expect((await decide('manager', sent.id, 'reject')).json<Request>().status).toBe('rejected');
    const trail = await call(app, token.manager, 'GET', '/auditEvents', undefined, {
      filter: JSON.stringify({ resource: 'userRequests', recordId: sent.id }),
      orderBy: '-id',
      limit: '1',
    });
    expect(trail.json<{ results: Json[] }>().results[0]).toMatchObject({
      userId: ids.manager,
      summary: `userRequests #${sent.id} rejected`,
      after: { status: 'rejected' },
    });
  });

  it('lets exactly one of two simultaneous decisions through', async () => {
    const sent = await send('designer');
    const answers = await Promise.all([decide('manager', sent.id, 'approve'), decide('manager', sent.id, 'reject')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it('is refused without userRequests.update, to the sender, and to no session', async () => {
    const sent = await send('designer');
    for (const who of ['designer', 'sale', 'outsource', 'viewer']) {
      expect((await decide(who, sent.id, 'approve')).statusCode).toBe(403);
    }
    expect((await decide(null, sent.id, 'approve')).statusCode).toBe(401);
    const own = await send('manager');
    const refused = await decide('manager', own.id, 'approve');
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe('You cannot decide your own request.');
  });

  it('answers 404 for an unknown request and 400 for a malformed id', async () => {
    expect((await decide('manager', 99_999_999, 'approve')).statusCode).toBe(404);
    expect((await decide('manager', 'abc', 'reject')).statusCode).toBe(400);
  });
});
