import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../src/server/db/schema';
import { BATCH_SIZE, insertAll, insertReturningIds } from '../../src/server/seed/batch';
import { createTestApp, type TestApp } from './harness';

/** The seed's batch insert (src/server/seed/batch.ts): rows as one JSON parameter per batch. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const customer = (code: string) => ({ displayName: `Batch ${code}`, code, email: `${code}@example.com` });

describe('seed batch insert', () => {
  it('stores every kind of column as given and answers the ids in input order', async () => {
    const createdAt = new Date('2025-03-04T05:06:07.089Z');
    const rows = [
      {
        ...customer('BATCH-A'),
        displayName: "Lê Thị “Hà” 🎨 \\ 'quoted'",
        birthday: '1990-02-28',
        serviceTypeIds: [3, 1],
        isActive: false,
        note: null,
        createdAt,
      },
      { ...customer('BATCH-B'), birthday: null, serviceTypeIds: [], isActive: true, note: 'line\nbreak', createdAt },
    ];
    const ids = await insertReturningIds(t.database.db, s.customers, rows);
    const stored = await t.database.db.select().from(s.customers).where(inArray(s.customers.id, ids));
    const byId = new Map(stored.map((row) => [row.id, row]));
    rows.forEach((row, i) => expect(byId.get(ids[i])).toMatchObject(row));
  });

  it('gives a column left out of every row its default', async () => {
    const before = Date.now();
    await insertAll(t.database.db, s.customers, [customer('BATCH-DEFAULT')]);
    const [row] = await t.database.db.select().from(s.customers).where(eq(s.customers.code, 'BATCH-DEFAULT'));
    expect(row.isDelete).toBe(false);
    expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('gives a defaulted column its default in the rows that leave it out, others giving it', async () => {
    const given = new Date('2024-01-02T03:04:05.000Z');
    const before = Date.now();
    const rows = [
      { ...customer('BATCH-SOME-1'), createdAt: given },
      { ...customer('BATCH-SOME-2') },
      { ...customer('BATCH-SOME-3'), createdAt: given },
    ];
    const ids = await insertReturningIds(t.database.db, s.customers, rows);
    const stored = await t.database.db.select().from(s.customers).where(inArray(s.customers.id, ids));
    const byId = new Map(stored.map((row) => [row.id, row]));
    expect(ids.map((id) => byId.get(id)?.code)).toEqual(rows.map((row) => row.code));
    expect(byId.get(ids[0])?.createdAt).toEqual(given);
    expect(byId.get(ids[1])?.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(byId.get(ids[2])?.createdAt).toEqual(given);
  });

  it('inserts more rows than a batch holds, each id once and in order', async () => {
    const rows = Array.from({ length: BATCH_SIZE + 3 }, (_, i) => customer(`BATCH-MANY-${i}`));
    const ids = await insertReturningIds(t.database.db, s.customers, rows);
    expect(ids).toHaveLength(rows.length);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const stored = await t.database.db
      .select({ id: s.customers.id, code: s.customers.code })
      .from(s.customers)
      .where(inArray(s.customers.id, ids));
    const codeOf = new Map(stored.map((row) => [row.id, row.code]));
    expect(ids.map((id) => codeOf.get(id))).toEqual(rows.map((row) => row.code));
  });
});
