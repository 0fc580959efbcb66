import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { relationsOf } from '../../src/shared/domain/relations';
import { mayDo } from '../../src/shared/domain/resourceAccess';
import { RESOURCE_LIST } from '../../src/shared/domain/resources';
import { accountOf, type Account } from '../security/scopeOracle';
import { call, createTestApp, demoEmail, list, login, type TestApp } from './harness';

/**
 * The security suite, holes 1 to 4 of the trust issue: for each, the request that exploited
 * it, now refused or narrowed, and the data unchanged.
 */

type Row = Record<string, unknown> & { id: number };

let t: TestApp;
let app: FastifyInstance;
const token: Record<string, string> = {};
const who: Record<string, Account> = {};
const NAMES = ['manager', 'outsource', 'customer', 'designer', 'leader', 'sale'] as const;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  for (const name of NAMES) token[name] = await login(app, demoEmail(name));
  const users = await list<Row>(app, token.manager, 'users', { limit: 500 });
  for (const name of NAMES) who[name] = accountOf(users.results.find((u) => u.email === demoEmail(name))!);
});

afterAll(async () => {
  await t.close();
});

const idsOf = async (name: string, resource: string, filter: object = {}) =>
  new Set((await list<Row>(app, token[name], resource, { limit: 500, filter })).results.map((r) => r.id));

const count = async (resource: string, filter: object = {}) =>
  (await list(app, token.manager, resource, { limit: 1, filter })).total;

describe('hole 1: includes stay inside the scope', () => {
  it('embeds no order the outsourced designer cannot open, through comments or mistake records', async () => {
    const mine = await idsOf('outsource', 'orders');
    const all = await list<Row>(app, token.manager, 'orders', { limit: 500 });
    const hidden = all.results.find((o) => !mine.has(o.id))!;
    expect((await call(app, token.outsource, 'GET', `/orders/${hidden.id}`)).statusCode).toBe(404);

    const through = await list<Row>(app, token.outsource, 'comments', {
      filter: { orderId: hidden.id },
      includes: 'order',
    });
    expect(through.status).toBe(200);
    expect(through.results).toEqual([]);

    for (const resource of ['comments', 'mistakeRecords']) {
      const rows = await list<Row & { order: Row | null }>(app, token.outsource, resource, {
        limit: 500,
        includes: 'order',
      });
      expect(rows.status).toBe(200);
      for (const row of rows.results)
        if (row.order) expect(mine.has(row.order.id), `${resource} #${row.id}`).toBe(true);
    }
  });

  it('embeds, for every account and relation, only rows the account reaches, and summaries of resources it may not read', async () => {
    for (const name of ['outsource', 'customer', 'designer'] as const) {
      const account = who[name];
      const readable = new Map<string, Set<number>>();
      for (const resource of RESOURCE_LIST) {
        const relations = [...relationsOf(resource).values()];
        if (relations.length === 0 || !mayDo(account, resource, 'get')) continue;
        const includes = relations.map((r) => r.name).join(',');
        // Whole rows, and a list's summaries: neither shows more of a resource the account may not read.
        for (const embed of ['full', 'summary'] as const) {
          const rows = await list<Row>(app, token[name], resource.name, { limit: 200, includes, embed });
          expect(rows.status, `${name} ${resource.name}`).toBe(200);
          for (const relation of relations) {
            const target = relation.target;
            const embedded = rows.results.flatMap((row) => {
              const value = row[relation.name] as Row | Row[] | null;
              return value === null ? [] : Array.isArray(value) ? value : [value];
            });
            if (embedded.length === 0) continue;
            if (!mayDo(account, target, 'get')) {
              const summary = new Set(['id', target.titleField, 'avatar', 'thumbnail', 'roleId']);
              for (const row of embedded) for (const key of Object.keys(row)) expect(summary.has(key), key).toBe(true);
              continue;
            }
            if (!readable.has(target.name)) readable.set(target.name, await idsOf(name, target.name));
            for (const row of embedded) {
              expect(
                readable.get(target.name)!.has(row.id),
                `${name}: ${resource.name}.${relation.name} #${row.id}`,
              ).toBe(true);
            }
          }
        }
      }
    }
  });
});

describe('hole 2: a base resource shows no more than its views and orders would', () => {
  it('gives the outsourced designer only comments on its orders or about itself', async () => {
    expect(
      mayDo(
        who.outsource,
        RESOURCE_LIST.find((r) => r.name === 'customerComments')!,
        'get',
      ),
    ).toBe(false);
    const orders = await idsOf('outsource', 'orders');
    const rows = await list<Row>(app, token.outsource, 'comments', { limit: 500 });
    expect(rows.status).toBe(200);
    expect(rows.total).toBeLessThan(await count('comments'));
    for (const row of rows.results) {
      const onMyOrder = typeof row.orderId === 'number' && orders.has(row.orderId);
      expect(onMyOrder || row.userId === who.outsource.id, `comment #${row.id}`).toBe(true);
    }
    expect((await call(app, token.outsource, 'GET', '/customerComments')).statusCode).toBe(403);
    expect((await call(app, token.outsource, 'GET', '/userComments')).statusCode).toBe(403);
  });

  it("gives the outsourced designer only its own mistake records, not other people's fines", async () => {
    const rows = await list<Row>(app, token.outsource, 'mistakeRecords', { limit: 500 });
    expect(rows.status).toBe(200);
    for (const row of rows.results) expect(row.victimId).toBe(who.outsource.id);
    const others = await list<Row>(app, token.manager, 'mistakeRecords', {
      filter: { victimId: who.designer.id },
      limit: 1,
    });
    expect(others.results.length).toBe(1);
    expect((await call(app, token.outsource, 'GET', `/mistakeRecords/${others.results[0].id}`)).statusCode).toBe(404);
  });
});

describe('hole 3: a write naming a record the caller cannot read is refused', () => {
  it('refuses a customer rating another customer, and keeps that rating', async () => {
    const others = await list<Row>(app, token.manager, 'customers', { limit: 500 });
    const other = others.results.find((c) => c.id !== who.customer.customerId)!;
    const before = (await call(app, token.manager, 'GET', `/customers/${other.id}`)).json<Row>();
    const comments = await count('comments');
    for (const resource of ['customerComments', 'comments']) {
      const res = await call(app, token.customer, 'POST', `/${resource}`, {
        customerId: other.id,
        rate: 1,
        content: 'Terrible',
      });
      expect([403, 404], `${resource}: ${res.body}`).toContain(res.statusCode);
    }
    const after = (await call(app, token.manager, 'GET', `/customers/${other.id}`)).json<Row>();
    expect({ rate: after.rate, totalRate: after.totalRate }).toEqual({
      rate: before.rate,
      totalRate: before.totalRate,
    });
    expect(await count('comments')).toBe(comments);
  });

  it("refuses a comment on another customer's order, and one by an outsourced designer on an order it cannot read", async () => {
    const customerOrders = await idsOf('customer', 'orders');
    const outsourceOrders = await idsOf('outsource', 'orders');
    const all = await list<Row>(app, token.manager, 'orders', { limit: 500 });
    const comments = await count('comments');
    const foreign = all.results.find((o) => !customerOrders.has(o.id))!;
    const res = await call(app, token.customer, 'POST', '/comments', { orderId: foreign.id, content: 'Mine now' });
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json<{ message: string }>().message).toMatch(/orderId/);
    const unseen = all.results.find((o) => !outsourceOrders.has(o.id))!;
    const res2 = await call(app, token.outsource, 'POST', '/comments', { orderId: unseen.id, content: 'Hello' });
    expect(res2.statusCode, res2.body).toBe(404);
    expect(await count('comments')).toBe(comments);
  });

  it('refuses to change or delete a row outside the scope, and names no unreachable reference in a write', async () => {
    const mine = await idsOf('outsource', 'orders');
    const all = await list<Row>(app, token.manager, 'orders', { limit: 500 });
    const hidden = all.results.find((o) => !mine.has(o.id))!;
    // Without orders.update the outsourced designer is refused before the row is looked up.
    expect([403, 404]).toContain(
      (await call(app, token.outsource, 'PUT', `/orders/${hidden.id}`, { note: 'x' })).statusCode,
    );
    const mistakes = await count('mistakeRecords');
    const res = await call(app, token.leader, 'POST', '/mistakeRecords', {
      orderId: 99_999_999,
      victimId: who.outsource.id,
      mistakeTypeId: (await list<Row>(app, token.manager, 'mistakeTypes', { limit: 1 })).results[0].id,
    });
    expect(res.statusCode, res.body).toBe(404);
    expect(await count('mistakeRecords')).toBe(mistakes);
    const after = (await call(app, token.manager, 'GET', `/orders/${hidden.id}`)).json<Row>();
    expect(after.note).toBe(hidden.note);
  });
});

describe("hole 4: salaries, shifts and requests are each person's own", () => {
  it('refuses every designer, even on the manager, the lists of others, and answers their own through /me', async () => {
    for (const name of ['designer', 'outsource', 'leader'] as const) {
      for (const resource of ['salaryHistories', 'workingRegisters', 'userRequests']) {
        // Outsourced designers keep no shifts (spec section 2): no workingRegisters at all.
        if (name === 'outsource' && resource === 'workingRegisters') {
          expect((await call(app, token[name], 'GET', `/${resource}/me`)).statusCode).toBe(403);
          continue;
        }
        expect((await call(app, token[name], 'GET', `/${resource}`)).statusCode, `${name} ${resource}`).toBe(403);
        const own = await call(app, token[name], 'GET', `/${resource}/me`);
        expect(own.statusCode, `${name} ${resource}/me`).toBe(200);
        for (const row of own.json<{ results: Row[] }>().results) expect(row.userId).toBe(who[name].id);
      }
    }
    const managers = await list<Row>(app, token.manager, 'salaryHistories', {
      filter: { userId: who.manager.id },
      limit: 1,
    });
    const row = managers.results[0];
    if (row) expect((await call(app, token.designer, 'GET', `/salaryHistories/${row.id}`)).statusCode).toBe(403);
  });
});
