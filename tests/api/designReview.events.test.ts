import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerEvent } from '../../src/shared/api/events';
import { changeOf, openEventStream, type TestStream } from '../support/eventStream';
import { box, forceTo, freshOrder, REVIEW_ACCOUNTS, step, type ReviewAccount } from './designReview.helpers';
import { API, call, createTestApp, SEED_IMAGE, signInAccounts, type TestApp } from './harness';

/**
 * Issue 38, live: another reviewer's marks reach everyone who may read the order without a
 * reload, nobody else; a customer's decision reaches the people holding the order in person.
 */

let t: TestApp;
let app: FastifyInstance;
let origin = '';
let token: Record<ReviewAccount, string>;
let id: Record<ReviewAccount, number>;
const streams: TestStream[] = [];

async function stream(who: ReviewAccount) {
  const opened = await openEventStream(origin, token[who]);
  streams.push(opened);
  return opened;
}

beforeAll(async () => {
  t = await createTestApp({ eventHeartbeatMs: 150 });
  app = t.app;
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  ({ token, id } = await signInAccounts(app, REVIEW_ACCOUNTS));
});

afterAll(async () => {
  for (const s of streams) s.close();
  await t.close();
});

describe('design review in the live events', () => {
  it('carries a mark to the order’s readers, with its order, and not to an outsourced designer of other orders', async () => {
    const { id: orderId } = await freshOrder(app, token.manager);
    await step(app, token.manager, { orderId, action: 'assignDesigner', assignedUser: [id.designer] });
    await forceTo(app, token.manager, orderId, 'verified', [SEED_IMAGE]);
    const designer = await stream('designer');
    const outsource = await stream('outsource');
    const res = await call(app, token.leader, 'POST', `/orders/${orderId}/annotations`, box());
    expect(res.statusCode).toBe(201);
    const markId = res.json<{ id: number }>().id;
    const heard = JSON.parse((await designer.waitFor(changeOf('designMarks', markId))).data) as ServerEvent;
    expect(heard).toMatchObject({ action: 'create', actor: { id: id.leader }, order: { id: orderId }, personal: null });
    expect(outsource.changes().filter((e) => e.resource === 'designMarks')).toEqual([]);
  });

  it('tells the people holding the order in person when the customer decides', async () => {
    const { id: orderId } = await freshOrder(app, token.manager);
    await step(app, token.manager, { orderId, action: 'assignDesigner', assignedUser: [id.designer] });
    await forceTo(app, token.manager, orderId, 'waiting_approved', [SEED_IMAGE]);
    const link = (await call(app, token.sale, 'POST', `/orders/${orderId}/reviewLinks`, {})).json<{
      id: number;
      url: string;
    }>();
    const sale = await stream('sale');
    const designer = await stream('designer');
    const decided = await app.inject({
      method: 'POST',
      url: `${API}/review/${new URL(link.url).pathname.split('/').pop()}/decision`,
      payload: { decision: 'approve', rate: 5 },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const isReview = changeOf('reviewLinks', link.id, (e) => e.action === 'workflow');
    for (const s of [sale, designer]) {
      const event = JSON.parse((await s.waitFor(isReview)).data) as ServerEvent;
      expect(event).toMatchObject({ personal: 'review', actor: null, order: { id: orderId } });
    }
  });
});
