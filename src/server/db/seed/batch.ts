import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../connection';

/** Rows per multi-row INSERT: well under PostgreSQL's 65,535 bind parameters for our widest table. */
export const BATCH_SIZE = 1000;

/** A table with an `id` column, as every registry table has. */
type TableWithId = PgTable & { readonly id: PgTable['_']['columns'][string] };

/** Inserts rows in multi-row batches and returns the new ids in input order. */
export async function insertReturningIds<T extends TableWithId>(
  db: Db,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    const inserted = await db
      .insert(table)
      .values(rows.slice(start, start + BATCH_SIZE))
      .returning({ id: table.id });
    ids.push(...inserted.map((r) => r.id as number));
  }
  return ids;
}

/** Inserts rows in multi-row batches. */
export async function insertAll<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    await db.insert(table).values(rows.slice(start, start + BATCH_SIZE));
  }
}
