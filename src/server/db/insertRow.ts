import type { Db } from './connection';
import type { ResourceTable } from './columns';

/**
 * Inserts one row into a registry-built table and answers it as stored. The tables are
 * built from the registry at run time, so the row's type is the caller's to state.
 */
export async function insertRow<Row>(db: Db, table: ResourceTable, values: Record<string, unknown>): Promise<Row> {
  const rows = await db
    .insert(table)
    .values(values as never)
    .returning();
  return rows[0] as Row;
}
