import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_EXACT_COUNT_LIMIT } from '../../src/server/resources/pageTotal';
import { foldSearchText, searchDoc } from '../../src/shared/domain/search/searchText';
import { call, createTestApp, demoEmail, list, login, rows, type TestApp } from './harness';

/**
 * Search as the office types (issue 37): every list's `q` matches each typed word at the start
 * of a word of the record, in any order, without diacritics, a phone number by its digits, a
 * code by its number; ranked; the closest spellings when nothing is found; kept by the
 * database in the write's transaction; never beyond the caller's scope.
 */

interface Customer {
  id: number;
  displayName: string;
  phoneNumber: string | null;
  code: string | null;
}
interface Order {
  id: number;
  code: string;
  customerId: number | null;
  designerId: number | null;
}

let t: TestApp;
let app: FastifyInstance;
const token: Record<string, string> = {};

const customerNamed = async (name: string): Promise<Customer> => {
  const [found] = await rows<{ id: number }>(t.database, sql`SELECT id FROM customers WHERE display_name = ${name}`);
  expect(found, name).toBeDefined();
  return (await call(app, token.manager, 'GET', `/customers/${found.id}`)).json<Customer>();
};

const found = async <T = { id: number }>(
  who: string,
  resource: string,
  q: string,
  extra: Record<string, string> = {},
) => {
  const page = await list<T>(app, token[who], resource, { q, limit: 100, ...extra });
  expect(page.status, JSON.stringify(page.body)).toBe(200);
  return page;
};

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  for (const name of ['manager', 'outsource', 'sale']) token[name] = await login(app, demoEmail(name));
});

afterAll(async () => {
  await t.close();
});

describe('one folding, in the database and in the code', () => {
  it('search_fold and search_doc answer what foldSearchText and searchDoc do', async () => {
    const vowels = 'aàáảãạăằắẳẵặâầấẩẫậeèéẻẽẹêềếểễệiìíỉĩịoòóỏõọôồốổỗộơờớởỡợuùúủũụưừứửữựyỳýỷỹỵđ';
    const texts = [
      vowels,
      vowels.toUpperCase(),
      'Nguyễn Thị Ánh Tuyết'.normalize('NFD'),
      '  BÙI   quốc\tLinh ',
      'bui.quoc-linh@Gmail.COM',
      '“Quán” – Phở…',
      'Straße 東京 Ça',
      '+84 (976) 627-905',
      'DH000156 KH0046',
      "it's 100% _done_ \\o/",
    ];
    for (const text of texts) {
      const [db] = await rows<{ fold: string; doc: string }>(
        t.database,
        sql`SELECT search_fold(${text}) AS fold, search_doc(${text}, ${'0976 627.905'}, NULL) AS doc`,
      );
      expect(db.fold, text).toBe(foldSearchText(text));
      expect(db.doc, text).toBe(searchDoc([text, '0976 627.905', null]));
    }
  });
});

describe('the searches people type', () => {
  it('finds a customer by any of their words, in any order, without diacritics, half a word', async () => {
    const linh = await customerNamed('Bùi Quốc Linh');
    for (const q of ['bui quoc linh', 'linh bui', 'bui lin', 'BUI  QUOC', 'Bùi Quốc Linh']) {
      const page = await found<Customer>('manager', 'customers', q);
      expect(page.results[0]?.id, q).toBe(linh.id);
      expect(
        page.results.every((c) => c.displayName.includes('Bùi') || c.displayName.includes('Linh')),
        q,
      ).toBe(true);
    }
    expect((await found('manager', 'customers', 'ui quoc')).total).toBe(0);
  });

  it('finds a user by their full name without diacritics', async () => {
    const page = await found<{ fullName: string }>('manager', 'users', 'duong hoai minh');
    expect(page.results.map((u) => u.fullName)).toEqual(['Dương Hoài Minh']);
  });

  it('finds the orders of a customer by the customer’s name, and only theirs', async () => {
    const tuan = await customerNamed('Đặng Đức Tuấn');
    const [{ n }] = await rows<{ n: number }>(
      t.database,
      sql`SELECT count(*)::int AS n FROM orders WHERE customer_id = ${tuan.id} AND NOT is_delete`,
    );
    expect(n).toBeGreaterThan(0);
    const page = await found<Order>('manager', 'orders', 'dang duc tuan');
    expect(page.total).toBe(n);
    expect(page.results.every((o) => o.customerId === tuan.id)).toBe(true);
    expect((await found('manager', 'orders', 'tuan dang')).total).toBe(n);
  });

  it('finds a customer by a phone number typed with spaces and dots', async () => {
    const linh = await customerNamed('Bùi Quốc Linh');
    const digits = linh.phoneNumber!;
    const typed = `${digits.slice(0, 4)} ${digits.slice(4, 7)}.${digits.slice(7)}`;
    expect((await found<Customer>('manager', 'customers', typed)).results.map((c) => c.id)).toEqual([linh.id]);
    expect((await found<Customer>('manager', 'customers', digits.slice(0, 6))).results.map((c) => c.id)).toContain(
      linh.id,
    );
  });

  it('finds an order by part of its code, and by its number first', async () => {
    const [order] = await rows<{ id: number; code: string }>(
      t.database,
      sql`SELECT id, code FROM orders WHERE NOT is_delete ORDER BY id DESC LIMIT 1`,
    );
    const prefix = await found<Order>('manager', 'orders', order.code.slice(0, -1).toLowerCase());
    expect(prefix.results.map((o) => o.code)).toContain(order.code);
    const number = String(Number(order.code.replace(/\D/g, '')));
    const byNumber = await found<Order>('manager', 'orders', number);
    expect(byNumber.results[0]?.code).toBe(order.code);
  });

  it('ranks an exact code first, then the most words at the start of a name', async () => {
    const linh = await customerNamed('Bùi Quốc Linh');
    const byCode = await found<Customer>('manager', 'customers', linh.code!.toLowerCase());
    expect(byCode.results[0]?.id).toBe(linh.id);
    // "bui linh" is every word of Bùi Quốc Linh's name, one of Bùi Minh Linh's too; both have both.
    const both = await found<Customer>('manager', 'customers', 'linh bui');
    expect(
      both.results
        .slice(0, 2)
        .map((c) => c.displayName)
        .sort(),
    ).toEqual(['Bùi Minh Linh', 'Bùi Quốc Linh']);
    // An explicit sort is the list's own order, unranked.
    const sorted = await found<Customer>('manager', 'customers', 'bui', { orderBy: 'displayName' });
    const names = sorted.results.map((c) => c.displayName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('finds a record by its id, ranked first, the page agreeing with its total', async () => {
    const [user] = await rows<{ id: number }>(
      t.database,
      sql`SELECT id FROM users WHERE NOT is_delete ORDER BY id DESC LIMIT 1`,
    );
    for (const orderBy of [undefined, '-createdAt']) {
      const page = await found<{ id: number }>('manager', 'users', String(user.id), orderBy ? { orderBy } : {});
      expect(page.results.map((u) => u.id)).toContain(user.id);
      expect(page.results).toHaveLength(page.total);
      if (!orderBy) expect(page.results[0].id).toBe(user.id);
    }
  });

  it(`counts a broad search exactly up to ${SEARCH_EXACT_COUNT_LIMIT}, then estimates; the pages still agree`, async () => {
    const many = SEARCH_EXACT_COUNT_LIMIT + 200;
    await t.database.db.execute(
      sql`INSERT INTO customers (display_name, is_delete) SELECT 'Khúc Thừa Dụ ' || g, g % 10 = 0 FROM generate_series(1, ${many}) AS g`,
    );
    const live = many - many / 10;
    const broad = await found<Customer>('manager', 'customers', 'khuc thua du');
    expect(broad.total).toBeGreaterThan(SEARCH_EXACT_COUNT_LIMIT);
    expect(broad.body.totalIsEstimate).toBe(true);
    expect(broad.results).toHaveLength(100);
    const last = await found<Customer>('manager', 'customers', 'khuc thua du', { offset: String(live - 5) });
    expect(last.results).toHaveLength(5);
    expect(last.total).toBe(live);
    expect(last.body.totalIsEstimate).toBeUndefined();
    // Exact at the limit and under it; the soft-deleted ones never counted.
    const narrow = await found<Customer>('manager', 'customers', 'khuc thua du 7');
    expect(narrow.body.totalIsEstimate).toBeUndefined();
    expect(narrow.results.every((c) => / 7\d*$/.test(c.displayName))).toBe(true);
    expect(narrow.total).toBe(narrow.results.length);
    // Ranked: the whole name typed is an exact match and comes first.
    const exact = await found<Customer>('manager', 'customers', 'khuc thua du 11');
    expect(exact.results[0].displayName).toBe('Khúc Thừa Dụ 11');
  });

  it('searches a list without search fields by id alone, ranked or not', async () => {
    for (const orderBy of [undefined, '-createdAt']) {
      const page = await found('manager', 'orderHistories', 'hy', orderBy ? { orderBy } : {});
      expect(page.total).toBe(0);
      const [first] = (await found<{ id: number }>('manager', 'orderHistories', '')).results;
      expect((await found<{ id: number }>('manager', 'orderHistories', String(first.id))).results[0]?.id).toBe(
        first.id,
      );
    }
  });

  it('offers the closest spellings when a search finds nothing', async () => {
    const miss = await found('manager', 'customers', 'nguyn');
    expect(miss.total).toBe(0);
    const suggestions = miss.body.suggestions as string[];
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.every((s) => foldSearchText(s).includes('nguyen'))).toBe(true);
    expect((await found('manager', 'customers', suggestions[0])).total).toBeGreaterThan(0);
    expect((await found('manager', 'customers', 'bui')).body).not.toHaveProperty('suggestions');
    expect((await found('manager', 'customers', 'qqqqzzzz')).body).not.toHaveProperty('suggestions');
  });

  it('finds through the pickers’ lists (user lookups) the same way', async () => {
    const designers = await found<{ displayName: string; fullName: string | null }>('manager', 'designers', 'ngo thu');
    expect(designers.total).toBeGreaterThan(0);
    expect(designers.results.every((d) => foldSearchText(`${d.displayName} ${d.fullName}`).includes('ngo'))).toBe(true);
  });
});

describe('the words follow every write, in its transaction', () => {
  it('finds an order by its customer’s new name once renamed, and no longer by the old one', async () => {
    const customer = await customerNamed('Bùi Minh Sơn');
    const orders = await found<Order>('manager', 'orders', 'bui minh son');
    expect(orders.total).toBeGreaterThan(0);
    const fresh = (await call(app, token.manager, 'GET', `/customers/${customer.id}`)).json<{ updatedAt: string }>();
    const renamed = await call(app, token.manager, 'PUT', `/customers/${customer.id}`, {
      displayName: 'Bùi Minh Sơn Hà',
      updatedAt: fresh.updatedAt,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await found('manager', 'orders', 'son ha bui')).total).toBe(orders.total);
    // An order moved to another customer is found by that customer's name.
    const [moved] = await rows<{ id: number }>(
      t.database,
      sql`SELECT id FROM orders WHERE customer_id <> ${customer.id} AND NOT is_delete ORDER BY id LIMIT 1`,
    );
    await t.database.db.execute(sql`UPDATE orders SET customer_id = ${customer.id} WHERE id = ${moved.id}`);
    const movedTo = await found<Order>('manager', 'orders', 'son ha bui');
    expect(movedTo.total).toBe(orders.total + 1);
    expect(movedTo.results.map((o) => o.id)).toContain(moved.id);
    const created = await call(app, token.manager, 'POST', '/customers', { displayName: 'Phạm Thị Quỳnh Như' });
    expect(created.statusCode, created.body).toBe(201);
    expect((await found<Customer>('manager', 'customers', 'quynh nhu')).results.map((c) => c.displayName)).toEqual([
      'Phạm Thị Quỳnh Như',
    ]);
    const id = created.json<{ id: number }>().id;
    expect((await call(app, token.manager, 'DELETE', `/customers/${id}`)).statusCode).toBe(200);
    expect((await found('manager', 'customers', 'quynh nhu')).total).toBe(0);
  });
});

describe('scope', () => {
  it('an outsourced designer searching a customer’s name gets only their own orders', async () => {
    const me = (await call(app, token.outsource, 'GET', '/users/me')).json<{ id: number }>();
    const [{ name }] = await rows<{ name: string }>(
      t.database,
      sql`SELECT c.display_name AS name FROM orders o JOIN customers c ON c.id = o.customer_id
          WHERE o.designer_id = ${me.id} AND NOT o.is_delete ORDER BY o.id LIMIT 1`,
    );
    const typed = foldSearchText(name);
    const all = await found<Order>('manager', 'orders', typed);
    const mine = await found<Order>('outsource', 'orders', typed);
    expect(mine.total).toBeGreaterThan(0);
    expect(all.total).toBeGreaterThan(mine.total);
    const ids = new Set(mine.results.map((o) => o.id));
    const theirs = all.results.filter((o) => ids.has(o.id));
    expect(theirs.every((o) => o.designerId === me.id)).toBe(true);
    expect(mine.results.every((o) => all.results.some((a) => a.id === o.id && a.designerId === me.id))).toBe(true);
  });

  it('offers no spelling from rows the caller cannot reach', async () => {
    const miss = await found('outsource', 'orders', 'nguyn');
    const reachable = await found<Order>('outsource', 'orders', '');
    const suggestions = (miss.body.suggestions as string[] | undefined) ?? [];
    for (const text of suggestions) {
      expect((await found('outsource', 'orders', text)).total, text).toBeGreaterThan(0);
    }
    expect(reachable.total).toBeGreaterThan(0);
  });

  it('refuses a search longer than the list takes, and one without a session', async () => {
    expect((await call(app, token.manager, 'GET', '/customers', undefined, { q: 'x'.repeat(201) })).statusCode).toBe(
      400,
    );
    expect((await call(app, null, 'GET', '/customers', undefined, { q: 'bui' })).statusCode).toBe(401);
  });
});
