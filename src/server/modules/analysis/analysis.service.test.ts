import { describe, expect, it } from 'vitest';
import type { TimeRange } from '../../../shared/domain/period';
import type { AuthUser } from '../../plugins/auth';
import { testUser } from '../../plugins/testUsers';
import { HttpError } from '../../plugins/httpErrors';
import type {
  AnalysisRepository,
  DesignerStatusFigures,
  DoneCounts,
  GroupFigures,
  GroupKey,
  KeyedFigures,
  SeriesCount,
} from './analysis.repository';
import { AnalysisService } from './analysis.service';
import type { GroupBy, OrderSelection } from './groupings';

/** The shaping of the figures, with a repository that answers canned aggregates and records what it was asked. */

const manager = testUser();
const staff: AuthUser = { ...manager, id: 2, scope: 'staff', permission: { orders: ['analysis'] } };

const figures = (key: GroupKey, totalOrder: number, totalRevenue: number): KeyedFigures => ({
  key,
  totalOrder,
  totalCustomer: 1,
  totalRevenue,
});

class FakeAnalysis implements AnalysisRepository {
  asked: { selection?: OrderSelection; by?: GroupBy; limit?: number; ranges?: (TimeRange | null)[] } = {};
  done: DoneCounts = { done: 4, revenue: 1_000, paid: 3, outsourced: 1 };
  groupRows: KeyedFigures[] = [];
  seriesRows: SeriesCount[] = [];
  cells: DesignerStatusFigures[] = [];
  othersKeys: readonly GroupKey[] | null = null;

  doneCounts(_user: AuthUser, current: TimeRange, previous: TimeRange | null) {
    this.asked.ranges = [current, previous];
    return Promise.resolve({ current: this.done, previous: previous ? { ...this.done, done: 0 } : null });
  }
  totals(selection: OrderSelection): Promise<GroupFigures> {
    this.asked.selection = selection;
    return Promise.resolve({ totalOrder: 9, totalCustomer: 3, totalRevenue: 900 });
  }
  groups(selection: OrderSelection, by: GroupBy, limit: number) {
    Object.assign(this.asked, { selection, by, limit });
    return Promise.resolve(this.groupRows.slice(0, limit));
  }
  others(_s: OrderSelection, _by: GroupBy, keys: readonly GroupKey[]) {
    this.othersKeys = keys;
    return Promise.resolve({ totalOrder: 1, totalCustomer: 1, totalRevenue: 10, groups: 1 });
  }
  series() {
    return Promise.resolve(this.seriesRows);
  }
  designerStatuses() {
    return Promise.resolve(this.cells);
  }
  labels(_user: AuthUser, _resource: string, ids: readonly number[]) {
    return Promise.resolve(new Map(ids.filter((id) => id !== 99).map((id) => [id, { name: `#${id}`, color: null }])));
  }
  statusColors() {
    return Promise.resolve(new Map([['done', '#000001']]));
  }
}

const json = (value: unknown) => JSON.stringify(value);
const november = { createdAt: { $gte: '2026-11-01T00:00:00+07:00', $lt: '2026-12-01T00:00:00+07:00' } };

async function refusal(work: Promise<unknown>): Promise<HttpError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('the dashboard summary', () => {
  it('gives the ratios of the done orders, and the month before a month', async () => {
    const repo = new FakeAnalysis();
    const summary = await new AnalysisService(repo).dashboard(manager, json(november));
    expect(summary).toMatchObject({ totalPriceDoneOrder: 1_000, totalDoneOrder: 4, ratioPayment: 0.75, coefOut: 0.25 });
    expect(summary.createdAt).toEqual({
      $gte: new Date('2026-10-31T17:00:00Z'),
      $lt: new Date('2026-11-30T17:00:00Z'),
    });
    expect(summary.previous).toMatchObject({ totalDoneOrder: 0, ratioPayment: null, coefOut: null });
    expect(summary.previous?.createdAt).toEqual({
      $gte: new Date('2026-09-30T17:00:00Z'),
      $lt: new Date('2026-10-31T17:00:00Z'),
    });
  });

  it('has no period before an open range, and is for managers only', async () => {
    const repo = new FakeAnalysis();
    expect((await new AnalysisService(repo).dashboard(manager, undefined)).previous).toBeNull();
    expect(repo.asked.ranges?.[1]).toBeNull();
    expect((await refusal(new AnalysisService(repo).dashboard(staff, undefined))).statusCode).toBe(403);
  });

  it('names each bad part of the filter', async () => {
    const service = new AnalysisService(new FakeAnalysis());
    const error = await refusal(
      service.dashboard(
        manager,
        json({ createdAt: { $gt: 'yesterday', $lt: '2026-02-30T00:00:00Z' }, status: 'done' }),
      ),
    );
    expect(error.details).toEqual({
      fields: [
        { path: 'filter.createdAt.$gt', message: expect.stringContaining('ISO 8601') as string },
        { path: 'filter.createdAt.$lt', message: expect.stringContaining('ISO 8601') as string },
        { path: 'filter.status', message: 'Unknown field.' },
      ],
    });
    expect((await refusal(service.dashboard(manager, '{'))).message).toContain('not valid JSON');
  });
});

describe('the analysis of a list', () => {
  it('keeps the largest groups, sums the rest and names what the caller reaches', async () => {
    const repo = new FakeAnalysis();
    repo.groupRows = [figures(3, 5, 500), figures(99, 2, 300), figures(null, 1, 100)];
    const answer = await new AnalysisService(repo).analyse(staff, 'niches', { filter: json(november), limit: 2 });
    expect(repo.asked.limit).toBe(3);
    expect(answer.rows.map((r) => [r.key, r.name])).toEqual([
      [3, '#3'],
      [99, null],
    ]);
    expect(answer.rows[0]?.color).toMatch(/^#/);
    expect(repo.othersKeys).toEqual([3, 99]);
    expect(answer.others).toEqual({ totalOrder: 1, totalCustomer: 1, totalRevenue: 10, groups: 1 });
    expect(answer.totals).toEqual({ totalOrder: 9, totalCustomer: 3, totalRevenue: 900 });
  });

  it('lists orders by status in workflow order, coloured by their records', async () => {
    const repo = new FakeAnalysis();
    repo.groupRows = [figures('done', 3, 900), figures('new_deal', 4, 100)];
    const answer = await new AnalysisService(repo).analyse(staff, 'orders', {});
    expect(answer.rows.map((r) => [r.key, r.name, r.color])).toEqual([
      ['new_deal', 'New deal', '#2D72D2'],
      ['done', 'Done', '#000001'],
    ]);
    expect(answer.others).toBeNull();
  });

  it('fills every bucket of the range, days for a month', async () => {
    const repo = new FakeAnalysis();
    repo.seriesRows = [{ date: '2026-11-03', totalOrder: 2, totalRevenue: 20 }];
    const answer = await new AnalysisService(repo).analyse(staff, 'channels', { filter: json(november) });
    expect(answer.bucket).toBe('day');
    expect(answer.series).toHaveLength(30);
    expect(answer.series[2]).toEqual({ date: '2026-11-03', totalOrder: 2, totalRevenue: 20 });
    expect(answer.series[0]).toEqual({ date: '2026-11-01', totalOrder: 0, totalRevenue: 0 });
  });

  it('spans an open range from its first order to its last, by month', async () => {
    const repo = new FakeAnalysis();
    repo.seriesRows = [
      { date: '2026-01-01', totalOrder: 1, totalRevenue: 1 },
      { date: '2026-03-01', totalOrder: 1, totalRevenue: 1 },
    ];
    const answer = await new AnalysisService(repo).analyse(staff, 'orders', {});
    expect(answer.series.map((p) => p.date)).toEqual(['2026-01-01', '2026-02-01', '2026-03-01']);
    repo.seriesRows = [];
    expect((await new AnalysisService(repo).analyse(staff, 'orders', {})).series).toEqual([]);
  });

  it('passes the statuses and groups on, and refuses too many buckets and groups on orders', async () => {
    const repo = new FakeAnalysis();
    const service = new AnalysisService(repo);
    await service.analyse(staff, 'dealpipelines', { filter: json({ status: { $in: ['done'] }, id: [2, 3] }) });
    expect(repo.asked.selection).toMatchObject({ statuses: ['done'], groups: { by: 'dealpipeline', ids: [2, 3] } });
    const year = { createdAt: { $gte: '2025-01-01T00:00:00Z', $lt: '2026-03-01T00:00:00Z' } };
    expect((await refusal(service.analyse(staff, 'orders', { filter: json(year), bucket: 'day' }))).details).toEqual({
      fields: [{ path: 'bucket', message: expect.stringContaining('more than 400 days') as string }],
    });
    expect((await refusal(service.analyse(staff, 'orders', { filter: json({ id: 1 }) }))).message).toContain(
      'filter.id',
    );
  });
});

describe('the designer charts', () => {
  it('adds up each designer’s statuses and drops empty slices', async () => {
    const repo = new FakeAnalysis();
    repo.cells = [
      { designerId: 7, status: 'done', totalOrder: 2, totalRevenue: 200 },
      { designerId: 7, status: 'new_deal', totalOrder: 1, totalRevenue: 50 },
      { designerId: 8, status: 'canceled', totalOrder: 4, totalRevenue: 0 },
    ];
    const answer = await new AnalysisService(repo).designers(staff, undefined);
    expect(answer.numOrderPieChar.map((s) => [s.key, s.value])).toEqual([
      [7, 3],
      [8, 4],
    ]);
    expect(answer.revenuePieChar.map((s) => [s.key, s.value])).toEqual([[7, 250]]);
    expect(answer.analysisByOrderStatus[0]?.byStatus.map((s) => s.status)).toEqual(['new_deal', 'done']);
    expect(answer.statuses.map((s) => [s.key, s.color])).toEqual([
      ['new_deal', '#2D72D2'],
      ['done', '#000001'],
      ['canceled', '#5F6B7C'],
    ]);
  });

  it('counts one status, from the path', async () => {
    const repo = new FakeAnalysis();
    repo.groupRows = [figures(7, 2, 200)];
    const answer = await new AnalysisService(repo).designersByStatus(staff, 'feedback', json(november));
    expect(repo.asked.selection?.statuses).toEqual(['feedback']);
    expect(answer).toMatchObject({ status: 'feedback', numOrderPieChar: [{ key: 7, name: '#7', value: 2 }] });
    expect(
      (await refusal(new AnalysisService(repo).designersByStatus(staff, 'done', json({ status: 'done' })))).statusCode,
    ).toBe(400);
  });
});
