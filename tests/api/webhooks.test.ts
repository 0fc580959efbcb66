import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { openDatabase, type Database } from '../../src/server/db/connection';
import type { Webhook, WebhookDelivery } from '../../src/shared/api/endpoints/webhooks';
import { startWebhookReceiver, type ReceivedWebhook, type WebhookReceiver } from '../support/webhookReceiver';
import { act, call, createTestApp, list, rows, SEED_IMAGE, signInAccounts, TEST_CONFIG, type TestApp } from './harness';

/**
 * Outgoing webhooks (issue 36): managers only; each of the five events queued at its write's
 * commit and POSTed signed the Standard Webhooks way; a failing receiver retried on the
 * schedule, every attempt logged, then the subscription switched off and its owner told;
 * Resend; private addresses refused without WEBHOOKS_ALLOW_PRIVATE; on PostgreSQL, one delivery
 * of each event across two server instances.
 */

type Json = Record<string, unknown>;
type Payload = { type: string; timestamp: string; data: Json & { id: number } };

/** Waits between attempts, in milliseconds, so a receiver that keeps failing is given up within the test. */
const SCHEDULE = [40, 80, 160];
const CONFIG = { webhooksAllowPrivate: true, webhookRetryScheduleMs: SCHEDULE, webhookPollMs: 500 };
const ALL_EVENTS = [
  'order.created',
  'order.status_changed',
  'payment.confirmed',
  'customer.created',
  'mistake_record.accepted',
];

let t: TestApp;
let app: FastifyInstance;
let receiver: WebhookReceiver;
let token: Record<'manager' | 'leader' | 'designer' | 'sale', string>;
let id: Record<'manager' | 'leader' | 'designer' | 'sale', number>;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  t = await createTestApp(CONFIG);
  app = t.app;
  ({ token, id } = await signInAccounts(app, ['manager', 'leader', 'designer', 'sale'] as const));
});

afterAll(async () => {
  await t.close();
  await receiver.close();
});

const subscribe = async (path: string, events: string[], via: FastifyInstance = app): Promise<Webhook> => {
  const res = await call(via, token.manager, 'POST', '/webhooks', {
    url: `${receiver.origin}${path}`,
    events,
    description: `Test ${path}`,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Webhook>();
};

const switchOff = async (hook: Webhook) =>
  expect((await call(app, token.manager, 'PUT', `/webhooks/${hook.id}`, { active: false })).statusCode).toBe(200);

const newCustomer = async (displayName: string, via: FastifyInstance = app): Promise<number> => {
  const res = await call(via, token.sale, 'POST', '/customers', { displayName });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
};

const payloadOf = (request: ReceivedWebhook): Payload => JSON.parse(request.body) as Payload;

/** Polls `read` until `done` says so, within five seconds. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
}

const deliveriesOf = async (hook: Webhook, via: FastifyInstance = app) => {
  const res = await call(via, token.manager, 'GET', `/webhooks/${hook.id}/deliveries`, undefined, { limit: '100' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ results: WebhookDelivery[]; total: number }>();
};

/** The receiver's own check of a Standard Webhooks signature, written from the specification. */
function signatureVerifies(secret: string, request: ReceivedWebhook): boolean {
  const msgId = String(request.headers['webhook-id']);
  const timestamp = String(request.headers['webhook-timestamp']);
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${msgId}.${timestamp}.${request.body}`).digest('base64');
  return String(request.headers['webhook-signature'])
    .split(' ')
    .some((signature) => signature === `v1,${expected}`);
}

describe('webhook subscriptions: who, and what input', () => {
  it('answers 401 to no one, 403 to a non-manager on every endpoint, whatever their permissions', async () => {
    expect((await call(app, null, 'GET', '/webhooks')).statusCode).toBe(401);
    const hook = await subscribe('/who', ['customer.created']);
    for (const who of ['leader', 'designer', 'sale'] as const) {
      const refused = [
        await call(app, token[who], 'GET', '/webhooks'),
        await call(app, token[who], 'POST', '/webhooks', { url: `${receiver.origin}/x`, events: ['order.created'] }),
        await call(app, token[who], 'PUT', `/webhooks/${hook.id}`, { active: false }),
        await call(app, token[who], 'DELETE', `/webhooks/${hook.id}`),
        await call(app, token[who], 'POST', `/webhooks/${hook.id}/rotateSecret`),
        await call(app, token[who], 'POST', `/webhooks/${hook.id}/test`),
        await call(app, token[who], 'GET', `/webhooks/${hook.id}/deliveries`),
        await call(app, token[who], 'POST', '/webhooks/deliveries/1/resend'),
      ];
      expect(refused.map((res) => res.statusCode)).toEqual(Array(8).fill(403));
    }
    expect((await call(app, token.manager, 'DELETE', `/webhooks/${hook.id}`)).statusCode).toBe(200);
  });

  it('refuses missing, malformed, oversized and unknown input with 400, and unknown ids with 404', async () => {
    const url = `${receiver.origin}/input`;
    const bad: Json[] = [
      {},
      { url },
      { events: ['order.created'] },
      { url: 'not a url', events: ['order.created'] },
      { url: 'ftp://example.com/x', events: ['order.created'] },
      { url: 'javascript:alert(1)', events: ['order.created'] },
      { url: `https://example.com/${'x'.repeat(2_000)}`, events: ['order.created'] },
      { url: 'https://user:pass@example.com/x', events: ['order.created'] },
      { url, events: [] },
      { url, events: ['order.deleted'] },
      { url, events: ['order.created', 'order.created'] },
      { url, events: 'order.created' },
      { url, events: ['order.created'], description: 'x'.repeat(501) },
      { url, events: ['order.created'], secret: 'whsec_mine' },
      { url: 42, events: ['order.created'] },
    ];
    for (const body of bad) {
      const res = await call(app, token.manager, 'POST', '/webhooks', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const missing = await call(app, token.manager, 'POST', '/webhooks', { url });
    expect(missing.json<{ message: string }>().message).toMatch(/required/i);
    const none = await call(app, token.manager, 'POST', '/webhooks', { url, events: [] });
    expect(JSON.stringify(none.json())).toMatch(/at least one event/);

    const hook = await subscribe('/input', ['order.created']);
    expect((await call(app, token.manager, 'PUT', `/webhooks/${hook.id}`, {})).statusCode).toBe(400);
    expect((await call(app, token.manager, 'PUT', `/webhooks/${hook.id}`, { url: 'nope' })).statusCode).toBe(400);
    expect((await call(app, token.manager, 'PUT', '/webhooks/abc', { active: false })).statusCode).toBe(400);
    const query = { limit: '100000' };
    expect(
      (await call(app, token.manager, 'GET', `/webhooks/${hook.id}/deliveries`, undefined, query)).statusCode,
    ).toBe(400);
    expect((await call(app, token.manager, 'PUT', '/webhooks/999999', { active: false })).statusCode).toBe(404);
    expect((await call(app, token.manager, 'DELETE', '/webhooks/999999')).statusCode).toBe(404);
    expect((await call(app, token.manager, 'GET', '/webhooks/999999/deliveries')).statusCode).toBe(404);
    expect((await call(app, token.manager, 'POST', '/webhooks/deliveries/999999/resend')).statusCode).toBe(404);
    const stale = await call(app, token.manager, 'PUT', `/webhooks/${hook.id}`, {
      description: 'late',
      updatedAt: new Date(Date.parse(hook.updatedAt) - 1_000).toISOString(),
    });
    expect(stale.statusCode).toBe(409);
    expect((await call(app, token.manager, 'DELETE', `/webhooks/${hook.id}`)).statusCode).toBe(200);
  });

  it('makes a Standard Webhooks secret, rotates it, and never writes it in the audit trail', async () => {
    const hook = await subscribe('/secret', ['order.created']);
    expect(hook).toMatchObject({ active: true, ownerId: id.manager, events: ['order.created'], lastDelivery: null });
    expect(Buffer.from(hook.secret.replace(/^whsec_/, ''), 'base64').length).toBeGreaterThanOrEqual(24);
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/=]+$/);
    const rotated = (await call(app, token.manager, 'POST', `/webhooks/${hook.id}/rotateSecret`)).json<Webhook>();
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(hook.secret);
    const trail = await list<Json>(app, token.manager, 'auditEvents', {
      filter: { resource: 'webhooks', recordId: hook.id },
      limit: 10,
    });
    expect(trail.results.length).toBe(2);
    expect(JSON.stringify(trail.results)).not.toContain('whsec_');
    expect((await call(app, token.manager, 'DELETE', `/webhooks/${hook.id}`)).statusCode).toBe(200);
  });
});

describe('deliveries', () => {
  it('sends each of the five events once, signed, with the record after the write', async () => {
    const hook = await subscribe('/events', ALL_EVENTS);
    const byType = async (type: string, recordId: number) => {
      const deadline = Date.now() + 5_000;
      for (;;) {
        const found = receiver.received.find(
          (r) => r.path === '/events' && payloadOf(r).type === type && payloadOf(r).data.id === recordId,
        );
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no ${type} of #${recordId} arrived`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };

    const customerId = await newCustomer('Hooked Co');
    const customer = payloadOf(await byType('customer.created', customerId));
    expect(customer.data).toMatchObject({ id: customerId, displayName: 'Hooked Co' });
    expect(new Date(customer.timestamp).toISOString()).toBe(customer.timestamp);

    const created = await call(app, token.manager, 'POST', '/orders', { name: 'Hooked order', thumbnail: SEED_IMAGE });
    expect(created.statusCode, created.body).toBe(201);
    const orderId = created.json<{ id: number }>().id;
    const order = payloadOf(await byType('order.created', orderId));
    expect(order.data).toMatchObject({ id: orderId, name: 'Hooked order', status: created.json<Json>().status });

    const step = await act(app, token.manager, '/orderHistories/force', {
      orderId,
      status: 'design_in_progress',
      assignedUser: [id.designer],
    });
    expect(step.statusCode, step.body).toBe(201);
    const changed = payloadOf(await byType('order.status_changed', orderId));
    expect(changed.data).toMatchObject({
      id: orderId,
      status: 'design_in_progress',
      previousStatus: created.json<Json>().status,
    });

    const payment = (
      await list<{ id: number }>(app, token.manager, 'payments', { filter: { isConfirm: false }, limit: 1 })
    ).results[0];
    expect((await call(app, token.manager, 'POST', `/payments/${payment.id}/confirm`)).statusCode).toBe(200);
    const confirmed = payloadOf(await byType('payment.confirmed', payment.id));
    expect(confirmed.data).toMatchObject({ id: payment.id, isConfirm: true });

    const type = (await list<{ id: number }>(app, token.manager, 'mistakeTypes', { limit: 1 })).results[0];
    const mistake = await call(app, token.leader, 'POST', '/mistakeRecords', {
      orderId,
      victimId: id.designer,
      mistakeTypeId: type.id,
      monetaryFine: 10_000,
    });
    expect(mistake.statusCode, mistake.body).toBe(201);
    const mistakeId = mistake.json<{ id: number }>().id;
    expect((await call(app, token.designer, 'PUT', `/mistakeRecords/${mistakeId}/accept`)).statusCode).toBe(200);
    const accepted = payloadOf(await byType('mistake_record.accepted', mistakeId));
    expect(accepted.data).toMatchObject({ id: mistakeId, isAccept: true, victimId: id.designer });

    const mine = receiver.received.filter((r) => r.path === '/events');
    for (const request of mine) {
      expect(signatureVerifies(hook.secret, request)).toBe(true);
      expect(request.headers['content-type']).toBe('application/json');
      expect(String(request.headers['webhook-id'])).toMatch(/^msg_[0-9a-f]{32}$/);
      expect(Math.abs(Number(request.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
      expect(request.body).not.toMatch(/password|whsec_/i);
    }
    // Once each: the other writes of these steps (order totals, history rows) are not events.
    const seen = mine.map((r) => `${payloadOf(r).type}#${payloadOf(r).data.id}`);
    expect(new Set(seen).size).toBe(seen.length);
    expect(mine.length).toBe(5);
    const log = await deliveriesOf(hook);
    expect(log.total).toBe(5);
    expect(log.results.every((d) => d.status === 'succeeded' && d.attempts[0]?.statusCode === 200)).toBe(true);
    await switchOff(hook);
  });

  it('sends nothing for events not chosen, nor to a switched-off subscription', async () => {
    const orders = await subscribe('/orders-only', ['order.created']);
    const off = await subscribe('/off', ['customer.created']);
    await switchOff(off);
    await newCustomer('Not for orders');
    const ping = await call(app, token.manager, 'POST', `/webhooks/${orders.id}/test`);
    expect(ping.statusCode, ping.body).toBe(201);
    const [received] = await receiver.waitFor('/orders-only', 1);
    expect(payloadOf(received)).toMatchObject({ type: 'webhook.test', data: { webhookId: orders.id } });
    expect(receiver.received.filter((r) => r.path === '/off')).toEqual([]);
    expect((await call(app, token.manager, 'POST', `/webhooks/${off.id}/test`)).statusCode).toBe(409);
    await switchOff(orders);
  });

  it('retries a failing receiver with backoff, logs every attempt, then switches it off and tells its owner', async () => {
    receiver.answer('/fail', 500);
    const hook = await subscribe('/fail', ['customer.created']);
    await newCustomer('Failing Co');
    const attempts = await receiver.waitFor('/fail', SCHEDULE.length + 1);
    expect(new Set(attempts.map((r) => r.headers['webhook-id'])).size).toBe(1);
    const gaps = attempts.slice(1).map((r, i) => r.at - attempts[i].at);
    gaps.forEach((gap, i) => expect(gap).toBeGreaterThanOrEqual(SCHEDULE[i] - 5));

    const off = await eventually(
      async () => (await call(app, token.manager, 'GET', '/webhooks')).json<{ results: Webhook[] }>(),
      (body) => body.results.find((h) => h.id === hook.id)?.active === false,
    );
    const disabled = off.results.find((h) => h.id === hook.id)!;
    expect(disabled.active).toBe(false);
    expect(disabled.disabledReason).toMatch(/failed 4 times/);
    expect(disabled.lastDelivery).toMatchObject({ status: 'failed', statusCode: 500 });

    const [delivery] = (await deliveriesOf(hook)).results;
    expect(delivery).toMatchObject({ status: 'failed', tries: 4, nextAttemptAt: null });
    expect(delivery.attempts.map((a) => a.statusCode)).toEqual([500, 500, 500, 500]);
    expect(delivery.attempts.every((a) => a.error === 'HTTP 500' && a.durationMs >= 0)).toBe(true);

    const trail = await list<Json>(app, token.manager, 'auditEvents', {
      filter: { resource: 'webhooks', recordId: hook.id, action: 'update' },
    });
    expect(trail.results).toHaveLength(1);
    expect(trail.results[0]).toMatchObject({ userId: null, after: { active: false } });
    const mail = await eventually(
      () =>
        rows<{ to: string; subject: string; body: string }>(
          t.database,
          sql`SELECT * FROM outbox ORDER BY id DESC LIMIT 5`,
        ),
      (found) => found.some((m) => m.subject.includes('webhook')),
    );
    const told = mail.find((m) => m.subject.includes('webhook'))!;
    expect(told.to).toBe((await call(app, token.manager, 'GET', '/users/me')).json<{ email: string }>().email);
    expect(told.body).toContain(`${receiver.origin}/fail`);

    // Resend: refused while switched off; once on again and the receiver fixed, delivered with the same id.
    const resend = () => call(app, token.manager, 'POST', `/webhooks/deliveries/${delivery.id}/resend`);
    expect((await resend()).statusCode).toBe(409);
    const on = await call(app, token.manager, 'PUT', `/webhooks/${hook.id}`, { active: true });
    expect(on.json<Webhook>()).toMatchObject({ active: true, disabledReason: null, disabledAt: null });
    receiver.answer('/fail', 204);
    const queued = await resend();
    expect(queued.statusCode, queued.body).toBe(200);
    expect(queued.json<WebhookDelivery>()).toMatchObject({ status: 'pending', tries: 0 });
    const [, , , , fifth] = await receiver.waitFor('/fail', 5);
    expect(fifth.headers['webhook-id']).toBe(attempts[0].headers['webhook-id']);
    expect(signatureVerifies(hook.secret, fifth)).toBe(true);
    const after = await eventually(
      async () => (await deliveriesOf(hook)).results[0],
      (d) => d.status === 'succeeded',
    );
    expect(after.attempts.map((a) => a.statusCode)).toEqual([204, 500, 500, 500, 500]);
    await switchOff(hook);
  });
});

describe('private addresses', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp();
  });
  afterAll(async () => {
    await strict.close();
  });

  it('are refused at subscription without WEBHOOKS_ALLOW_PRIVATE, with a clear message', async () => {
    const { token: strictToken } = await signInAccounts(strict.app, ['manager'] as const);
    for (const url of [
      `${receiver.origin}/x`,
      'http://localhost:8080/x',
      'http://10.0.0.8/x',
      'http://172.16.4.4/x',
      'http://192.168.1.1/x',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/x',
      'http://[fd00::1]/x',
      'http://[fe80::1]/x',
      'http://[::ffff:127.0.0.1]/x',
    ]) {
      const res = await call(strict.app, strictToken.manager, 'POST', '/webhooks', { url, events: ['order.created'] });
      expect(res.statusCode, url).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/private .*WEBHOOKS_ALLOW_PRIVATE=true/);
    }
  });

  it('are refused again at delivery (a URL that slipped in is never reached)', async () => {
    const { token: strictToken } = await signInAccounts(strict.app, ['manager'] as const);
    const public_ = await call(strict.app, strictToken.manager, 'POST', '/webhooks', {
      url: 'https://hooks.example.invalid/x',
      events: ['order.created'],
    });
    expect(public_.statusCode, public_.body).toBe(201);
    const hook = public_.json<Webhook>();
    await strict.database.db.execute(
      sql`UPDATE webhooks SET url = ${`${receiver.origin}/slipped`} WHERE id = ${hook.id}`,
    );
    expect((await call(strict.app, strictToken.manager, 'POST', `/webhooks/${hook.id}/test`)).statusCode).toBe(201);
    const read = async () =>
      (await call(strict.app, strictToken.manager, 'GET', `/webhooks/${hook.id}/deliveries`)).json<{
        results: WebhookDelivery[];
      }>().results[0];
    const delivery = await eventually(read, (d) => d.attempts.length > 0);
    expect(delivery.attempts[0].statusCode).toBeNull();
    expect(delivery.attempts[0].error).toMatch(/private address/);
    expect(receiver.received.filter((r) => r.path === '/slipped')).toEqual([]);
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('two server instances on one PostgreSQL', () => {
  let second: FastifyInstance;
  let secondDb: Database;
  beforeAll(async () => {
    secondDb = await openDatabase({ databaseUrl: t.databaseUrl! });
    second = await buildApp({ database: secondDb, config: { ...TEST_CONFIG, ...CONFIG } });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await secondDb.close();
  });

  it('deliver each event once, whichever instance wrote it', async () => {
    const hook = await subscribe('/twice', ['customer.created']);
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) ids.push(await newCustomer(`Twice ${i}`, i % 2 === 0 ? app : second));
    const arrived = await receiver.waitFor('/twice', ids.length);
    // Time for a second copy of any of them to arrive, were one sent.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const all = receiver.received.filter((r) => r.path === '/twice');
    expect(all.length).toBe(arrived.length);
    expect(all.map((r) => payloadOf(r).data.id).sort((a, b) => a - b)).toEqual(ids.sort((a, b) => a - b));
    expect(new Set(all.map((r) => r.headers['webhook-id'])).size).toBe(ids.length);
    const [{ attempts }] = await rows<{ attempts: number }>(
      t.database,
      sql`SELECT count(*)::int AS attempts FROM webhook_attempts a JOIN webhook_deliveries d ON d.id = a.delivery_id WHERE d.webhook_id = ${hook.id}`,
    );
    expect(attempts).toBe(ids.length);
    await switchOff(hook);
  });
});
