import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportColumnsOf, type ExportPage } from '../../src/shared/api/endpoints/exports';
import { RESOURCE_NAMES, RESOURCES } from '../../src/shared/domain/resources';
import { call, createTestApp, demoEmail, login, type TestApp } from './harness';
import { daysAround, getWith, listAll } from './analysis.support';

/**
 * `GET /{resource}/exportExcel`: its pages put end to end are the list's rows, in the list's
 * order, with references written as names; `startTime` and `endTime` bound the creation.
 */

type Wire = { columns: ExportPage['columns']; results: unknown[][]; total: number };

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

async function page(token: string, resource: string, query: Record<string, string | object>): Promise<Wire> {
  const res = await getWith(app, token, `/${resource}/exportExcel`, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Wire>();
}

/** Every page of an export, `size` rows at a time, as a client writing a workbook asks for them. */
async function exportAll(token: string, resource: string, size: number, query: Record<string, string | object> = {}) {
  const rows: unknown[][] = [];
  for (;;) {
    const next = await page(token, resource, { ...query, limit: String(size), offset: String(rows.length) });
    rows.push(...next.results);
    // The first page shorter than asked for is the last.
    if (next.results.length < size) return { rows, total: next.total };
  }
}

describe('GET /{resource}/exportExcel', () => {
  it('pages through exactly the list’s rows in the list’s order, ties broken by id', async () => {
    const cases: Record<string, string | object>[] = [
      {},
      { orderBy: 'status' },
      { orderBy: 'paymentStatus,-priceOrder', filter: { status: { $in: ['done', 'feedback', 'canceled'] } } },
      { q: 'logo', orderBy: 'finishedDate' },
    ];
    for (const query of cases) {
      const listed = await listAll<{ id: number }>(app, manager, 'orders', query);
      const exported = await exportAll(manager, 'orders', 7, query);
      expect(exported.total, JSON.stringify(query)).toBe(listed.length);
      expect(
        exported.rows.map((r) => r[0]),
        JSON.stringify(query),
      ).toEqual(listed.map((o) => o.id));
    }
  });

  it('writes the list’s columns, references as the names of what they point at', async () => {
    const { columns, results } = await page(manager, 'orders', { limit: '50', filter: { designerId: { $ne: null } } });
    expect(columns).toEqual(exportColumnsOf(RESOURCES.orders));
    const at = (field: string) => columns.findIndex((c) => c.field === field);
    const customers = await listAll<{ id: number; displayName: string }>(app, manager, 'customers');
    const users = await listAll<{ id: number; displayName: string }>(app, manager, 'users');
    const orders = await listAll<{ id: number; customerId: number; designerId: number }>(app, manager, 'orders');
    for (const row of results) {
      const order = orders.find((o) => o.id === row[0])!;
      expect(row[at('customerId')]).toBe(customers.find((c) => c.id === order.customerId)?.displayName);
      expect(row[at('designerId')]).toBe(users.find((u) => u.id === order.designerId)?.displayName);
      expect(typeof row[at('priceOrder')]).toBe('number');
      expect(Number.isNaN(Date.parse(String(row[at('createdAt')])))).toBe(false);
    }
    const withLists = await page(manager, 'customers', { limit: '100' });
    const services = withLists.columns.findIndex((c) => c.field === 'serviceTypeIds');
    for (const row of withLists.results) {
      const cell = row[services];
      expect(Array.isArray(cell)).toBe(true);
      for (const name of cell as unknown[]) expect(typeof name).toBe('string');
    }
  });

  it('bounds the creation with startTime (included) and endTime (excluded), beside the list’s filter', async () => {
    const range = daysAround(30, 1);
    const filter = { status: ['done', 'feedback'], createdAt: { $gte: range.$gte, $lt: range.$lt } };
    const listed = await listAll<{ id: number }>(app, manager, 'orders', { filter });
    const exported = await exportAll(manager, 'orders', 500, {
      filter: { status: ['done', 'feedback'], startTime: range.$gte, endTime: range.$lt },
    });
    expect(listed.length).toBeGreaterThan(0);
    expect(exported.rows.map((r) => r[0])).toEqual(listed.map((o) => o.id));
  });

  it('serves every resource’s list: the same total, with its columns', async () => {
    for (const name of RESOURCE_NAMES) {
      const listed = await call(app, manager, 'GET', `/${name}`, undefined, { limit: '1' });
      const exported = await page(manager, name, { limit: '20' });
      expect(exported.total, name).toBe(listed.json<{ total: number }>().total);
      expect(exported.columns, name).toEqual(exportColumnsOf(RESOURCES[name]));
      for (const row of exported.results) expect(row, name).toHaveLength(exported.columns.length);
    }
  });

  it('never writes a secret column', async () => {
    const exported = await page(manager, 'users', { limit: '5' });
    expect(exported.columns.map((c) => c.field)).not.toEqual(expect.arrayContaining(['password']));
    expect(JSON.stringify(exported.results)).not.toContain('$argon2');
  });
});

describe('GET /orders/exportExcel with heldBy', () => {
  it('holds the rows the orders list shows for the department holding their stage', async () => {
    const departments = await listAll<{ id: number; name: string }>(app, manager, 'departments');
    const pd = departments.find((d) => d.name === 'PD')!;
    const query = { heldBy: String(pd.id), filter: { status: { $in: ['design_in_progress', 'feedback', 'done'] } } };
    const listed = await listAll<{ id: number }>(app, manager, 'orders', query);
    const all = await listAll<{ id: number }>(app, manager, 'orders', { filter: query.filter });
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.length).toBeLessThan(all.length);
    const exported = await exportAll(manager, 'orders', 50, query);
    expect(exported.total).toBe(listed.length);
    expect(exported.rows.map((r) => r[0])).toEqual(listed.map((o) => o.id));
    expect((await page(manager, 'orders', { heldBy: '999999' })).total).toBe(0);
  });

  it('refuses a malformed heldBy, and heldBy on another resource’s export (400)', async () => {
    for (const heldBy of ['abc', '-1', '1.5', '99999999999']) {
      const res = await getWith(app, manager, '/orders/exportExcel', { heldBy });
      expect(res.statusCode, heldBy).toBe(400);
    }
    const customers = await getWith(app, manager, '/customers/exportExcel', { heldBy: '1' });
    expect(customers.statusCode).toBe(400);
    expect(customers.json<{ message: string }>().message).toContain('heldBy');
  });
});
