import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, weekStart } from '../../src/shared/domain/payroll/calendarDate';
import { ROLE_IDS } from '../../src/shared/domain/roles';
import { call, createTestApp, demoEmail, list, login, type TestApp } from './harness';

type Register = {
  id: number;
  userId: number;
  date: string;
  workingTimes: number[];
  totalHours: number;
  totalHoursOT: number;
};

let t: TestApp;
let app: FastifyInstance;
const token: Record<string, string> = {};
const id: Record<string, number> = {};

/** A week far ahead, clear of the seeded registers: Monday … Sunday. */
const MONDAY = weekStart('2031-03-12');
const day = (i: number) => addDays(MONDAY, i);
const C1 = [8, 9, 10, 11];
const C2 = [13, 14, 15, 16, 17];
const C3 = [19, 20, 21, 22, 23];

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  for (const name of ['manager', 'designer', 'leader', 'outsource', 'viewer']) {
    token[name] = await login(app, demoEmail(name));
    id[name] = (await call(app, token[name], 'GET', '/users/me')).json<{ id: number }>().id;
  }
});

afterAll(async () => {
  await t.close();
});

const createMany = (who: string, body: unknown) => call(app, token[who], 'POST', '/workingRegisters/createMany', body);

describe('POST /workingRegisters/createMany', () => {
  it('registers my days with normal and overtime hours computed by the server', async () => {
    const res = await createMany('designer', {
      userId: id.designer,
      values: [
        { date: day(0), workingTimes: [...C2, ...C1] },
        { date: day(1), workingTimes: [...C1, ...C2, 19, 20] },
        { date: day(5), workingTimes: [17] },
        { date: day(6), workingTimes: C1 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json<{ results: Register[]; cleared: string[] }>().results;
    expect(rows.map((r) => [r.date, r.totalHours, r.totalHoursOT])).toEqual([
      [day(0), 9, 0],
      [day(1), 9, 2],
      [day(5), 1, 0],
      [day(6), 0, 4],
    ]);
    expect(rows[0].workingTimes).toEqual([...C1, ...C2]);
    expect(rows.every((r) => r.userId === id.designer)).toBe(true);

    const mine = await list<Register>(app, token.designer, 'workingRegisters/me', {
      filter: { date: { $gte: day(0), $lte: day(6) } },
      orderBy: 'date',
    });
    expect(mine.results.map((r) => r.date)).toEqual([day(0), day(1), day(5), day(6)]);
  });

  it('replaces a day it is given again and clears a day given without hours', async () => {
    const res = await createMany('designer', {
      userId: id.designer,
      values: [
        { date: day(0), workingTimes: C3 },
        { date: day(5), workingTimes: [] },
        { date: day(4), workingTimes: [] },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ results: Register[]; cleared: string[] }>()).toMatchObject({
      results: [{ date: day(0), workingTimes: C3, totalHours: 0, totalHoursOT: 5 }],
      cleared: [day(5)],
    });
    const week = await call(app, token.designer, 'GET', '/workingRegisters/user', undefined, {
      userId: String(id.designer),
      from: day(0),
      to: day(6),
    });
    expect(week.statusCode, week.body).toBe(200);
    expect(week.json()).toMatchObject({ totalHours: 9, totalHoursOT: 11 });
    expect(week.json<{ results: Register[] }>().results.map((r) => r.date)).toEqual([day(0), day(1), day(6)]);
  });

  it.each([
    [{ userId: 0, values: [{ date: '2031-03-10', workingTimes: C1 }] }, /positive|at least/i],
    [{ values: [{ date: '2031-03-10', workingTimes: C1 }] }, /userId/],
    [{ userId: 1, values: [] }, /at least one day/],
    [{ userId: 1, values: [{ date: '2031-02-30', workingTimes: C1 }] }, /real day/],
    [{ userId: 1, values: [{ date: '2031-03-10', workingTimes: [12] }] }, /12:00 is outside the shifts/],
    [{ userId: 1, values: [{ date: '2031-03-10', workingTimes: [8, 9, 8] }] }, /8:00 is registered twice/],
    [{ userId: 1, values: [{ date: '2031-03-10', workingTimes: [25] }] }, /23|not an hour/],
    [{ userId: 1, values: [{ date: '2031-03-10', workingTimes: ['8'] }] }, /workingTimes/],
    [
      {
        userId: 1,
        values: [
          { date: '2031-03-10', workingTimes: C1 },
          { date: '2031-03-10', workingTimes: C3 },
        ],
      },
      /given twice \(overlapping\)/,
    ],
    [
      { userId: 1, values: [{ date: '2031-03-10', workingTimes: C1, totalHours: 99 }] },
      /totalHours|Unrecognized|unknown/i,
    ],
    [{ userId: 1, values: Array.from({ length: 63 }, (_, i) => ({ date: day(i), workingTimes: C1 })) }, /at most 62/],
    [[1, 2], /JSON object/],
  ])('refuses %j with a 400 that says why', async (body, message) => {
    const res = await createMany('manager', body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ message: string }>().message + JSON.stringify(res.json())).toMatch(message);
  });

  it('lets staff register only for themselves; planning others takes workingRegisters.get', async () => {
    const forLeader = { userId: id.leader, values: [{ date: day(2), workingTimes: C1 }] };
    const refused = await createMany('designer', forLeader);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toMatch(/only for yourself/);
    expect((await createMany('manager', forLeader)).statusCode).toBe(200);

    const noSession = await call(app, null, 'POST', '/workingRegisters/createMany', forLeader);
    expect(noSession.statusCode).toBe(401);
    expect(
      (await createMany('viewer', { userId: id.viewer, values: [{ date: day(2), workingTimes: C1 }] })).statusCode,
    ).toBe(403);
    expect(
      (await createMany('outsource', { userId: id.outsource, values: [{ date: day(2), workingTimes: C1 }] }))
        .statusCode,
    ).toBe(403);
  });

  it('refuses outsourced people and unknown users', async () => {
    const outsourced = await createMany('manager', {
      userId: id.outsource,
      values: [{ date: day(2), workingTimes: C1 }],
    });
    expect(outsourced.statusCode).toBe(400);
    expect(outsourced.json<{ message: string }>().message).toBe('Outsourced users keep no working registers.');
    const unknown = await createMany('manager', { userId: 99_999_999, values: [{ date: day(2), workingTimes: C1 }] });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('one day at a time', () => {
  it('creates a day once, changes its hours and recomputes the totals', async () => {
    const created = await call(app, token.manager, 'POST', '/workingRegisters', {
      userId: id.leader,
      date: day(3),
      workingTimes: [...C1, 19],
    });
    expect(created.statusCode, created.body).toBe(201);
    const row = created.json<Register & { updatedAt: string }>();
    expect(row).toMatchObject({ totalHours: 4, totalHoursOT: 1 });
    const again = await call(app, token.manager, 'POST', '/workingRegisters', {
      userId: id.leader,
      date: day(3),
      workingTimes: C2,
    });
    expect(again.statusCode).toBe(409);

    const changed = await call(app, token.manager, 'PUT', `/workingRegisters/${row.id}`, {
      workingTimes: [...C2, ...C3],
      updatedAt: row.updatedAt,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ totalHours: 5, totalHoursOT: 5 });
    const stale = await call(app, token.manager, 'PUT', `/workingRegisters/${row.id}`, {
      workingTimes: C1,
      updatedAt: row.updatedAt,
    });
    expect(stale.statusCode).toBe(409);
    const typedTotals = await call(app, token.manager, 'PUT', `/workingRegisters/${row.id}`, { totalHours: 40 });
    expect(typedTotals.statusCode).toBe(400);
    expect(
      (await call(app, token.designer, 'PUT', `/workingRegisters/${row.id}`, { workingTimes: C1 })).statusCode,
    ).toBe(403);
    expect((await call(app, token.manager, 'PUT', '/workingRegisters/99999999', { workingTimes: C1 })).statusCode).toBe(
      404,
    );
    expect(
      (
        await call(app, token.designer, 'POST', '/workingRegisters', {
          userId: id.leader,
          date: day(3),
          workingTimes: C1,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('reading registers', () => {
  it('answers one person’s range to themselves and to those with get, and checks the range', async () => {
    const query = (userId: number, from: string, to: string) => ({ userId: String(userId), from, to });
    const get = (who: string, q: Record<string, string>) =>
      call(app, token[who], 'GET', '/workingRegisters/user', undefined, q);
    expect((await get('designer', query(id.leader, day(0), day(6)))).statusCode).toBe(403);
    const managers = await get('manager', query(id.designer, day(0), day(6)));
    expect(managers.statusCode).toBe(200);
    expect(managers.json<{ results: Register[] }>().results).toHaveLength(3);
    expect((await get('manager', query(id.designer, day(6), day(0)))).statusCode).toBe(400);
    expect((await get('manager', query(id.designer, '2030-01-01', '2031-06-01'))).statusCode).toBe(400);
    expect((await get('manager', { userId: String(id.designer), from: day(0) })).statusCode).toBe(400);
    expect((await get('manager', { ...query(id.designer, day(0), day(1)), extra: '1' })).statusCode).toBe(400);
    expect((await get('outsource', query(id.outsource, day(0), day(6)))).statusCode).toBe(403);
    expect(
      (await call(app, null, 'GET', '/workingRegisters/user', undefined, query(id.designer, day(0), day(1))))
        .statusCode,
    ).toBe(401);
  });

  it('filters the week table by the role of the registered users', async () => {
    const designers = await list<Register & { user: { roleId: number } }>(app, token.manager, 'workingRegisters', {
      roleId: String(ROLE_IDS.pd),
      includes: 'user',
      limit: 99,
      filter: { date: { $gte: day(0), $lte: day(6) } },
    });
    expect(designers.status).toBe(200);
    expect(designers.results.length).toBeGreaterThan(0);
    expect(designers.results.every((r) => r.user.roleId === ROLE_IDS.pd)).toBe(true);
    const both = await list<Register>(app, token.manager, 'workingRegisters', {
      roleId: `${ROLE_IDS.pd},${ROLE_IDS.cpo}`,
      filter: { date: { $gte: day(0), $lte: day(6) } },
    });
    expect(new Set(both.results.map((r) => r.userId))).toEqual(new Set([id.designer, id.leader]));
    expect((await list(app, token.manager, 'workingRegisters', { roleId: 'designers' })).status).toBe(400);
    expect((await list(app, token.designer, 'workingRegisters', {})).status).toBe(403);
  });
});
