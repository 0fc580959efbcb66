import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DashboardSummary,
  DesignersAnalysis,
  DesignersByStatus,
  NichesAnalysis,
  ResourceAnalysis,
} from '../../src/shared/api/endpoints/analysis';
import { ORDER_STATUSES as ORDER, type OrderStatus } from '../../src/shared/domain/orderStatus';
import { call, createTestApp, demoEmail, login, type TestApp } from './harness';
import { daysAround, getWith, groupOrders, listAll, revenueOf, vietnamDay, type OrderRow } from './analysis.support';

/**
 * Each figure of docs/figures.md against its own computation over the seed, made through the
 * public list endpoints: the server's SQL and a plain reading of the rows must agree.
 */

type Wire<T> = T extends Date ? string : T extends object ? { [K in keyof T]: Wire<T[K]> } : T;

let t: TestApp;
let app: FastifyInstance;
let manager: string;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  manager = await login(app, demoEmail('manager'));
});

afterAll(async () => {
  await t.close();
});

async function get<T>(path: string, query: Record<string, string | object> = {}): Promise<Wire<T>> {
  const res = await getWith(app, manager, path, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Wire<T>>();
}

const ordersIn = (filter: object) => listAll<OrderRow>(app, manager, 'orders', { filter });
const outsourcedIds = async () =>
  new Set((await listAll<{ id: number }>(app, manager, 'users', { filter: { isOutsource: true } })).map((u) => u.id));

/** The dashboard's four figures over the done orders listed with a createdAt condition. */
async function expectedSummary(createdAt: object) {
  const done = await ordersIn({ createdAt, status: 'done' });
  const outsourced = await outsourcedIds();
  const share = (n: number) => (done.length ? n / done.length : null);
  return {
    totalPriceDoneOrder: done.reduce((sum, o) => sum + (o.priceOrder ?? 0), 0),
    totalDoneOrder: done.length,
    ratioPayment: share(done.filter((o) => o.paymentStatus === 'TT').length),
    coefOut: share(done.filter((o) => o.designerId !== null && outsourced.has(o.designerId)).length),
  };
}

const close = (value: unknown) => (typeof value === 'number' ? expect.closeTo(value, 10) : value) as unknown;
const approx = (figures: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(figures).map(([k, v]) => [k, close(v)]));

describe('GET /summaries/dashbroad', () => {
  it('equals the done orders listed in the range, and those of the period before', async () => {
    const createdAt = daysAround(40, 1);
    const summary = await get<DashboardSummary>('/summaries/dashbroad', { filter: { createdAt } });
    expect(summary).toMatchObject(approx(await expectedSummary(createdAt)));
    expect(summary.totalDoneOrder).toBeGreaterThan(0);
    expect(summary.createdAt).toEqual({
      $gte: new Date(createdAt.$gte).toISOString(),
      $lt: new Date(createdAt.$lt).toISOString(),
    });
    // The period before is given as a list filter: the same orders come back through GET /orders.
    expect(summary.previous).not.toBeNull();
    expect(summary.previous).toMatchObject(approx(await expectedSummary(summary.previous!.createdAt)));
    expect(Date.parse(summary.previous!.createdAt.$lt!)).toBe(Date.parse(createdAt.$gte));
  });

  it('covers every order without a filter, and compares a calendar month with the month before', async () => {
    const all = await get<DashboardSummary>('/summaries/dashbroad');
    expect(all).toMatchObject(approx(await expectedSummary({})));
    expect(all.previous).toBeNull();
    const month = { $gte: '2026-03-01T00:00:00+07:00', $lt: '2026-04-01T00:00:00+07:00' };
    const march = await get<DashboardSummary>('/summaries/dashbroad', { filter: { createdAt: month } });
    expect(march.previous?.createdAt).toEqual({ $gte: '2026-01-31T17:00:00.000Z', $lt: '2026-02-28T17:00:00.000Z' });
  });
});

describe('GET /{resource}/analysis', () => {
  const createdAt = daysAround(120, 1);
  let orders: OrderRow[];
  beforeAll(async () => {
    orders = await ordersIn({ createdAt });
  });

  const compare = (answer: Wire<ResourceAnalysis>, expected: ReturnType<typeof groupOrders>) => {
    expect(answer.totals).toEqual({
      totalOrder: orders.length,
      totalCustomer: new Set(orders.map((o) => o.customerId).filter((c) => c !== null)).size,
      totalRevenue: revenueOf(orders),
    });
    expect(answer.others).toBeNull();
    expect(
      new Map(
        answer.rows.map((r) => [
          r.key,
          { totalOrder: r.totalOrder, totalCustomer: r.totalCustomer, totalRevenue: r.totalRevenue },
        ]),
      ),
    ).toEqual(expected);
  };

  it('groups orders by status, in workflow order, coloured by the orderStatuses records', async () => {
    const answer = await get<ResourceAnalysis>('/orders/analysis', { filter: { createdAt } });
    compare(
      answer,
      groupOrders(orders, (o) => o.status),
    );
    const records = await listAll<{ name: string; color: string }>(app, manager, 'orderStatuses');
    for (const row of answer.rows) expect(row.color).toBe(records.find((r) => r.name === row.key)?.color);
    const keys = answer.rows.map((r) => String(r.key));
    expect(keys).toEqual([...keys].sort((a, b) => ORDER.indexOf(a as OrderStatus) - ORDER.indexOf(b as OrderStatus)));
  });

  it('groups them by channel, niche and customer, each named', async () => {
    for (const [resource, field] of [
      ['channels', 'channelId'],
      ['niches', 'nicheId'],
      ['customers', 'customerId'],
    ] as const) {
      const answer = await get<ResourceAnalysis>(`/${resource}/analysis`, { filter: { createdAt }, limit: '500' });
      compare(
        answer,
        groupOrders(orders, (o) => o[field]),
      );
      const named = await listAll<Record<string, unknown> & { id: number }>(app, manager, resource);
      for (const row of answer.rows.filter((r) => r.key !== null)) {
        const record = named.find((n) => n.id === row.key);
        expect(row.name).toBe(record?.name ?? record?.displayName);
      }
    }
  });

  it('groups them by their customer’s deal pipeline, with the pipeline’s colour', async () => {
    const customers = await listAll<{ id: number; dealPipelineId: number | null }>(app, manager, 'customers', {
      filter: { isDelete: { $ne: null } },
    });
    const pipelineOf = new Map(customers.map((c) => [c.id, c.dealPipelineId]));
    const answer = await get<ResourceAnalysis>('/dealpipelines/analysis', { filter: { createdAt } });
    compare(
      answer,
      groupOrders(orders, (o) => (o.customerId === null ? null : (pipelineOf.get(o.customerId) ?? null))),
    );
    const pipelines = await listAll<{ id: number; color: string }>(app, manager, 'dealpipelines');
    for (const row of answer.rows.filter((r) => r.key !== null)) {
      expect(row.color).toBe(pipelines.find((p) => p.id === row.key)?.color);
    }
  });

  it('draws a series whose buckets are Vietnam’s days, weeks or months and add up to the totals', async () => {
    const answer = await get<ResourceAnalysis>('/orders/analysis', { filter: { createdAt }, bucket: 'day' });
    expect(answer.bucket).toBe('day');
    expect(answer.series).toHaveLength(121);
    const byDay = new Map<string, number>();
    for (const o of orders) byDay.set(vietnamDay(o.createdAt), (byDay.get(vietnamDay(o.createdAt)) ?? 0) + 1);
    for (const point of answer.series) expect(point.totalOrder, point.date).toBe(byDay.get(point.date) ?? 0);
    const weekly = await get<ResourceAnalysis>('/orders/analysis', { filter: { createdAt } });
    expect(weekly.bucket).toBe('month');
    for (const series of [answer.series, weekly.series]) {
      expect(series.reduce((s, p) => s + p.totalOrder, 0)).toBe(orders.length);
      expect(series.reduce((s, p) => s + p.totalRevenue, 0)).toBe(revenueOf(orders));
    }
    const weeks = await get<ResourceAnalysis>('/orders/analysis', { filter: { createdAt }, bucket: 'week' });
    for (const point of weeks.series) expect(new Date(`${point.date}T00:00:00Z`).getUTCDay()).toBe(1);
  });

  it('counts only the statuses and the groups asked for, and folds the rest into others', async () => {
    const statuses = ['done', 'feedback'];
    const answer = await get<ResourceAnalysis>('/niches/analysis', { filter: { createdAt, status: statuses } });
    const counted = orders.filter((o) => statuses.includes(String(o.status)));
    expect(answer.totals.totalOrder).toBe(counted.length);
    const first = answer.rows[0];
    const one = await get<ResourceAnalysis>('/niches/analysis', {
      filter: { createdAt, status: statuses, id: [first.key] },
    });
    expect(one.rows).toEqual([first]);
    expect(one.totals.totalOrder).toBe(first.totalOrder);
    const top = await get<ResourceAnalysis>('/customers/analysis', { filter: { createdAt }, limit: '5' });
    expect(top.rows).toHaveLength(5);
    expect(top.others!.totalOrder + top.rows.reduce((s, r) => s + r.totalOrder, 0)).toBe(orders.length);
    expect(top.others!.totalRevenue + top.rows.reduce((s, r) => s + r.totalRevenue, 0)).toBe(revenueOf(orders));
    expect(top.others!.groups + 5).toBe(groupOrders(orders, (o) => o.customerId).size);
  });
});

describe('the niche and designer charts', () => {
  it('slices the niches as their analysis rows', async () => {
    const filter = { createdAt: daysAround(60, 1) };
    const pies = await get<NichesAnalysis>('/niches/analysic', { filter });
    const rows = (await get<ResourceAnalysis>('/niches/analysis', { filter })).rows;
    expect(pies.numOrderPieChar).toEqual(
      rows.map((r) => ({ key: r.key, name: r.name, value: r.totalOrder, color: r.color })),
    );
    expect(pies.revenuePieChar.map((s) => s.value)).toEqual(rows.map((r) => r.totalRevenue).filter((v) => v > 0));
  });

  it('counts each designer’s orders, revenue and statuses', async () => {
    const orders = await ordersIn({});
    const answer = await get<DesignersAnalysis>('/users/designersAnalysis');
    const expected = groupOrders(
      orders.filter((o) => o.designerId !== null),
      (o) => o.designerId,
    );
    expect(new Map(answer.numOrderPieChar.map((s) => [s.key, s.value]))).toEqual(
      new Map([...expected].map(([k, v]) => [k, v.totalOrder])),
    );
    for (const designer of answer.analysisByOrderStatus) {
      const mine = orders.filter((o) => o.designerId === designer.key);
      for (const cell of designer.byStatus) {
        expect(cell.totalOrder).toBe(mine.filter((o) => o.status === cell.status).length);
      }
      expect(designer.byStatus.reduce((s, c) => s + c.totalOrder, 0)).toBe(mine.length);
    }
    const users = await listAll<{ id: number; displayName: string }>(app, manager, 'users');
    for (const slice of answer.revenuePieChar)
      expect(slice.name).toBe(users.find((u) => u.id === slice.key)?.displayName);
  });

  it('counts one status per designer, done by default in the clients', async () => {
    const done = await ordersIn({ status: 'done' });
    const answer = await get<DesignersByStatus>('/users/designersAnalysisBaseOnStatus/done');
    const expected = groupOrders(
      done.filter((o) => o.designerId !== null),
      (o) => o.designerId,
    );
    expect(new Map(answer.revenuePieChar.map((s) => [s.key, s.value]))).toEqual(
      new Map([...expected].map(([k, v]) => [k, v.totalRevenue])),
    );
  });
});

describe('soft-deleted orders', () => {
  it('leave every figure', async () => {
    const createdAt = daysAround(40, 1);
    const before = await get<DashboardSummary>('/summaries/dashbroad', { filter: { createdAt } });
    const [order] = await ordersIn({ createdAt, status: 'done' });
    expect((await call(app, manager, 'DELETE', `/orders/${order.id}`)).statusCode).toBe(200);
    const after = await get<DashboardSummary>('/summaries/dashbroad', { filter: { createdAt } });
    expect(after.totalDoneOrder).toBe(before.totalDoneOrder - 1);
    expect(after.totalPriceDoneOrder).toBe(before.totalPriceDoneOrder - (order.priceOrder ?? 0));
  });
});
