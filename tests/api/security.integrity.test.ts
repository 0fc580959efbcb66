import type { FastifyInstance } from 'fastify';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY as APP_CSP } from '../../src/main/protocol/appProtocol';
import { openDatabase } from '../../src/server/db/connection';
import { orders } from '../../src/server/db/schema';
import { migrationReports } from '../../src/server/db/systemTables';
import { CONTENT_SECURITY_POLICY as WEB_CSP } from '../../src/server/plugins/webApp';
import { ROLE_IDS } from '../../src/shared/domain/roles';
import { act, call, createTestApp, demoEmail, list, login, SEED_IMAGE, type TestApp } from './harness';

/**
 * The security suite, holes 6 and 8 to 10 of the trust issue: for each, the request that
 * exploited it, now refused, and the data unchanged.
 */

type Row = Record<string, unknown> & { id: number };

let t: TestApp;
let app: FastifyInstance;
const token: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  for (const name of ['manager', 'sale', 'qa']) token[name] = await login(app, demoEmail(name));
});

afterAll(async () => {
  await t.close();
});

const get = async (resource: string, id: number) =>
  (await call(app, token.manager, 'GET', `/${resource}/${id}`)).json<Row>();

const historyOf = async (orderId: number) =>
  (await list<Row>(app, token.manager, 'orderHistories', { filter: { orderId }, limit: 500 })).results;

describe('hole 6: the workflow guard is not optional', () => {
  it('refuses two simultaneous accepts sent without a guard, and moves the order not at all', async () => {
    const order = (await list<Row>(app, token.manager, 'orders', { filter: { status: 'waiting_approved' }, limit: 1 }))
      .results[0];
    const before = await historyOf(order.id);
    const accept = (name: string) =>
      call(app, token[name], 'POST', '/orderHistories', { orderId: order.id, action: 'accept' });
    const results = await Promise.all([accept('manager'), accept('sale')]);
    for (const res of results) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/expectedStatus/);
    }
    expect((await get('orders', order.id)).status).toBe('waiting_approved');
    expect(await historyOf(order.id)).toHaveLength(before.length);
  });

  it('refuses a stale guard, from any client, with the order unchanged', async () => {
    const order = (await list<Row>(app, token.manager, 'orders', { filter: { status: 'waiting_approved' }, limit: 1 }))
      .results[0];
    const res = await act(app, token.manager, '/orderHistories', {
      orderId: order.id,
      action: 'accept',
      expectedStatus: 'new_deal',
    });
    expect(res.statusCode, res.body).toBe(409);
    expect((await get('orders', order.id)).status).toBe('waiting_approved');
  });
});

describe('hole 8: references stay whole', () => {
  it('refuses a reference to a row that does not exist, and stores nothing', async () => {
    const orders = (await list(app, token.manager, 'orders', { limit: 1 })).total;
    const res = await call(app, token.sale, 'POST', '/orders', {
      name: 'Ghost customer',
      thumbnail: SEED_IMAGE,
      customerId: 99_999_999,
    });
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json<{ message: string }>().message).toMatch(/customerId/);
    expect((await list(app, token.manager, 'orders', { limit: 1 })).total).toBe(orders);
  });

  it('refuses with 409 to delete a niche that orders still use, and keeps it', async () => {
    const used = (await list<Row>(app, token.manager, 'orders', { filter: { nicheId: 1 }, limit: 1 })).total;
    expect(used).toBeGreaterThan(0);
    const res = await call(app, token.manager, 'DELETE', '/niches/1');
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json<{ message: string }>().message).toMatch(/orders/);
    expect((await call(app, token.manager, 'GET', '/niches/1')).statusCode).toBe(200);
    expect((await list(app, token.manager, 'orders', { filter: { nicheId: 1 }, limit: 1 })).total).toBe(used);
  });

  it('keeps every built-in role, the manager role included', async () => {
    for (const id of Object.values(ROLE_IDS)) {
      const res = await call(app, token.manager, 'DELETE', `/roles/${id}`);
      expect(res.statusCode, `role ${id}: ${res.body}`).toBe(409);
      expect((await call(app, token.manager, 'GET', `/roles/${id}`)).statusCode).toBe(200);
    }
  });

  it('adds the foreign keys to an existing database, keeping its rows and reporting the dangling ones', async () => {
    const migrations = fileURLToPath(new URL('../../src/server/db/migrations', import.meta.url));
    const folder = await mkdtemp(path.join(tmpdir(), 'bo-migrations-'));
    try {
      // The database as it was before the foreign keys: the journal cut after migration 0002.
      await cp(migrations, folder, { recursive: true });
      const journalFile = path.join(folder, 'meta', '_journal.json');
      const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { idx: number }[] };
      await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.filter((e) => e.idx <= 2) }));
      const old = await openDatabase({ migrationsFolder: folder });
      await old.migrate({ derived: false });
      await old.db.execute(
        sql`insert into orders (name, thumbnail, finished_date, customer_id, niche_id) values ('Orphan', ${SEED_IMAGE}, now(), 99999999, 42)`,
      );
      // …then the real folder: every later migration.
      await writeFile(journalFile, JSON.stringify(journal));
      await old.migrate();
      const reports = await old.db
        .select({
          tableName: migrationReports.tableName,
          columnName: migrationReports.columnName,
          dangling: migrationReports.dangling,
        })
        .from(migrationReports)
        .orderBy(migrationReports.columnName);
      expect(reports).toEqual([
        { tableName: 'orders', columnName: 'customer_id', dangling: 1 },
        { tableName: 'orders', columnName: 'niche_id', dangling: 1 },
      ]);
      expect(await old.db.select({ name: orders.name }).from(orders)).toEqual([{ name: 'Orphan' }]);
      await expect(
        old.db.execute(
          sql`insert into orders (name, thumbnail, finished_date, customer_id) values ('New', ${SEED_IMAGE}, now(), 99999999)`,
        ),
      ).rejects.toThrow();
      await old.close();
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('hole 9: an accepted mistake record is settled', () => {
  it('keeps its victim, fine and order after the victim accepts it, and is not deleted', async () => {
    const accepted = (await list<Row>(app, token.manager, 'mistakeRecords', { filter: { isAccept: true }, limit: 1 }))
      .results[0];
    const other = (await list<Row>(app, token.manager, 'users', { limit: 5 })).results.find(
      (u) => u.id !== accepted.victimId,
    )!;
    for (const change of [{ victimId: other.id }, { monetaryFine: 1 }, { orderId: 1 }]) {
      const res = await call(app, token.qa, 'PUT', `/mistakeRecords/${accepted.id}`, change);
      expect(res.statusCode, `${JSON.stringify(change)}: ${res.body}`).toBe(409);
    }
    expect((await call(app, token.manager, 'DELETE', `/mistakeRecords/${accepted.id}`)).statusCode).toBe(409);
    const after = await get('mistakeRecords', accepted.id);
    expect([after.victimId, after.monetaryFine, after.orderId]).toEqual([
      accepted.victimId,
      accepted.monetaryFine,
      accepted.orderId,
    ]);
  });
});

describe("hole 10: image fields hold only the server's own uploads", () => {
  const hostile = [
    'data:image/png;base64,iVBORw0KGgo=',
    'javascript:alert(1)',
    'https://evil.example/cat.png',
    '//evil.example/cat.png',
    '/uploads/../../etc/passwd',
    '/uploads/2026/01/not-a-hash.png',
  ];

  it('refuses every other string in an order thumbnail, a product image and an avatar, and stores nothing', async () => {
    const orders = (await list(app, token.manager, 'orders', { limit: 1 })).total;
    const me = (await call(app, token.manager, 'GET', '/users/me')).json<Row>();
    for (const value of hostile) {
      const order = await call(app, token.sale, 'POST', '/orders', { name: 'Hostile', thumbnail: value });
      expect(order.statusCode, `${value}: ${order.body}`).toBe(400);
      const avatar = await call(app, token.manager, 'PUT', '/users/me', { avatar: value });
      expect(avatar.statusCode, value).toBe(400);
      const product = await call(app, token.manager, 'POST', '/products', { name: 'Hostile', productImages: [value] });
      expect(product.statusCode, value).toBe(400);
    }
    expect((await list(app, token.manager, 'orders', { limit: 1 })).total).toBe(orders);
    expect((await call(app, token.manager, 'GET', '/users/me')).json<Row>().avatar).toBe(me.avatar);
    const ok = await call(app, token.sale, 'POST', '/orders', { name: 'Fine', thumbnail: SEED_IMAGE });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('lets the pages of the app and the web build load images only from themselves', () => {
    for (const policy of [APP_CSP, WEB_CSP]) {
      expect(policy.split('; ').find((d) => d.startsWith('img-src'))).toBe("img-src 'self' blob: data:");
    }
  });
});
