import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { openDatabase, type Database } from '../../src/server/db/connection';
import type { ServerEvent } from '../../src/shared/api/events';
import { changeOf, openEventStream, type TestStream } from '../support/eventStream';
import { call, createTestApp, demoEmail, list, login, TEST_CONFIG, type TestApp } from './harness';

/**
 * GET /events: each user hears the writes they may read, and only those; a reconnecting client
 * gets what it missed; the stream ends with the session; on PostgreSQL an event crosses from
 * one server instance to another.
 */

type Json = Record<string, unknown>;
type OrderRow = Json & { id: number; updatedAt: string; designerId: number | null; saleId: number | null };

const HEARTBEAT_MS = 150;
let t: TestApp;
let app: FastifyInstance;
let origin: string;
const token: Record<string, string> = {};
const id: Record<string, number> = {};
const streams: TestStream[] = [];

const originOf = (server: FastifyInstance) => `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;

async function stream(who: string, options: { lastEventId?: number; query?: string; at?: string } = {}) {
  const opened = await openEventStream(options.at ?? origin, token[who], options);
  streams.push(opened);
  return opened;
}

const order = async (filter: Json = {}, as = 'manager') =>
  (await list<OrderRow>(app, token[as], 'orders', { filter, limit: 1 })).results[0];

/** Changes an order's note as the manager; answers the write's audit id through the stream that saw it. */
const touch = async (orderId: number, note: string, via: FastifyInstance = app) => {
  const current = (await call(via, token.manager, 'GET', `/orders/${orderId}`)).json<OrderRow>();
  const res = await call(via, token.manager, 'PUT', `/orders/${orderId}`, { note, updatedAt: current.updatedAt });
  expect(res.statusCode).toBe(200);
};

beforeAll(async () => {
  t = await createTestApp({ eventHeartbeatMs: HEARTBEAT_MS });
  app = t.app;
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = originOf(app);
  for (const name of ['manager', 'sale', 'leader', 'designer', 'outsource', 'viewer']) {
    token[name] = await login(app, demoEmail(name));
    id[name] = (await call(app, token[name], 'GET', '/users/me')).json<{ id: number }>().id;
  }
});

afterAll(async () => {
  for (const s of streams) s.close();
  await t.close();
});

describe('GET /events: who hears what', () => {
  it('tells staff of an order changed by someone else, and the outsourced designer only of their own orders', async () => {
    const sale = await stream('sale');
    const outsource = await stream('outsource');
    expect(sale.status).toBe(200);
    const theirs = await order({}, 'outsource');
    const other = (await list<OrderRow>(app, token.manager, 'orders', { limit: 50 })).results.find(
      (row) => row.designerId !== id.outsource,
    )!;

    await touch(other.id, 'Events: not for the outsourced designer');
    const heard = await sale.waitFor(changeOf('orders', other.id));
    const event = JSON.parse(heard.data) as ServerEvent;
    expect(event).toMatchObject({
      action: 'update',
      fields: ['note'],
      actor: { id: id.manager },
      order: { id: other.id },
      personal: null,
    });
    expect(heard.id).toBe(String(event.id));

    // A later write the outsourced designer may see arrives; the earlier one never did.
    await touch(theirs.id, 'Events: for the outsourced designer');
    await outsource.waitFor(changeOf('orders', theirs.id));
    expect(outsource.changes().map((e) => e.recordId)).not.toContain(other.id);
    expect(outsource.changes().every((e) => e.order === null || e.order.id === theirs.id)).toBe(true);
  });

  it('marks what concerns the user in person: a hand-off, a comment on their order, a mistake record, their permissions', async () => {
    const sale = await stream('sale');
    const designer = await stream('designer');
    const viewer = await stream('viewer');

    const notHers = await order({ saleId: { $ne: id.sale } });
    const res = await call(app, token.manager, 'PUT', `/orders/${notHers.id}`, {
      saleId: id.sale,
      updatedAt: notHers.updatedAt,
    });
    expect(res.statusCode).toBe(200);
    await sale.waitFor(changeOf('orders', notHers.id, (e) => e.personal === 'handoff' && e.fields.includes('saleId')));

    const designed = await order({ designerId: id.designer });
    const comment = await call(app, token.manager, 'POST', '/comments', {
      content: 'Events: a note',
      orderId: designed.id,
    });
    expect(comment.statusCode).toBe(201);
    await designer.waitFor(
      changeOf(
        'comments',
        comment.json<{ id: number }>().id,
        (e) => e.personal === 'comment' && e.order?.id === designed.id,
      ),
    );

    const type = (await list<{ id: number }>(app, token.manager, 'mistakeTypes', { limit: 1 })).results[0];
    const mistake = await call(app, token.leader, 'POST', '/mistakeRecords', {
      orderId: designed.id,
      victimId: id.designer,
      mistakeTypeId: type.id,
      monetaryFine: 10_000,
    });
    expect(mistake.statusCode).toBe(201);
    await designer.waitFor(
      changeOf('mistakeRecords', mistake.json<{ id: number }>().id, (e) => e.personal === 'mistake'),
    );

    const reset = await call(app, token.manager, 'POST', '/auth/permissions/default', { userId: id.viewer });
    expect(reset.statusCode).toBe(200);
    await viewer.waitFor(changeOf('users', id.viewer, (e) => e.personal === 'permissions'));
  });

  it('never marks the writer’s own write as personal', async () => {
    const sale = await stream('sale');
    const own = await order({ saleId: id.sale });
    await call(app, token.sale, 'POST', '/comments', { content: 'Events: my own note', orderId: own.id });
    const heard = await sale.waitFor(
      (m) => m.event === 'change' && (JSON.parse(m.data) as ServerEvent).resource === 'comments',
    );
    expect((JSON.parse(heard.data) as ServerEvent).personal).toBeNull();
  });
});

describe('GET /events: reconnecting', () => {
  it('replays what was missed after Last-Event-ID, in order, and nothing before it', async () => {
    const first = await stream('sale');
    const target = await order();
    await touch(target.id, 'Events: seen');
    const seen = JSON.parse((await first.waitFor(changeOf('orders', target.id))).data) as ServerEvent;
    first.close();

    await touch(target.id, 'Events: missed 1');
    await touch(target.id, 'Events: missed 2');
    for (const options of [{ lastEventId: seen.id }, { query: `?lastEventId=${seen.id}` }]) {
      const again = await stream('sale', options);
      const missed = () => again.changes().filter((e) => e.recordId === target.id);
      await again.waitFor(() => missed().length >= 2);
      // Nothing else follows: the seen write is not sent again.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const replayed = again.changes().filter((e) => e.recordId === target.id);
      expect(replayed.length).toBe(2);
      expect(replayed.every((e) => e.id > seen.id)).toBe(true);
      expect(replayed[0].id).toBeLessThan(replayed[1].id);
      again.close();
    }
  });

  it('answers reset when the client asks from an id the server never gave', async () => {
    const s = await stream('sale', { lastEventId: 2_000_000_000 });
    await s.waitFor((m) => m.event === 'reset');
  });
});

describe('GET /events: refusals and the session', () => {
  it('refuses an anonymous caller and a malformed Last-Event-ID query', async () => {
    expect((await openEventStream(origin, null)).status).toBe(401);
    for (const query of ['?lastEventId=abc', '?lastEventId=-1', '?lastEventId=99999999999', '?other=1']) {
      const res = await call(app, token.sale, 'GET', `/events${query}`);
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('ignores a malformed Last-Event-ID header and follows from now', async () => {
    const res = await fetch(`${origin}/api/v1/events`, {
      headers: { authorization: `Bearer ${token.sale}`, 'last-event-id': 'x'.repeat(5000) },
    });
    expect(res.status).toBe(200);
    await res.body?.cancel();
  });

  it('ends the stream when its session signs out', async () => {
    const own = await login(app, demoEmail('designer'));
    const s = await openEventStream(origin, own);
    streams.push(s);
    expect((await call(app, own, 'POST', '/auth/logout')).statusCode).toBe(200);
    await s.waitFor((m) => m.event === 'end', HEARTBEAT_MS * 20);
    await s.ended;
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('GET /events across server instances on one PostgreSQL', () => {
  let second: FastifyInstance;
  let secondDb: Database;

  beforeAll(async () => {
    secondDb = await openDatabase({ databaseUrl: t.databaseUrl! });
    second = await buildApp({ database: secondDb, config: { ...TEST_CONFIG, eventHeartbeatMs: HEARTBEAT_MS } });
    await second.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await second.close();
    await secondDb.close();
  });

  it('passes a write made through one instance to a client of the other, both ways', async () => {
    const onSecond = await stream('sale', { at: originOf(second) });
    const onFirst = await stream('sale');
    const target = await order();
    await touch(target.id, 'Events: written through the first');
    await onSecond.waitFor(changeOf('orders', target.id, (e) => e.fields.includes('note')));
    await touch(target.id, 'Events: written through the second', second);
    const fromSecond = onSecond.changes().filter((e) => e.recordId === target.id).length;
    await onFirst.waitFor(
      (m) => onFirst.changes().filter((e) => e.recordId === target.id).length >= 2 && m.event === 'change',
    );
    expect(fromSecond).toBeGreaterThanOrEqual(1);
  });
});
