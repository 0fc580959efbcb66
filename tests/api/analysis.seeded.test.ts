import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getWith } from './analysis.support';
import { call, createTestApp, demoEmail, login, SEED_IMAGE, type TestApp } from './harness';

/**
 * Each figure of docs/figures.md over orders this test creates in March 2019, long before
 * the demo seed's orders, with values worked out by hand below: Vietnam's midnight as the
 * edge of a month, canceled orders without revenue, paid and outsourced shares, the period
 * before, the groups and the series. Then the dashboard over the whole seed against a raw
 * SQL query of the same definition.
 */

let t: TestApp;
let app: FastifyInstance;
let manager: string;
const id = { outsource: 0, designer: 0, c1: 0, c2: 0, n1: 0, n2: 0, pipeline: 0 };

async function get<T>(token: string, path: string, query: Record<string, unknown> = {}): Promise<T> {
  const res = await getWith(app, token, path, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

async function create(path: string, body: Record<string, unknown>): Promise<number> {
  const res = await call(app, manager, 'POST', path, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

interface Planned {
  at: string;
  status: string;
  price: number;
  paid: boolean;
  designer?: number;
  customer?: number;
  niche?: number;
}

/** An order as the API creates it, then moved to the given state and creation instant. */
async function order(p: Planned): Promise<number> {
  const orderId = await create('/orders', { name: `Figures ${p.at}`, thumbnail: SEED_IMAGE });
  await t.database.db.execute(sql`
    UPDATE orders SET created_at = ${p.at}::timestamptz, status = ${p.status}, price_order = ${p.price},
      payment_status = ${p.paid ? 'TT' : 'CTT'}, designer_id = ${p.designer ?? null},
      customer_id = ${p.customer ?? null}, niche_id = ${p.niche ?? null}
    WHERE id = ${orderId}`);
  return orderId;
}

const MARCH = { $gte: '2019-03-01T00:00:00+07:00', $lt: '2019-04-01T00:00:00+07:00' };

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  manager = await login(app, demoEmail('manager'));
  const users = await get<{ results: { id: number; email: string }[] }>(manager, '/users', { limit: '100' });
  const userId = (name: string) => users.results.find((u) => u.email === demoEmail(name))?.id ?? 0;
  id.outsource = userId('outsource');
  id.designer = userId('designer');
  id.pipeline = await create('/dealpipelines', { name: 'Figures pipeline', color: '#123456' });
  id.c1 = await create('/customers', { displayName: 'Figures One', dealPipelineId: id.pipeline });
  id.c2 = await create('/customers', { displayName: 'Figures Two' });
  id.n1 = await create('/niches', { name: 'Figures niche 1' });
  id.n2 = await create('/niches', { name: 'Figures niche 2' });
  const { outsource, designer, c1, c2, n1, n2 } = id;
  // 00:30 on March 1 in Vietnam, still February 28 in UTC: March.
  await order({
    at: '2019-02-28T17:30:00Z',
    status: 'done',
    price: 1_000_000,
    paid: true,
    designer: outsource,
    customer: c1,
    niche: n1,
  });
  await order({
    at: '2019-03-15T05:00:00Z',
    status: 'done',
    price: 2_500_000,
    paid: false,
    designer,
    customer: c1,
    niche: n1,
  });
  // 23:59:59 on March 31 in Vietnam: March.
  await order({ at: '2019-03-31T16:59:59Z', status: 'done', price: 500_000, paid: true, customer: c2, niche: n2 });
  await order({ at: '2019-03-10T03:00:00Z', status: 'canceled', price: 9_000_000, paid: false, customer: c2 });
  await order({
    at: '2019-03-10T04:00:00Z',
    status: 'feedback',
    price: 700_000,
    paid: false,
    designer,
    customer: c2,
    niche: n2,
  });
  // Midnight of April 1 in Vietnam: April, outside March.
  await order({ at: '2019-03-31T17:00:00Z', status: 'done', price: 4_000_000, paid: true, designer: outsource });
  // February: the period before March.
  await order({ at: '2019-02-20T03:00:00Z', status: 'done', price: 300_000, paid: true });
}, 120_000);

afterAll(async () => {
  await t.close();
});

type Figures = { key: unknown; totalOrder: number; totalCustomer: number; totalRevenue: number };
type Analysis = { totals: Omit<Figures, 'key'>; rows: Figures[]; series: { date: string; totalOrder: number }[] };
type Slice = { key: unknown; value: number };
const slices = (pie: Slice[]) => new Map(pie.map((s) => [s.key, s.value]));
const rowsOf = (a: Analysis) => new Map(a.rows.map((r) => [r.key, [r.totalOrder, r.totalCustomer, r.totalRevenue]]));

describe('figures over orders made for the test', () => {
  it('dashboard: March’s done orders by Vietnam’s calendar, and February’s', async () => {
    const summary = await get<Record<string, unknown>>(manager, '/summaries/dashbroad', {
      filter: { createdAt: MARCH },
    });
    expect(summary).toMatchObject({
      totalPriceDoneOrder: 4_000_000,
      totalDoneOrder: 3,
      ratioPayment: 2 / 3,
      coefOut: 1 / 3,
      previous: {
        totalPriceDoneOrder: 300_000,
        totalDoneOrder: 1,
        ratioPayment: 1,
        coefOut: 0,
        createdAt: { $gte: '2019-01-31T17:00:00.000Z', $lt: '2019-02-28T17:00:00.000Z' },
      },
    });
  });

  it('orders by status: canceled ones counted without revenue', async () => {
    const answer = await get<Analysis>(manager, '/orders/analysis', { filter: { createdAt: MARCH } });
    expect(answer.totals).toEqual({ totalOrder: 5, totalCustomer: 2, totalRevenue: 4_700_000 });
    expect(rowsOf(answer)).toEqual(
      new Map([
        ['feedback', [1, 1, 700_000]],
        ['done', [3, 2, 4_000_000]],
        ['canceled', [1, 1, 0]],
      ]),
    );
    expect(answer.rows.map((r) => r.key)).toEqual(['feedback', 'done', 'canceled']);
  });

  it('customers, their deal pipelines and niches', async () => {
    const filter = { createdAt: MARCH };
    expect(rowsOf(await get<Analysis>(manager, '/customers/analysis', { filter }))).toEqual(
      new Map([
        [id.c1, [2, 1, 3_500_000]],
        [id.c2, [3, 1, 1_200_000]],
      ]),
    );
    const pipelines = await get<Analysis & { rows: { color: string }[] }>(manager, '/dealpipelines/analysis', {
      filter,
    });
    expect(rowsOf(pipelines)).toEqual(
      new Map([
        [id.pipeline, [2, 1, 3_500_000]],
        [null, [3, 1, 1_200_000]],
      ]),
    );
    expect(pipelines.rows[0]).toMatchObject({ name: 'Figures pipeline', color: '#123456' });
    const onePipeline = await get<Analysis>(manager, '/dealpipelines/analysis', {
      filter: { ...filter, id: [id.pipeline] },
    });
    expect(onePipeline.totals).toEqual({ totalOrder: 2, totalCustomer: 1, totalRevenue: 3_500_000 });
    // Past the first niche, the others hold the second one and the group of none (the canceled order).
    const topNiche = await get<Analysis & { others: unknown }>(manager, '/niches/analysis', { filter, limit: '1' });
    expect(topNiche.rows.map((r) => r.key)).toEqual([id.n1]);
    expect(topNiche.others).toEqual({ groups: 2, totalOrder: 3, totalCustomer: 1, totalRevenue: 1_200_000 });
    const niches = await get<{ revenuePieChar: Slice[]; numOrderPieChar: Slice[] }>(manager, '/niches/analysic', {
      filter: { ...filter, status: 'done' },
    });
    expect(slices(niches.revenuePieChar)).toEqual(
      new Map([
        [id.n1, 3_500_000],
        [id.n2, 500_000],
      ]),
    );
    expect(slices(niches.numOrderPieChar)).toEqual(
      new Map([
        [id.n1, 2],
        [id.n2, 1],
      ]),
    );
  });

  it('designers: orders, revenue and statuses, and one status alone', async () => {
    const filter = { createdAt: MARCH };
    const answer = await get<{
      numOrderPieChar: Slice[];
      revenuePieChar: Slice[];
      analysisByOrderStatus: { key: number; byStatus: { status: string; totalOrder: number }[] }[];
    }>(manager, '/users/designersAnalysis', { filter });
    expect(slices(answer.numOrderPieChar)).toEqual(
      new Map([
        [id.designer, 2],
        [id.outsource, 1],
      ]),
    );
    expect(slices(answer.revenuePieChar)).toEqual(
      new Map([
        [id.designer, 3_200_000],
        [id.outsource, 1_000_000],
      ]),
    );
    expect(answer.analysisByOrderStatus.find((d) => d.key === id.designer)?.byStatus).toEqual([
      { status: 'feedback', totalOrder: 1, totalRevenue: 700_000 },
      { status: 'done', totalOrder: 1, totalRevenue: 2_500_000 },
    ]);
    const done = await get<{ revenuePieChar: Slice[] }>(manager, '/users/designersAnalysisBaseOnStatus/done', {
      filter,
    });
    expect(slices(done.revenuePieChar)).toEqual(
      new Map([
        [id.designer, 2_500_000],
        [id.outsource, 1_000_000],
      ]),
    );
  });

  it('series: every day of March, each order on its Vietnamese day; weeks from Monday', async () => {
    const days = await get<Analysis>(manager, '/orders/analysis', { filter: { createdAt: MARCH } });
    expect(days.series).toHaveLength(31);
    expect(days.series.filter((p) => p.totalOrder > 0)).toEqual([
      { date: '2019-03-01', totalOrder: 1, totalRevenue: 1_000_000 },
      { date: '2019-03-10', totalOrder: 2, totalRevenue: 700_000 },
      { date: '2019-03-15', totalOrder: 1, totalRevenue: 2_500_000 },
      { date: '2019-03-31', totalOrder: 1, totalRevenue: 500_000 },
    ]);
    const weeks = await get<Analysis>(manager, '/orders/analysis', { filter: { createdAt: MARCH }, bucket: 'week' });
    // March 1, 2019 was a Friday: its week starts on Monday, February 25.
    expect(weeks.series.map((p) => [p.date, p.totalOrder])).toEqual([
      ['2019-02-25', 1],
      ['2019-03-04', 2],
      ['2019-03-11', 1],
      ['2019-03-18', 0],
      ['2019-03-25', 1],
    ]);
  });

  it('an outsourced designer with the report keys counts only the orders it designs', async () => {
    const permission = { orders: ['get', 'analysis'], users: ['designersAnalysis'] };
    const res = await call(app, manager, 'POST', '/auth/permissions', { userId: id.outsource, permission });
    expect(res.statusCode, res.body).toBe(200);
    const outsource = await login(app, demoEmail('outsource'));
    const answer = await get<Analysis>(outsource, '/orders/analysis', { filter: { createdAt: MARCH } });
    expect(answer.totals).toEqual({ totalOrder: 1, totalCustomer: 1, totalRevenue: 1_000_000 });
    const designers = await get<{ numOrderPieChar: Slice[] }>(outsource, '/users/designersAnalysis', {
      filter: { createdAt: MARCH },
    });
    expect(slices(designers.numOrderPieChar)).toEqual(new Map([[id.outsource, 1]]));
    expect((await call(app, outsource, 'GET', '/summaries/dashbroad')).statusCode).toBe(403);
  });
});

describe('the dashboard over the whole seed', () => {
  it('equals a raw SQL query of the same definition', async () => {
    const result: unknown = await t.database.db.execute(sql`
      SELECT count(*)::int AS done,
             coalesce(sum(o.price_order), 0)::float8 AS revenue,
             (count(*) FILTER (WHERE o.payment_status = 'TT'))::int AS paid,
             (count(*) FILTER (WHERE u.is_outsource))::int AS outsourced
      FROM orders o LEFT JOIN users u ON u.id = o.designer_id
      WHERE o.status = 'done' AND NOT o.is_delete`);
    const [raw] = (result as { rows: { done: number; revenue: number; paid: number; outsourced: number }[] }).rows;
    expect(raw?.done).toBeGreaterThan(3);
    const summary = await get<Record<string, number>>(manager, '/summaries/dashbroad');
    expect(summary.totalDoneOrder).toBe(raw?.done);
    expect(summary.totalPriceDoneOrder).toBe(raw?.revenue);
    expect(summary.ratioPayment).toBeCloseTo((raw?.paid ?? 0) / (raw?.done ?? 1), 12);
    expect(summary.coefOut).toBeCloseTo((raw?.outsourced ?? 0) / (raw?.done ?? 1), 12);
  });
});
