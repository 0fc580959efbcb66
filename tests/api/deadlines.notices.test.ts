import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/connection';
import { auditEvents } from '../../src/server/db/schema';
import { drizzleOrderStagesRepository, LateStageNotifier } from '../../src/server/modules/orderStages/index';
import type { ServerEvent } from '../../src/shared/api/events';
import { openEventStream, type TestStream } from '../support/eventStream';
import { act, call, createTestApp, demoEmail, list, login, type TestApp } from './harness';

/**
 * The person holding an order is told once when it becomes late at its stage: the server's look
 * (every LATE_CHECK_MS) writes one `late` audit event, which the live events give the holder as
 * a personal event and the order's other readers as a plain one; a second look, a concurrent one
 * or another server instance on the same PostgreSQL announces nothing again.
 */

type Order = { id: number; status: string; updatedAt: string; designerId: number | null };

const CHECK_MS = 100;
let t: TestApp;
let app: FastifyInstance;
let origin: string;
const token: Record<string, string> = {};
const id: Record<string, number> = {};
const streams: TestStream[] = [];

const notifierOn = (database: Database) => new LateStageNotifier(drizzleOrderStagesRepository(database.db));
const lateOf = (orderId: number) => (e: ServerEvent) => e.action === 'late' && e.recordId === orderId;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function stream(who: string) {
  const opened = await openEventStream(origin, token[who]);
  streams.push(opened);
  return opened;
}

/** An order in design, handed to the in-house designer by a forced step: they alone hold its stage. */
async function heldByDesigner(): Promise<Order> {
  const order = (
    await list<Order>(app, token.manager, 'orders', {
      filter: { status: 'new_deal', stageDueAt: { $gt: new Date().toISOString() } },
      limit: 1,
    })
  ).results[0];
  const step = await act(app, token.manager, '/orderHistories/force', {
    orderId: order.id,
    status: 'design_in_progress',
    assignedUser: [id.designer],
  });
  expect(step.statusCode).toBe(201);
  return order;
}

/** Moves the order's stage start back, past its 24-hour budget. */
const startedLongAgo = (orderId: number) =>
  t.database.db.execute(sql`UPDATE orders SET stage_started_at = now() - interval '30 hours' WHERE id = ${orderId}`);

beforeAll(async () => {
  t = await createTestApp({ lateCheckMs: CHECK_MS });
  app = t.app;
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  for (const name of ['manager', 'designer', 'sale', 'outsource']) {
    token[name] = await login(app, demoEmail(name));
    id[name] = (await call(app, token[name], 'GET', '/users/me')).json<{ id: number }>().id;
  }
  // The seed's late orders are announced by the first looks (the server's and these).
  for (let announced = -1; announced !== 0;) announced = await notifierOn(t.database).check();
});

afterAll(async () => {
  for (const s of streams) s.close();
  await t.close();
});

describe('the late notice', () => {
  it('reaches the holder once, in person, and the order’s other readers plainly', async () => {
    const designer = await stream('designer');
    const manager = await stream('manager');
    const outsource = await stream('outsource');
    const order = await heldByDesigner();
    await startedLongAgo(order.id);

    const heard = JSON.parse(
      (await designer.waitFor((m) => m.event === 'change' && lateOf(order.id)(JSON.parse(m.data) as ServerEvent))).data,
    ) as ServerEvent;
    expect(heard).toMatchObject({
      resource: 'orders',
      action: 'late',
      actor: null,
      personal: 'late',
      order: { id: order.id },
    });
    await manager.waitFor((m) => m.event === 'change' && lateOf(order.id)(JSON.parse(m.data) as ServerEvent));

    // More looks, the server's own and two at once, announce nothing again.
    const again = await Promise.all([notifierOn(t.database).check(), notifierOn(t.database).check()]);
    expect(again).toEqual([0, 0]);
    await pause(CHECK_MS * 5);
    expect(designer.changes().filter(lateOf(order.id))).toHaveLength(1);
    expect(
      manager
        .changes()
        .filter(lateOf(order.id))
        .map((e) => e.personal),
    ).toEqual([null]);
    expect(outsource.changes().filter(lateOf(order.id))).toHaveLength(0);

    const trail = await call(app, token.manager, 'GET', `/orders/${order.id}/changes`);
    const lateRows = trail
      .json<{ results: { action: string; userId: number | null; after: { holders: number[] } }[] }>()
      .results.filter((r) => r.action === 'late');
    expect(lateRows).toHaveLength(1);
    expect(lateRows[0]).toMatchObject({ userId: null, after: { holders: [id.designer] } });
  });

  it('comes again for the order’s next stage only once that one is late too', async () => {
    const designer = await stream('designer');
    const order = await heldByDesigner();
    await startedLongAgo(order.id);
    await designer.waitFor((m) => m.event === 'change' && lateOf(order.id)(JSON.parse(m.data) as ServerEvent));

    const next = await act(app, token.manager, '/orderHistories/force', {
      orderId: order.id,
      status: 'designer_confirm',
      assignedUser: [id.designer],
    });
    expect(next.statusCode).toBe(201);
    await pause(CHECK_MS * 5);
    expect(designer.changes().filter(lateOf(order.id))).toHaveLength(1);
    await startedLongAgo(order.id);
    await designer.waitFor(() => designer.changes().filter(lateOf(order.id)).length === 2);
  });

  it('is never sent for a done order or one without a budget', async () => {
    const sale = await stream('sale');
    const order = await heldByDesigner();
    await act(app, token.manager, '/orderHistories/force', { orderId: order.id, status: 'done' });
    await startedLongAgo(order.id);
    await pause(CHECK_MS * 5);
    expect(await notifierOn(t.database).check()).toBe(0);
    expect(sale.changes().filter(lateOf(order.id))).toHaveLength(0);
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('the late notice across server instances on one PostgreSQL', () => {
  let second: Database;

  beforeAll(async () => {
    second = await openDatabase({ databaseUrl: t.databaseUrl! });
  });

  afterAll(async () => {
    await second.close();
  });

  it('is written by one instance only when several look at once', async () => {
    const designer = await stream('designer');
    const orders = [await heldByDesigner(), await heldByDesigner(), await heldByDesigner()];
    await Promise.all(orders.map((order) => startedLongAgo(order.id)));
    // Three looks on two connections at once, and this app's own look on its timer.
    const counts = await Promise.all(
      [notifierOn(t.database), notifierOn(second), notifierOn(second)].map((n) => n.check()),
    );
    for (const order of orders) {
      await designer.waitFor((m) => m.event === 'change' && lateOf(order.id)(JSON.parse(m.data) as ServerEvent));
    }
    await pause(CHECK_MS * 5);
    expect(counts.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(orders.length);
    for (const order of orders) expect(designer.changes().filter(lateOf(order.id))).toHaveLength(1);
    const written = await t.database.db.$count(
      auditEvents,
      and(
        eq(auditEvents.action, 'late'),
        inArray(
          auditEvents.recordId,
          orders.map((o) => o.id),
        ),
      ),
    );
    expect(written).toBe(orders.length);
  });
});
