import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ALL_ENDPOINTS, isGenericEndpoint } from '../../src/shared/api/api';
import type { ListQueryValues } from '../../src/shared/api/listQuery';
import { relationsOf } from '../../src/shared/domain/relations';
import { getResource, type ResourceDef } from '../../src/shared/domain/resources';
import { tableOfResource } from '../../src/server/db/columns';
import { orderHistories, orders, products } from '../../src/server/db/schema';
import { OrderHistoriesService } from '../../src/server/modules/orderHistories/orderHistories.service';
import { sessionUserOf } from '../../src/server/plugins/auth';
import { HttpError } from '../../src/server/plugins/httpErrors';
import { executeNamed, rowsJsonSql } from '../../src/server/resources/pageJson';
import { columnOf } from '../../src/server/resources/querySql';
import { publicColumns } from '../../src/server/db/rowJson';
import { drizzleResourceRepository, resolveListQuery, ResourceService } from '../../src/server/resources/index';
import { API, createTestApp, demoEmail, login, type TestApp } from './harness';

/**
 * The generic lists, and `GET /{resource}/{id}`, answer with JSON the database writes
 * (resources/pageJson.ts). It must be the JSON the schema path writes: the same rows, the same
 * fields and values, the same embedded relations (whole or summarised, only those in the
 * reader's scope), and for one row the same 404, for every resource and every kind of reader.
 */
let t: TestApp;
const ACCOUNTS = ['manager', 'sale', 'outsource', 'customer', 'viewer'] as const;
const tokens = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  for (const account of ACCOUNTS) tokens.set(account, await login(t.app, demoEmail(account)));
}, 60_000);

afterAll(async () => {
  await t.close();
});

const service = () => new ResourceService(drizzleResourceRepository(t.database.db));

/** What the schema path answers: the engine's rows through the endpoint's response schema. */
async function bySchema(account: string, path: string, query: Record<string, string>): Promise<unknown> {
  const endpoint = ALL_ENDPOINTS.find((e) => e.method === 'GET' && e.path === path);
  const resource = getResource(path.split('/')[1] ?? '');
  if (!endpoint?.query || !resource) throw new Error(`no generic list at ${path}`);
  const session = await sessionUserOf(t.database.db, tokens.get(account) ?? '');
  if (!session) throw new Error(`no session for ${account}`);
  const params = resolveListQuery(resource, endpoint.query.parse(query) as ListQueryValues);
  const deleted = path.endsWith('/getDelete') ? ({ deleted: 'only' } as const) : {};
  const answer = await service().list(session.user, resource, params, deleted);
  return JSON.parse(JSON.stringify(z.encode(endpoint.response, answer)));
}

const lists = ALL_ENDPOINTS.filter(
  (e) => isGenericEndpoint(e) && e.method === 'GET' && /^\/[A-Za-z]+(\/getDelete)?$/.test(e.path),
);

describe('a generic list written by the database', () => {
  it('covers the lists of the registry', () => {
    expect(lists.length).toBeGreaterThan(20);
  });

  for (const account of ACCOUNTS) {
    it(`answers ${account} what the schema path answers, on every list and with every relation`, async () => {
      let compared = 0;
      for (const endpoint of lists) {
        const relations = [...relationsOf(getResource(endpoint.path.split('/')[1] ?? '')!).values()];
        // The relations the database embeds, and every relation (a table's references to
        // itself are embedded by the schema path).
        const embedded = relations.filter((r) => r.target.name !== endpoint.path.split('/')[1]);
        const queries: Record<string, string>[] = [
          { limit: '30', includes: embedded.map((r) => r.name).join(',') },
          { limit: '7', offset: '3', orderBy: '-id', includes: relations.map((r) => r.name).join(',') },
          { limit: '5', filter: JSON.stringify({ id: { $gt: 2 } }) },
          { limit: '10', includes: embedded.map((r) => r.name).join(','), embed: 'summary' },
        ];
        for (const query of queries) {
          if (!query.includes) delete query.includes;
          const res = await t.app.inject({
            method: 'GET',
            url: `${API}${endpoint.path}?${new URLSearchParams(query).toString()}`,
            headers: { authorization: `Bearer ${tokens.get(account)}` },
          });
          if (res.statusCode !== 200) continue; // refused to this reader: the security suites' matter
          expect(res.headers['content-type']).toMatch(/^application\/json/);
          expect(res.json(), `${account} GET ${endpoint.path}?${JSON.stringify(query)}`).toEqual(
            await bySchema(account, endpoint.path, query),
          );
          compared += 1;
        }
      }
      expect(compared).toBeGreaterThan(0);
    }, 120_000);
  }

  it('embeds summaries when asked: the id, title, picture and code of each related row', async () => {
    // The newest orders, and one given two of the demo's products (no demo order has any).
    const picked = await t.database.db.select({ id: products.id }).from(products).orderBy(products.id).limit(2);
    const [order] = await t.database.db.select({ id: orders.id }).from(orders).orderBy(orders.id).limit(1);
    await t.database.db
      .update(orders)
      .set({ productsId: picked.map((row) => row.id) })
      .where(eq(orders.id, order.id));
    const filters = [{}, { id: order.id }];
    type Embedded = Record<string, unknown> | null;
    type Listed = { customer: Embedded; designer: Embedded; productCatalogs: Embedded[]; products: Embedded[] };
    const rows: Listed[] = [];
    for (const filter of filters) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${API}/orders?limit=50&includes=customer,designer,productCatalogs,products&embed=summary&filter=${encodeURIComponent(JSON.stringify(filter))}`,
        headers: { authorization: `Bearer ${tokens.get('manager')}` },
      });
      expect(res.statusCode, res.body).toBe(200);
      rows.push(...res.json<{ results: Listed[] }>().results);
    }
    const keysOf = (found: Embedded[]) => [...new Set(found.flatMap((row) => (row ? Object.keys(row) : [])))].sort();
    expect(keysOf(rows.map((row) => row.customer))).toEqual(['code', 'displayName', 'id']);
    expect(keysOf(rows.map((row) => row.designer))).toEqual(['avatar', 'displayName', 'id', 'roleId']);
    expect(keysOf(rows.flatMap((row) => row.productCatalogs))).toEqual(['id', 'name']);
    expect(keysOf(rows.flatMap((row) => row.products))).toEqual(['id', 'name', 'productImages']);
  });

  it('refuses an embed other than full or summary, or given twice', async () => {
    for (const embed of ['embed=everything', 'embed=summary&embed=full', 'embed=']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${API}/orders?includes=customer&${embed}`,
        headers: { authorization: `Bearer ${tokens.get('manager')}` },
      });
      expect(res.statusCode, embed).toBe(400);
      expect(res.json<{ message: string }>().message, embed).toContain('The embed parameter must be given once');
    }
  });

  it('writes instants as JavaScript does, to the millisecond in UTC', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${API}/orders?limit=5&includes=customer,designer`,
      headers: { authorization: `Bearer ${tokens.get('manager')}` },
    });
    const [order] = res.json<{ results: { createdAt: string; customer: { createdAt: string } | null }[] }>().results;
    expect(order?.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(new Date(order.createdAt).toISOString()).toBe(order.createdAt);
  });
});

/** What the schema path answers: the status, and the row through the endpoint's response schema. */
async function oneBySchema(
  account: string,
  resource: ResourceDef,
  id: number,
  includes: readonly string[],
): Promise<{ status: number; body?: unknown }> {
  const endpoint = ALL_ENDPOINTS.find((e) => e.method === 'GET' && e.path === `/${resource.name}/:id`);
  const session = await sessionUserOf(t.database.db, tokens.get(account) ?? '');
  if (!endpoint || !session) throw new Error(`no endpoint or session for ${account} on ${resource.name}`);
  try {
    const row = await service().getOne(session.user, resource, id, includes);
    return { status: 200, body: JSON.parse(JSON.stringify(z.encode(endpoint.response, row))) };
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode };
    throw error;
  }
}

/**
 * Ids to ask for: the table's first rows, the first the reader's own list shows (rows in a
 * narrow scope, such as a customer's own), a deleted one where the resource keeps them, and none.
 */
async function idsOf(resource: ResourceDef, account: string): Promise<number[]> {
  const table = tableOfResource(resource);
  const id = columnOf(table, 'id');
  const first = await t.database.db.select({ id }).from(table).orderBy(asc(id)).limit(2);
  const deleted = resource.softDelete
    ? await t.database.db
        .select({ id })
        .from(table)
        .where(eq(columnOf(table, 'isDelete'), true))
        .limit(1)
    : [];
  const listed = await t.app.inject({
    method: 'GET',
    url: `${API}/${resource.name}?limit=1&orderBy=-id`,
    headers: { authorization: `Bearer ${tokens.get(account)}` },
  });
  const own = listed.statusCode === 200 ? listed.json<{ results: { id: number }[] }>().results : [];
  return [...new Set([...first, ...own, ...deleted].map((row) => Number(row.id)))].concat(999_999);
}

const readers = ALL_ENDPOINTS.filter(
  (e) => isGenericEndpoint(e) && e.method === 'GET' && /^\/[A-Za-z]+\/:id$/.test(e.path),
);

describe('a row written by the database', () => {
  it('covers the rows of the registry', () => {
    expect(readers.length).toBeGreaterThan(20);
  });

  for (const account of ACCOUNTS) {
    it(`answers ${account} what the schema path answers, on every resource and with every relation`, async () => {
      const statuses = new Set<number>();
      for (const endpoint of readers) {
        const resource = getResource(endpoint.path.split('/')[1] ?? '')!;
        const relations = [...relationsOf(resource).values()];
        // The relations the database embeds (none where the resource has no reference), and,
        // where it differs, every relation (a table's references to itself take the schema path).
        const embedded = relations.filter((r) => r.target.name !== resource.name).map((r) => r.name);
        const every = relations.map((r) => r.name);
        const includeSets = every.length > embedded.length ? [embedded, every] : [embedded];
        for (const id of await idsOf(resource, account)) {
          for (const includes of includeSets) {
            const query = includes.length > 0 ? `?includes=${includes.join(',')}` : '';
            const res = await t.app.inject({
              method: 'GET',
              url: `${API}/${resource.name}/${id}${query}`,
              headers: { authorization: `Bearer ${tokens.get(account)}` },
            });
            if (res.statusCode === 403) continue; // refused to this reader: the security suites' matter
            const expected = await oneBySchema(account, resource, id, includes);
            const what = `${account} GET /${resource.name}/${id}${query}`;
            expect(res.statusCode, what).toBe(expected.status);
            if (expected.status === 200) {
              expect(res.headers['content-type'], what).toMatch(/^application\/json/);
              expect(res.json(), what).toEqual(expected.body);
            }
            statuses.add(res.statusCode);
          }
        }
      }
      expect([...statuses].sort()).toEqual([200, 404]);
    }, 120_000);
  }

  it('shows a deleted row to a reader with getDelete and to no one else', async () => {
    const as = (account: string) => ({ authorization: `Bearer ${tokens.get(account)}` });
    const created = await t.app.inject({
      method: 'POST',
      url: `${API}/customers`,
      headers: as('manager'),
      payload: { displayName: 'Deleted for the test' },
    });
    const { id } = created.json<{ id: number }>();
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${API}/customers/${id}`, headers: as('manager') })).statusCode,
    ).toBe(200);
    const read = (account: string) =>
      t.app.inject({ method: 'GET', url: `${API}/customers/${id}`, headers: as(account) });
    const manager = await read('manager');
    expect(manager.statusCode).toBe(200);
    expect(manager.json()).toMatchObject({ id, isDelete: true });
    expect((await read('sale')).statusCode).toBe(404);
  });
});

describe('the history lists written by the database', () => {
  /** The same lists on the schema path: a repository that never writes JSON. */
  const bySchemaOnly = () =>
    new OrderHistoriesService(
      new ResourceService({
        ...drizzleResourceRepository(t.database.db),
        findPageJson: () => Promise.resolve(null),
        findOneJson: () => Promise.resolve(null),
      }),
    );
  const calls = { '/orderHistories': 'list', '/orderHistories/me': 'me', '/orderHistories/on-pd': 'onPd' } as const;
  const resource = getResource('orderHistories')!;
  const every = [...relationsOf(resource).keys()].join(',');

  for (const account of ACCOUNTS) {
    it(`answers ${account} what the schema path answers, an order's timeline, mine and on-pd`, async () => {
      const [entry] = await t.database.db
        .select({ orderId: orderHistories.orderId })
        .from(orderHistories)
        .where(sql`${orderHistories.assignedUser} <> '[]'::jsonb`)
        .limit(1);
      const queries: Record<string, string>[] = [
        { filter: JSON.stringify({ orderId: entry.orderId }), includes: 'assignedUsers,assigner', limit: '100' },
        // What the order page's timeline asks for.
        { filter: JSON.stringify({ orderId: entry.orderId }), includes: 'assignedUsers,assigner', embed: 'summary' },
        { limit: '20', orderBy: '-id', includes: every },
      ];
      const session = await sessionUserOf(t.database.db, tokens.get(account) ?? '');
      let compared = 0;
      for (const [path, call] of Object.entries(calls)) {
        const endpoint = ALL_ENDPOINTS.find((e) => e.method === 'GET' && e.path === path);
        for (const query of queries) {
          const res = await t.app.inject({
            method: 'GET',
            url: `${API}${path}?${new URLSearchParams(query).toString()}`,
            headers: { authorization: `Bearer ${tokens.get(account)}` },
          });
          if (res.statusCode === 403) continue; // refused to this reader: the security suites' matter
          expect(res.statusCode).toBe(200);
          const params = resolveListQuery(resource, endpoint!.query!.parse(query) as ListQueryValues);
          const answer = await bySchemaOnly()[call](session!.user, params);
          expect(res.json(), `${account} GET ${path}?${JSON.stringify(query)}`).toEqual(
            JSON.parse(JSON.stringify(z.encode(endpoint!.response, answer))),
          );
          compared += 1;
        }
      }
      expect(compared).toBeGreaterThan(0);
    });
  }
});

describe('a list of ids embedded by the database', () => {
  it('embeds what the schema path embeds, in the list’s order: repeats, an id of no row, null, none', async () => {
    const [order] = await t.database.db.select({ id: orders.id }).from(orders).orderBy(orders.id).limit(1);
    const products = await t.app.inject({
      method: 'GET',
      url: `${API}/products?limit=2`,
      headers: { authorization: `Bearer ${tokens.get('manager')}` },
    });
    const [a, b] = products.json<{ results: { id: number }[] }>().results.map((p) => p.id);
    expect(b, 'the demo data has two products').toBeDefined();
    const contents = [[b, a, b], [a, 999_999], null, []];
    const query = { filter: JSON.stringify({ id: { $eq: order.id } }), includes: 'products' };
    for (const content of contents) {
      await t.database.db.update(orders).set({ productsId: content }).where(eq(orders.id, order.id));
      const what = `productsId ${JSON.stringify(content)}`;
      const one = await t.app.inject({
        method: 'GET',
        url: `${API}/orders/${order.id}?includes=products`,
        headers: { authorization: `Bearer ${tokens.get('manager')}` },
      });
      expect(one.json(), what).toEqual(
        (await oneBySchema('manager', getResource('orders')!, order.id, ['products'])).body,
      );
      const list = await t.app.inject({
        method: 'GET',
        url: `${API}/orders?${new URLSearchParams(query).toString()}`,
        headers: { authorization: `Bearer ${tokens.get('manager')}` },
      });
      expect(list.json(), what).toEqual(await bySchema('manager', '/orders', query));
    }
    expect((await oneBySchema('manager', getResource('orders')!, order.id, ['products'])).body).toMatchObject({
      products: [],
    });
  });
});

describe('the bytes of a list written by the database', () => {
  it('keeps text outside ASCII as it was written, and tells its length in bytes', async () => {
    const displayName = 'Công ty Nguyễn Thị Ánh 🌸 — “Đà Nẵng”';
    const headers = { authorization: `Bearer ${tokens.get('manager')}` };
    const created = await t.app.inject({ method: 'POST', url: `${API}/customers`, headers, payload: { displayName } });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    const res = await t.app.inject({
      method: 'GET',
      url: `${API}/customers?${new URLSearchParams({ filter: JSON.stringify({ id: { $eq: id } }) }).toString()}`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.json<{ results: { displayName: string }[]; total: number }>()).toMatchObject({
      results: [{ displayName }],
      total: 1,
    });
  });

  it('answers an empty page as an empty list', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${API}/orders?${new URLSearchParams({ filter: JSON.stringify({ id: { $lt: 0 } }), includes: 'customer' }).toString()}`,
      headers: { authorization: `Bearer ${tokens.get('manager')}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('{"results":[],"total":0}');
  });
});

describe('the JSON of a page’s ids (the list’s second statement), one object a row', () => {
  const resource = getResource('orders')!;
  const live = () => eq(orders.isDelete, false);
  const json = async (ids: number[], where = live()) => {
    const rows = await executeNamed<{ json: string }>(
      t.database.db,
      rowsJsonSql(resource, publicColumns(resource), ids, [], where),
    );
    return rows.map((row) => JSON.parse(row.json) as { id: number; isDelete: boolean });
  };

  it('writes the rows in the order of the ids, the same statement serving any page', async () => {
    const rows = await t.database.db.select({ id: orders.id }).from(orders).where(live()).orderBy(orders.id).limit(6);
    const ids = rows.map((r) => r.id);
    expect(ids).toHaveLength(6);
    // More calls than PostgreSQL makes custom plans for before it may switch to the generic one.
    for (let i = 0; i < 8; i++) {
      const page = i % 2 === 0 ? [...ids].reverse() : ids.slice(i % 3, (i % 3) + 3);
      expect((await json(page)).map((r) => r.id)).toEqual(page);
    }
    expect(await json([])).toEqual([]);
  });

  it('leaves out a row that no longer meets the server’s conditions', async () => {
    const [kept, gone] = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(live())
      .orderBy(orders.id)
      .limit(2);
    await t.database.db.update(orders).set({ isDelete: true }).where(eq(orders.id, gone.id));
    try {
      expect((await json([gone.id, kept.id])).map((r) => r.id)).toEqual([kept.id]);
      expect((await json([gone.id], eq(orders.isDelete, true))).map((r) => r.isDelete)).toEqual([true]);
    } finally {
      await t.database.db.update(orders).set({ isDelete: false }).where(eq(orders.id, gone.id));
    }
  });
});
