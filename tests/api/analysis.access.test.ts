import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYSED_RESOURCES, type ResourceAnalysis } from '../../src/shared/api/endpoints/analysis';
import { can, isManager } from '../../src/shared/domain/permissions';
import { mayDo } from '../../src/shared/domain/resourceAccess';
import { RESOURCE_NAMES, RESOURCES } from '../../src/shared/domain/resources';
import { DEMO_ACCOUNTS } from '../../src/shared/demo/demoAccounts';
import { accountOf, type Account, type Row } from '../security/scopeOracle';
import { call, createTestApp, demoEmail, login, type TestApp } from './harness';
import { daysAround, getWith, listAll, revenueOf, type OrderRow } from './analysis.support';

/**
 * Who may read the figures and exports (spec section 6), and what they count: every demo
 * account against the registry's decision, the scope of outsourced and customer accounts,
 * and the refusals of bad filters, dates and limits.
 */

let t: TestApp;
let app: FastifyInstance;
let manager: string;
const accounts = new Map<string, Account>();
const tokens = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  manager = await login(app, demoEmail('manager'));
  const users = await listAll<Row>(app, manager, 'users');
  for (const demo of DEMO_ACCOUNTS) {
    accounts.set(demo.email, accountOf(users.find((u) => u.email === demo.email)!));
    tokens.set(demo.email, await login(app, demo.email));
  }
});

afterAll(async () => {
  await t.close();
});

/** Every endpoint of the figures and exports, with whether an account may call it. */
const ENDPOINTS: readonly { path: string; may: (a: Account) => boolean }[] = [
  { path: '/summaries/dashbroad', may: (a) => isManager(a) },
  { path: '/niches/analysic', may: (a) => mayDo(a, RESOURCES.niches, 'analysis') },
  { path: '/users/designersAnalysis', may: (a) => can(a, 'users', 'designersAnalysis') },
  { path: '/users/designersAnalysisBaseOnStatus/done', may: (a) => can(a, 'users', 'designersAnalysis') },
  ...ANALYSED_RESOURCES.map((name) => ({
    path: `/${name}/analysis`,
    may: (a: Account) => mayDo(a, RESOURCES[name], 'analysis'),
  })),
  ...RESOURCE_NAMES.map((name) => ({
    path: `/${name}/exportExcel`,
    may: (a: Account) => mayDo(a, RESOURCES[name], 'exportExcel'),
  })),
];

const get = (token: string | null, path: string, query?: Record<string, string | object>) =>
  getWith(app, token, path, query);

describe('access', () => {
  it('asks for a session on every endpoint', async () => {
    for (const { path } of ENDPOINTS) expect((await get(null, path)).statusCode, path).toBe(401);
  });

  it('answers every demo account as its permissions say, and 403 names the missing key', async () => {
    const mismatches: string[] = [];
    for (const [email, account] of accounts) {
      for (const { path, may } of ENDPOINTS) {
        const res = await get(tokens.get(email)!, path, path.endsWith('exportExcel') ? { limit: '1' } : {});
        const expected = may(account) ? 200 : 403;
        if (res.statusCode !== expected) mismatches.push(`${email} ${path}: ${res.statusCode}, expected ${expected}`);
      }
    }
    expect(mismatches).toEqual([]);
    const refused = await get(tokens.get(demoEmail('viewer'))!, '/orders/analysis');
    expect(refused.json()).toMatchObject({ message: 'Missing permission: orders.analysis' });
  });

  it('gives the demo roles the report and export keys of their work, and the viewer none', () => {
    const allowed = (name: string) => ENDPOINTS.filter((e) => e.may(accounts.get(demoEmail(name))!)).map((e) => e.path);
    expect(allowed('viewer')).toEqual([]);
    expect(allowed('sale')).toEqual(
      expect.arrayContaining([
        '/orders/analysis',
        '/customers/analysis',
        '/channels/analysis',
        '/dealpipelines/analysis',
        '/orders/exportExcel',
        '/customers/exportExcel',
      ]),
    );
    expect(allowed('leader')).toEqual(
      expect.arrayContaining(['/users/designersAnalysis', '/orders/analysis', '/niches/analysis', '/niches/analysic']),
    );
    expect(allowed('qa')).toEqual(expect.arrayContaining(['/orders/analysis', '/customers/analysis']));
    expect(allowed('manager')).toHaveLength(ENDPOINTS.length);
  });
});

describe('scope', () => {
  /** Gives an account the report and export keys of orders through the permissions endpoint. */
  async function grant(name: string): Promise<string> {
    const account = accounts.get(demoEmail(name))!;
    const permission = {
      ...account.permission,
      orders: [...(account.permission?.orders ?? []), 'analysis', 'exportExcel'],
      niches: ['analysis'],
      users: [...(account.permission?.users ?? []), 'designersAnalysis'],
    };
    const res = await call(app, manager, 'POST', '/auth/permissions', { userId: account.id, permission });
    expect(res.statusCode, res.body).toBe(200);
    return tokens.get(demoEmail(name))!;
  }

  it('counts only the orders an outsourced designer or a customer may read', async () => {
    for (const name of ['outsource', 'customer']) {
      const token = await grant(name);
      const own = await listAll<OrderRow>(app, token, 'orders');
      const everyone = await listAll<OrderRow>(app, manager, 'orders');
      expect(own.length).toBeGreaterThan(0);
      expect(own.length).toBeLessThan(everyone.length);
      const analysis = (await get(token, '/orders/analysis')).json<ResourceAnalysis>();
      expect(analysis.totals.totalOrder, name).toBe(own.length);
      expect(analysis.totals.totalRevenue, name).toBe(revenueOf(own));
      const designers = (await get(token, '/users/designersAnalysis')).json<{ numOrderPieChar: { value: number }[] }>();
      const designed = own.filter((o) => o.designerId !== null).length;
      expect(
        designers.numOrderPieChar.reduce((s, p) => s + p.value, 0),
        name,
      ).toBe(designed);
      const exported = (await get(token, '/orders/exportExcel', { limit: '5000' })).json<{
        total: number;
        results: unknown[][];
      }>();
      expect(exported.total, name).toBe(own.length);
      expect(exported.results.map((r) => r[0]).sort()).toEqual(own.map((o) => o.id).sort());
    }
    // Niches stay hidden from outsourced users, whatever their keys.
    expect((await get(tokens.get(demoEmail('outsource'))!, '/niches/analysic')).statusCode).toBe(403);
  });
});

describe('bad input', () => {
  const refusal = async (path: string, query: Record<string, string | object>) => {
    const res = await get(manager, path, query);
    expect(res.statusCode, `${path} ${JSON.stringify(query)}`).toBe(400);
    return res.json<{ message: string; details?: { fields?: { path: string; message: string }[] } }>();
  };

  it('refuses a range whose start is after its end, naming the field', async () => {
    const reversed = { createdAt: { $gte: '2026-12-01T00:00:00+07:00', $lt: '2026-11-01T00:00:00+07:00' } };
    for (const path of ['/summaries/dashbroad', '/orders/analysis', '/niches/analysic', '/users/designersAnalysis']) {
      const body = await refusal(path, { filter: reversed });
      expect(body.details?.fields).toEqual([
        { path: 'filter.createdAt.$lt', message: 'The start of the range is after its end.' },
      ]);
    }
    const exported = await refusal('/orders/exportExcel', {
      filter: { startTime: '2026-12-01T00:00:00Z', endTime: '2026-11-01T00:00:00Z' },
    });
    expect(exported.details?.fields?.[0]?.path).toBe('filter.endTime');
  });

  it('refuses malformed dates, unknown fields and operators, and bad JSON', async () => {
    const dated = await refusal('/orders/analysis', { filter: { createdAt: { $gte: '2026-02-30T00:00:00Z' } } });
    expect(dated.message).toContain('filter.createdAt.$gte: Must be a date and time in ISO 8601');
    await refusal('/orders/analysis', { filter: { createdAt: { $gte: '2026-11-01' } } });
    await refusal('/orders/exportExcel', { filter: { startTime: '01/11/2026' } });
    expect((await refusal('/channels/analysis', { filter: { channelId: 1 } })).details?.fields).toEqual([
      { path: 'filter.channelId', message: 'Unknown field.' },
    ]);
    await refusal('/summaries/dashbroad', { filter: { status: 'done' } });
    await refusal('/orders/analysis', { filter: { createdAt: { $eq: '2026-11-01T00:00:00Z' } } });
    await refusal('/orders/analysis', { filter: { status: 'finished' } });
    await refusal('/users/designersAnalysisBaseOnStatus/done', { filter: { status: 'done' } });
    await refusal('/orders/analysis', { filter: '{"createdAt":' });
    await refusal('/orders/exportExcel', { filter: { password: 'x' } });
  });

  it('refuses oversized limits, unknown parameters, buckets and statuses', async () => {
    expect((await refusal('/orders/exportExcel', { limit: '5001' })).message).toContain('from 0 to 5000');
    expect((await get(manager, '/orders/exportExcel', { limit: '5000' })).statusCode).toBe(200);
    await refusal('/orders/analysis', { limit: '501' });
    await refusal('/orders/analysis', { bucket: 'hour' });
    await refusal('/orders/analysis', { includes: 'customer' });
    await refusal('/orders/exportExcel', { includes: 'customer' });
    await refusal('/summaries/dashbroad', { limit: '1' });
    await refusal('/users/designersAnalysisBaseOnStatus/finished', {});
    const days = await refusal('/orders/analysis', { filter: { createdAt: daysAround(800, 1) }, bucket: 'day' });
    expect(days.details?.fields?.[0]?.path).toBe('bucket');
  });

  it('refuses on every endpoint a malformed, oversized or misspelt filter, and a parameter twice', async () => {
    const oversized = JSON.stringify({ createdAt: { $gte: '2026-11-01T00:00:00Z' }, pad: 'x'.repeat(10_000) });
    const reversed = { createdAt: { $gt: '2026-12-01T00:00:00Z', $lte: '2026-11-01T00:00:00Z' } };
    const exportReversed = { startTime: '2026-12-01T00:00:00Z', endTime: '2026-11-01T00:00:00Z' };
    for (const { path } of ENDPOINTS) {
      const exported = path.endsWith('/exportExcel');
      await refusal(path, { filter: '{"createdAt":{"$gte":' });
      expect((await refusal(path, { filter: oversized })).message, path).toContain('longer than 10000 characters');
      await refusal(path, { filter: exported ? exportReversed : reversed });
      await refusal(path, { filter: exported ? { startTime: 'yesterday' } : { createdAt: { $lt: 'yesterday' } } });
      await refusal(path, { unknown: '1' });
      const twice = await get(manager, `${path}?filter=%7B%7D&filter=%7B%7D`);
      expect(twice.statusCode, path).toBe(400);
    }
  });

  it('has no designer chart without its status', async () => {
    const res = await refusal('/users/designersAnalysisBaseOnStatus/', {});
    expect(res.message).toContain('The status must be one of: pre_order,');
  });
});
