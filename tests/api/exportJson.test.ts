import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  exportEndpoints,
  exportPageSchema,
  exportQuerySchema,
  type ExportPage,
} from '../../src/shared/api/endpoints/exports';
import { getResource } from '../../src/shared/domain/resources';
import { customers, products, serviceTypes, users } from '../../src/server/db/schema';
import { ExportService } from '../../src/server/modules/analysis/export.service';
import { sessionUserOf } from '../../src/server/plugins/auth';
import { drizzleResourceRepository, ResourceService } from '../../src/server/resources/index';
import { API, call, createTestApp, demoEmail, login, type TestApp } from './harness';

/**
 * `GET /{resource}/exportExcel` answers cells the database writes (resources/pageCells.ts).
 * They must be the cells the export service writes from the engine's rows: the same rows and
 * values, references as the titles the reader reaches, for every resource and every reader,
 * page after page.
 */
let t: TestApp;
const ACCOUNTS = ['manager', 'sale', 'outsource', 'customer', 'viewer'] as const;
const tokens = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  for (const account of ACCOUNTS) tokens.set(account, await login(t.app, demoEmail(account)));
  // Every reader may export every list, so that each one's scope on the rows and on what
  // they point at is compared (the access suites check who may export what).
  for (const account of ACCOUNTS.filter((a) => a !== 'manager')) {
    const [user] = await db
      .select({ id: users.id, permission: users.permission })
      .from(users)
      .where(eq(users.email, demoEmail(account)));
    const permission: Record<string, string[]> = { ...(user.permission as Record<string, string[]> | null) };
    for (const endpoint of exportEndpoints) {
      const name = endpoint.path.split('/')[1] ?? '';
      permission[name] = [...(permission[name] ?? []), 'exportExcel'];
    }
    const res = await call(t.app, tokens.get('manager')!, 'POST', '/auth/permissions', { userId: user.id, permission });
    expect(res.statusCode, res.body).toBe(200);
  }
  // Lists of ids with what a stored list can hold: a repeat, an id no row has, not an id.
  const types = await db.select({ id: serviceTypes.id }).from(serviceTypes).orderBy(serviceTypes.id).limit(2);
  const [first, second] = types.map((row) => row.id);
  const [customer] = await db.select({ id: customers.id }).from(customers).orderBy(customers.id).limit(1);
  await db
    .update(customers)
    .set({ serviceTypeIds: [second, first, second, 999_999] })
    .where(eq(customers.id, customer.id));
  await db.execute(
    sql`UPDATE ${customers} SET service_type_ids = ${JSON.stringify([first, 'x', 1.5, null])}::jsonb WHERE id = (SELECT max(id) FROM ${customers})`,
  );
  await db.execute(
    sql`UPDATE ${products} SET product_images = '["/uploads/a.png", 3, {"x": 1}, true]'::jsonb WHERE id = (SELECT min(id) FROM ${products})`,
  );
}, 60_000);

afterAll(async () => {
  await t.close();
});

/** What the schema path answers: the engine's rows, their cells written by the service, through the response schema. */
async function bySchema(account: string, name: string, query: Record<string, string>): Promise<unknown> {
  const session = await sessionUserOf(t.database.db, tokens.get(account) ?? '');
  const resource = getResource(name);
  if (!session || !resource) throw new Error(`no session for ${account} or no ${name}`);
  const engine = new ResourceService(drizzleResourceRepository(t.database.db));
  const service = new ExportService((user, r, params, options) => engine.list(user, r, params, options));
  const page = await service.page(session.user, resource, exportQuerySchema.parse(query));
  return JSON.parse(JSON.stringify(z.encode(exportPageSchema, page as ExportPage)));
}

async function exported(account: string, name: string, query: Record<string, string>) {
  const res = await t.app.inject({
    method: 'GET',
    url: `${API}/${name}/exportExcel?${new URLSearchParams(query).toString()}`,
    headers: { authorization: `Bearer ${tokens.get(account)}` },
  });
  return res;
}

describe('an export page written by the database', () => {
  for (const account of ACCOUNTS) {
    it(`answers ${account} what the service writes from the engine's rows, on every export`, async () => {
      let compared = 0;
      for (const endpoint of exportEndpoints) {
        const name = endpoint.path.split('/')[1] ?? '';
        const queries: Record<string, string>[] = [{ limit: '40' }, { limit: '3', orderBy: '-id' }];
        for (const query of queries) {
          let after: string | null = null;
          // Three pages each, the later ones after the cursor of the one before.
          for (let n = 0; n < 3; n++) {
            const asked = after ? { ...query, after } : query;
            const res = await exported(account, name, asked);
            if (res.statusCode !== 200) break; // refused to this reader: the security suites' matter
            expect(res.headers['content-type']).toMatch(/^application\/json/);
            const body = res.json<{ next: string | null }>();
            expect(body, `${account} ${name} ${JSON.stringify(asked)}`).toEqual(await bySchema(account, name, asked));
            compared += 1;
            after = body.next;
            if (!after) break;
          }
        }
      }
      expect(compared).toBeGreaterThan(0);
    }, 180_000);
  }

  it('writes lists of ids as the titles the reader reaches, in their order, and lists as their texts and numbers', async () => {
    const customersPage = await exported('manager', 'customers', { limit: '5000' });
    const { columns, results } = customersPage.json<{ columns: { field: string }[]; results: unknown[][] }>();
    const at = columns.findIndex((c) => c.field === 'serviceTypeIds');
    const lists = results.map((row) => row[at]) as unknown[][];
    expect(lists.some((names) => names.length === 3 && names[0] === names[2])).toBe(true);
    const productsPage = await exported('manager', 'products', { limit: '5000', orderBy: 'id' });
    const written = productsPage.json<{ columns: { field: string }[]; results: unknown[][] }>();
    const images = written.columns.findIndex((c) => c.field === 'productImages');
    expect(written.results[0]?.[images]).toEqual(['/uploads/a.png', 3]);
  });
});
