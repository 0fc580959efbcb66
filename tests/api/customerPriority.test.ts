import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getWith } from './analysis.support';
import { call, createTestApp, list, signInAccounts, type TestApp } from './harness';

/**
 * Issue 40's how-to, "add a field to an existing resource" (docs/howto.md), as a test: the
 * customers' `priority` was added by the registry, its labels and its migration alone, and the
 * API takes, validates, filters, sorts and exports it with no other file touched.
 */

type Customer = { id: number; priority: string | null; updatedAt: string };

let t: TestApp;
let app: FastifyInstance;
let token: Record<'manager' | 'sale', string>;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  ({ token } = await signInAccounts(app, ['manager', 'sale'] as const));
});

afterAll(async () => {
  await t.close();
});

describe('a customer’s priority, added in the registry only', () => {
  it('is created, read, changed, filtered and sorted like any field', async () => {
    const created = await call(app, token.sale, 'POST', '/customers', { displayName: 'Priority Ltd', priority: 'vip' });
    expect(created.statusCode, created.body).toBe(201);
    const customer = created.json<Customer>();
    expect(customer.priority).toBe('vip');
    const changed = await call(app, token.sale, 'PUT', `/customers/${customer.id}`, {
      priority: 'high',
      updatedAt: customer.updatedAt,
    });
    expect(changed.json<Customer>().priority).toBe('high');
    const high = await list<Customer>(app, token.manager, 'customers', { filter: { priority: 'high' } });
    expect(high.results.map((c) => c.id)).toContain(customer.id);
    expect(high.results.every((c) => c.priority === 'high')).toBe(true);
    const sorted = await list<Customer>(app, token.manager, 'customers', { orderBy: '-priority', limit: 5 });
    expect(sorted.results.length).toBeGreaterThan(0);
  });

  it('refuses a value outside its list, with the field named', async () => {
    const res = await call(app, token.sale, 'POST', '/customers', { displayName: 'Urgent Ltd', priority: 'urgent' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ details: { fields: { path: string }[] } }>().details.fields.map((f) => f.path)).toContain(
      'priority',
    );
  });

  it('is a column of the Excel export, with its value', async () => {
    const res = await getWith(app, token.manager, '/customers/exportExcel', {
      filter: JSON.stringify({ priority: 'high' }),
      limit: '50',
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<{ columns: { field: string }[]; results: unknown[][] }>();
    const at = page.columns.findIndex((c) => c.field === 'priority');
    expect(at).toBeGreaterThan(0);
    expect(page.results.length).toBeGreaterThan(0);
    expect(page.results.every((row) => row[at] === 'high')).toBe(true);
  });
});
