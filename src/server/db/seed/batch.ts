import type { PgTable } from 'drizzle-orm/pg-core';
import type { ResourceTable } from '../columns';
import type { Db } from '../connection';

/** Rows per multi-row INSERT: well under PostgreSQL's 65,535 bind parameters for our widest table. */
export const BATCH_SIZE = 1000;

type Row = Record<string, unknown>;

/** Inserts rows in multi-row batches and returns the new ids in input order. */
export async function insertReturningIds(db: Db, table: ResourceTable, rows: readonly Row[]): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    const chunk = rows.slice(start, start + BATCH_SIZE);
    const inserted = (await db
      .insert(table)
      .values(chunk as never)
      .returning({ id: table.id })) as { id: number }[];
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}

/** Inserts rows in multi-row batches. */
export async function insertAll(db: Db, table: PgTable, rows: readonly Row[]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    await db.insert(table).values(rows.slice(start, start + BATCH_SIZE));
  }
}
