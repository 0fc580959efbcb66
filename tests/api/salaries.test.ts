import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, toCalendarDate, weekDayIndex, weekStart } from '../../src/shared/domain/payroll/calendarDate';
import { HOUR_MS } from '../../src/shared/domain/time';
import { DESIGNER_EXAMPLE, MARCH_2026_RATES } from '../../src/shared/domain/payroll/workedExamples';
import { act, call, createTestApp, DEMO_PASSWORD, demoEmail, list, login, SEED_IMAGE, type TestApp } from './harness';

/**
 * The payroll on the worked example 1 of docs/salary.md, built from registers, orders and
 * fines this test creates for a new designer; then the month closed and left unchanged.
 */

type Json = Record<string, unknown>;
type SalaryRow = Json & { id: number; userId: number; salary: number };

let t: TestApp;
let app: FastifyInstance;
const token: Record<string, string> = {};
const id: Record<string, number> = {};

// A 28-day period that starts on a Monday two weeks back holds today, 24 working days and 216 hours.
const today = toCalendarDate(Date.now() + 7 * HOUR_MS);
const periodStart = addDays(weekStart(today), -14);
const period = { startDate: periodStart, endDate: addDays(periodStart, 28) };
const RATES = MARCH_2026_RATES;
const figures = DESIGNER_EXAMPLE.figures;
const C1 = [8, 9, 10, 11];
const C2 = [13, 14, 15, 16, 17];
const C3 = [19, 20, 21, 22, 23];

let month: string;
let infoId: number;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  for (const name of ['manager', 'designer', 'leader', 'outsource']) {
    token[name] = await login(app, demoEmail(name));
    id[name] = (await call(app, token[name], 'GET', '/users/me')).json<{ id: number }>().id;
  }
  const hire = await call(app, token.manager, 'POST', '/users', {
    displayName: 'Lan Payroll',
    email: 'lan.payroll@demo.local',
    password: DEMO_PASSWORD,
    roleId: 7,
    salaryScheme: 'A2',
    coef: 1.25,
    coefOT: 1.5,
  });
  expect(hire.statusCode, hire.body).toBe(201);
  id.lan = hire.json<{ id: number }>().id;
  token.lan = await login(app, 'lan.payroll@demo.local');

  // The seeded salary info of the month whose default period holds today.
  const infos = await list<{ id: number; dateMonth: string; startDate: string; endDate: string }>(
    app,
    token.manager,
    'salaryInfos',
    { filter: { startDate: { $lte: today }, endDate: { $gt: today } }, limit: 1 },
  );
  month = infos.results[0].dateMonth;
  infoId = infos.results[0].id;
});

afterAll(async () => {
  await t.close();
});

/** A new order with these features, made done with `designerId` as its designer. */
async function doneOrder(designerId: number, orderFeature: string[]): Promise<number> {
  const created = await call(app, token.manager, 'POST', '/orders', {
    name: `Payroll ${orderFeature.join(' ')}`,
    thumbnail: SEED_IMAGE,
    orderFeature,
  });
  expect(created.statusCode, created.body).toBe(201);
  const orderId = created.json<{ id: number }>().id;
  const assigned = await act(app, token.manager, '/orderHistories/force', {
    orderId,
    status: 'designer_confirm',
    assignedUser: [designerId],
  });
  expect(assigned.statusCode, assigned.body).toBe(201);
  const done = await act(app, token.manager, '/orderHistories/force', { orderId, status: 'done' });
  expect(done.statusCode, done.body).toBe(201);
  expect(done.json<{ order: { designerId: number; status: string } }>().order).toMatchObject({
    designerId,
    status: 'done',
  });
  return orderId;
}

async function fine(orderId: number, victimId: number, monetaryFine: number, accept: boolean): Promise<void> {
  const type = (await list<{ id: number }>(app, token.manager, 'mistakeTypes', { limit: 1 })).results[0];
  const created = await call(app, token.manager, 'POST', '/mistakeRecords', {
    orderId,
    victimId,
    mistakeTypeId: type.id,
    monetaryFine,
  });
  expect(created.statusCode, created.body).toBe(201);
  if (!accept) return;
  const recordId = created.json<{ id: number }>().id;
  expect((await call(app, token.lan, 'PUT', `/mistakeRecords/${recordId}/accept`)).statusCode).toBe(200);
}

const rowOf = async (userId: number) =>
  (await list<SalaryRow>(app, token.manager, 'salaryHistories', { filter: { userId, dateMonth: month } })).results;

describe('the month’s salary computed from the data', () => {
  it('equals worked example 1 for a designer with registers, done orders and accepted fines', async () => {
    const rates = await call(app, token.manager, 'PUT', `/salaryInfos/${infoId}`, { ...period, ...RATES });
    expect(rates.statusCode, rates.body).toBe(200);

    // 180 normal hours (20 days of C1 and C2), 14 overtime (two evenings of C3, one Sunday morning).
    const days = Array.from({ length: 28 }, (_, i) => addDays(period.startDate, i));
    const working = days.filter((d) => weekDayIndex(d) !== 6).slice(0, 20);
    const sunday = days.find((d) => weekDayIndex(d) === 6) ?? '';
    const values = [
      ...working.map((date, i) => ({ date, workingTimes: i < 2 ? [...C1, ...C2, ...C3] : [...C1, ...C2] })),
      { date: sunday, workingTimes: C1 },
    ];
    const registered = await call(app, token.manager, 'POST', '/workingRegisters/createMany', {
      userId: id.lan,
      values,
    });
    expect(registered.statusCode, registered.body).toBe(200);

    const orders: number[] = [];
    for (const features of [
      ...Array.from({ length: 2 }, () => ['highClass']),
      ...Array.from({ length: 3 }, () => ['medium', 'prioritize']),
      ...Array.from({ length: 5 }, () => ['basic']),
    ]) {
      orders.push(await doneOrder(id.lan, features));
    }
    await fine(orders[0], id.lan, 200_000, true);
    await fine(orders[1], id.lan, 150_000, true);
    await fine(orders[2], id.lan, 100_000, false);

    const computed = await call(app, token.manager, 'POST', '/salaryHistories/compute', { dateMonth: month });
    expect(computed.statusCode, computed.body).toBe(200);
    expect(computed.json<{ count: number }>().count).toBeGreaterThan(1);

    const [row] = await rowOf(id.lan);
    expect(row).toMatchObject({
      dateMonth: month,
      ...period,
      salaryScheme: 'A2',
      coef: 1.25,
      coefOT: 1.5,
      kpi: figures.kpi,
      workingHours: figures.workingHours,
      workingHoursOT: figures.workingHoursOT,
      salaryInBasic: figures.salaryInBasic,
      salaryInOT: figures.salaryInOT,
      salaryInKpi: figures.salaryInKpi,
      salaryInBonus: figures.salaryInBonus,
      fines: figures.fines,
      salary: figures.salary,
      details: {
        baseSalary: 8_640_000,
        standardHours: DESIGNER_EXAMPLE.work.standardHours,
        hourlyRate: figures.hourlyRate,
        level: 'A2',
        levelBonus: 2_000_000,
        doneOrders: { A1: 2, A2: 3, A3: 5 },
        registeredDays: 21,
      },
    });
    const details = row.details as { orders: { id: number }[]; fines: { amount: number }[] };
    expect(details.orders.map((o) => o.id).sort((a, b) => a - b)).toEqual(orders);
    expect(details.fines.map((f) => f.amount)).toEqual([200_000, 150_000]);

    // Recomputing an unchanged month writes nothing new.
    const again = await call(app, token.manager, 'POST', '/salaryHistories/compute', {
      dateMonth: `${month.slice(0, 7)}-15`,
    });
    expect(again.statusCode).toBe(200);
    const [same] = await rowOf(id.lan);
    expect(same).toMatchObject({ id: row.id, updatedAt: row.updatedAt, salary: figures.salary });
  });

  it('shows a salary only to its owner (through /me) and to those with permission', async () => {
    const own = await list<SalaryRow>(app, token.lan, 'salaryHistories/me', { filter: { dateMonth: month } });
    expect(own.results.map((r) => r.salary)).toEqual([figures.salary]);
    expect((await list(app, token.designer, 'salaryHistories')).status).toBe(403);
    const [row] = await rowOf(id.lan);
    expect((await call(app, token.designer, 'GET', `/salaryHistories/${row.id}`)).statusCode).toBe(403);
    const others = await list<SalaryRow>(app, token.designer, 'salaryHistories/me');
    expect(others.results.every((r) => r.userId === id.designer)).toBe(true);
  });

  it('is computed by the server only: refused without permission, bad input, typed figures', async () => {
    const compute = (who: string | null, body: unknown) =>
      call(app, who ? token[who] : null, 'POST', '/salaryHistories/compute', body);
    expect((await compute(null, { dateMonth: month })).statusCode).toBe(401);
    expect((await compute('designer', { dateMonth: month })).statusCode).toBe(403);
    expect((await compute('leader', { dateMonth: month })).statusCode).toBe(403);
    expect((await compute('manager', {})).statusCode).toBe(400);
    expect((await compute('manager', { dateMonth: '2026-13-01' })).statusCode).toBe(400);
    expect((await compute('manager', { dateMonth: month, salary: 1 })).statusCode).toBe(400);
    expect((await compute('manager', { dateMonth: 'x'.repeat(100_000) })).statusCode).toBe(400);
    const none = await compute('manager', { dateMonth: '2040-01-01' });
    expect(none.statusCode).toBe(404);
    expect(none.json<{ message: string }>().message).toMatch(/no salary info for 2040-01/);

    const [row] = await rowOf(id.lan);
    expect(
      (await call(app, token.manager, 'POST', '/salaryHistories', { userId: id.lan, dateMonth: month })).statusCode,
    ).toBe(405);
    expect((await call(app, token.manager, 'PUT', `/salaryHistories/${row.id}`, { salary: 1 })).statusCode).toBe(405);
    expect((await call(app, token.manager, 'DELETE', `/salaryHistories/${row.id}`)).statusCode).toBe(405);
  });
});

describe('a closed month', () => {
  it('is closed by a manager only, and never changes afterwards', async () => {
    expect((await call(app, token.leader, 'POST', `/salaryInfos/${infoId}/close`)).statusCode).toBe(403);
    expect((await call(app, null, 'POST', `/salaryInfos/${infoId}/close`)).statusCode).toBe(401);
    expect((await call(app, token.manager, 'POST', '/salaryInfos/99999999/close')).statusCode).toBe(404);
    expect((await call(app, token.manager, 'POST', '/salaryInfos/abc/close')).statusCode).toBe(400);

    const closed = await call(app, token.manager, 'POST', `/salaryInfos/${infoId}/close`);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json<{ salaryInfo: Json }>().salaryInfo).toMatchObject({ id: infoId, isClosed: true });
    const [before] = await rowOf(id.lan);

    // More work in the period after closing: another register and another done order.
    const extra = addDays(period.startDate, 22);
    const registered = await call(app, token.manager, 'POST', '/workingRegisters/createMany', {
      userId: id.lan,
      values: [{ date: weekDayIndex(extra) === 6 ? addDays(extra, 1) : extra, workingTimes: [...C1, ...C2] }],
    });
    expect(registered.statusCode, registered.body).toBe(200);
    await doneOrder(id.lan, ['highClass']);

    const recompute = await call(app, token.manager, 'POST', '/salaryHistories/compute', { dateMonth: month });
    expect(recompute.statusCode).toBe(409);
    expect(recompute.json<{ message: string }>().message).toMatch(/are closed/);
    expect((await call(app, token.manager, 'POST', `/salaryInfos/${infoId}/close`)).statusCode).toBe(409);
    expect((await call(app, token.manager, 'PUT', `/salaryInfos/${infoId}`, { baseSalary: 1 })).statusCode).toBe(409);
    expect((await call(app, token.manager, 'DELETE', `/salaryInfos/${infoId}`)).statusCode).toBe(409);
    const note = await call(app, token.manager, 'PUT', `/salaryInfos/${infoId}`, { note: 'Paid on the 25th' });
    expect(note.statusCode).toBe(200);

    const [after] = await rowOf(id.lan);
    expect(after).toEqual(before);
  });
});
