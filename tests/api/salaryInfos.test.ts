import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARCH_2026_RATES } from '../../src/shared/domain/payroll/workedExamples';
import { API, call, createTestApp, demoEmail, login, type TestApp } from './harness';

/**
 * A month's salary info as a manager opens and edits it (POST and PUT /salaryInfos), and the
 * input refused: missing, malformed, oversized, or from someone who may not.
 */

let t: TestApp;
let app: FastifyInstance;
let manager: string;
let designer: string;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  manager = await login(app, demoEmail('manager'));
  designer = await login(app, demoEmail('designer'));
});
afterAll(() => t.close());

type Info = { id: number; dateMonth: string; baseSalary: number | null; bonus: unknown; updatedAt: string };

describe('a new month’s salary info', () => {
  let created: Info;

  it('is created for a month that has none', async () => {
    const res = await call(app, manager, 'POST', '/salaryInfos', {
      dateMonth: '2031-01-01',
      startDate: '2031-01-01',
      endDate: '2031-01-29',
      ...MARCH_2026_RATES,
      note: 'Opened early',
    });
    expect(res.statusCode, res.body).toBe(201);
    created = res.json<Info>();
    expect(created).toMatchObject({ dateMonth: '2031-01-01', baseSalary: 8_640_000, bonus: MARCH_2026_RATES.bonus });
  });

  it('is created with the month alone', async () => {
    const res = await call(app, manager, 'POST', '/salaryInfos', { dateMonth: '2031-02-01' });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('is changed, and read back as changed', async () => {
    const res = await call(app, manager, 'PUT', `/salaryInfos/${created.id}`, {
      dateMonth: '2031-01-01',
      baseSalary: 9_000_000,
      bonus: { A1: 3_500_000 },
      updatedAt: created.updatedAt,
    });
    expect(res.statusCode, res.body).toBe(200);
    const read = await call(app, manager, 'GET', `/salaryInfos/${created.id}`);
    expect(read.json<Info>()).toMatchObject({ baseSalary: 9_000_000, bonus: { A1: 3_500_000 } });
  });

  it('refuses a second info for the same month with 409, whether created or moved there', async () => {
    const res = await call(app, manager, 'POST', '/salaryInfos', { dateMonth: '2031-01-01' });
    expect(res.statusCode, res.body).toBe(409);
    const other = await call(app, manager, 'POST', '/salaryInfos', { dateMonth: '2031-06-01' });
    const moved = await call(app, manager, 'PUT', `/salaryInfos/${other.json<Info>().id}`, { dateMonth: '2031-01-01' });
    expect(moved.statusCode, moved.body).toBe(409);
  });

  it('refuses a missing or malformed month, and bonus or KPIs of the wrong shape, with 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'dateMonth'],
      [{ dateMonth: '2031-13-01' }, 'dateMonth'],
      [{ dateMonth: 'January' }, 'dateMonth'],
      [{ dateMonth: '2031-03-01', bonus: { A1: 'much' } }, 'bonus'],
      [{ dateMonth: '2031-03-01', bonus: [1, 2] }, 'bonus'],
      [{ dateMonth: '2031-03-01', kpis: { A2: { Z9: 1 } } }, 'kpis'],
      [{ dateMonth: '2031-03-01', baseSalary: -1 }, 'baseSalary'],
    ];
    for (const [body, field] of cases) {
      const res = await call(app, manager, 'POST', '/salaryInfos', body);
      expect(res.statusCode, `${JSON.stringify(body)} → ${res.body}`).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(field);
    }
    const put = await call(app, manager, 'PUT', `/salaryInfos/${created.id}`, { kpis: 'high' });
    expect(put.statusCode, put.body).toBe(400);
  });

  it('refuses an oversized note or body', async () => {
    const note = await call(app, manager, 'POST', '/salaryInfos', {
      dateMonth: '2031-04-01',
      note: 'x'.repeat(70_000),
    });
    expect(note.statusCode, note.body).toBe(400);
    const body = await app.inject({
      method: 'POST',
      url: `${API}/salaryInfos`,
      headers: { authorization: `Bearer ${manager}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ dateMonth: '2031-04-01', note: 'x'.repeat(1_100_000) }),
    });
    expect(body.statusCode, body.body).toBe(413);
  });

  it('is refused to someone without the permission, and to no one signed in', async () => {
    const res = await call(app, designer, 'POST', '/salaryInfos', { dateMonth: '2031-05-01' });
    expect(res.statusCode, res.body).toBe(403);
    expect((await call(app, designer, 'PUT', `/salaryInfos/${created.id}`, { baseSalary: 1 })).statusCode).toBe(403);
    expect((await call(app, null, 'POST', '/salaryInfos', { dateMonth: '2031-05-01' })).statusCode).toBe(401);
    expect((await call(app, null, 'PUT', `/salaryInfos/${created.id}`, { baseSalary: 1 })).statusCode).toBe(401);
  });
});
