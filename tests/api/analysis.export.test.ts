import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportColumnsOf, type ExportPage } from '../../src/shared/api/endpoints/exports';
import { RESOURCE_NAMES, RESOURCES } from '../../src/shared/domain/resources';
import { call, createTestApp, demoEmail, login, SEED_IMAGE, type TestApp } from './harness';
import { daysAround, getWith, listAll } from './analysis.support';

/**
 * `GET /{resource}/exportExcel`: its pages put end to end are the list's rows, in the list's
 * order, with references written as names; `startTime` and `endTime` bound the creation.
 */

type Wire = { columns: ExportPage['columns']; results: unknown[][]; total: number; next: string | null };

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

/**
 * Every page of an export, `size` rows at a time, as a client writing a workbook asks for
 * them: each after the `next` cursor of the one before, until it is null (or, `byOffset`, at
 * offsets until a page comes back shorter than asked for).
 */
async function exportAll(
  token: string,
  resource: string,
  size: number,
  query: Record<string, string | object> = {},
  byOffset = false,
) {
  const rows: unknown[][] = [];
  let after: string | null = null;
  for (;;) {
    const at: Record<string, string> = byOffset ? { offset: String(rows.length) } : after ? { after } : {};
    const next = await page(token, resource, { ...query, limit: String(size), ...at });
    rows.push(...next.results);
    if (byOffset ? next.results.length < size : next.next === null) return { rows, total: next.total };
    after = next.next;
  }
}

describe('GET /{resource}/exportExcel', () => {
  it('pages through exactly the list’s rows in the list’s order, ties broken by id', async () => {
    const cases: Record<string, string | object>[] = [
      {},
      { orderBy: 'status' },
      { orderBy: 'paymentStatus,-priceOrder', filter: { status: { $in: ['done', 'feedback', 'canceled'] } } },
      { q: 'logo', orderBy: 'finishedDate' },
      // Empty values last whichever the direction, directions mixed, id first.
      { orderBy: '-finishedDate,priceOrder' },
      { orderBy: 'designerId,-createdAt' },
      { orderBy: '-designerId,finishedDate,-id' },
      { orderBy: 'id' },
      // A ranked search keeps offset paging inside its cursor.
      { q: 'logo' },
    ];
    for (const query of cases) {
      const listed = await listAll<{ id: number }>(app, manager, 'orders', query);
      for (const byOffset of [false, true]) {
        const exported = await exportAll(manager, 'orders', 7, query, byOffset);
        const label = `${JSON.stringify(query)}${byOffset ? ' by offset' : ''}`;
        expect(exported.total, label).toBe(listed.length);
        expect(
          exported.rows.map((r) => r[0]),
          label,
        ).toEqual(listed.map((o) => o.id));
      }
    }
  });

  it('continues after the last row exported, so a row created meanwhile repeats none', async () => {
    const first = await page(manager, 'orders', { limit: '5', orderBy: '-createdAt' });
    expect(first.next).not.toBeNull();
    const listed = await listAll<{ id: number }>(app, manager, 'orders', { orderBy: '-createdAt' });
    const created = await call(app, manager, 'POST', '/orders', { name: 'Đơn mới giữa chừng', thumbnail: SEED_IMAGE });
    expect(created.statusCode, created.body).toBe(201);
    const second = await page(manager, 'orders', { limit: '5', orderBy: '-createdAt', after: first.next! });
    expect(second.results.map((r) => r[0])).toEqual(listed.slice(5, 10).map((o) => o.id));
    // The total is the first page's, carried by the cursor.
    expect(second.total).toBe(first.total);
    await call(app, manager, 'DELETE', `/orders/${created.json<{ id: number }>().id}`);
  });

  it('refuses a cursor of another order, or one it did not make (400)', async () => {
    const first = await page(manager, 'orders', { limit: '5', orderBy: 'priceOrder' });
    for (const query of [
      { orderBy: '-priceOrder', after: first.next! },
      { q: 'logo', after: first.next! },
      { orderBy: 'priceOrder', after: 'bm90IGEgY3Vyc29y' },
    ]) {
      const res = await getWith(app, manager, '/orders/exportExcel', query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json<{ message: string }>().message).toContain('cursor');
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
