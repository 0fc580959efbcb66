import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/connection';

/** Rows per INSERT: each batch is one JSON parameter, so this only bounds a statement's size. */
export const BATCH_SIZE = 1000;

/** A table with an `id` column, as every registry table has. */
type TableWithId = PgTable & { readonly id: PgTable['_']['columns'][string] };

type Row = Readonly<Record<string, unknown>>;

/** A column's value as the JSON PostgreSQL reads it back into the column's type. */
function jsonValue(column: PgColumn, value: unknown): unknown {
  if (value === null) return null;
  // jsonb goes in as the JSON itself; the driver value would be its text, read back as a JSON string.
  return column.dataType === 'json' ? value : column.mapToDriverValue(value);
}

/**
 * Consecutive rows that give the same defaulted columns. VALUES gives a row that leaves such a
 * column out its default, but JSON would give it null, so a batch is inserted a run at a time.
 */
function runsOf(table: PgTable, rows: readonly Row[]): Row[][] {
  const defaulted = Object.entries(getTableColumns(table)).filter(([, column]) => column.hasDefault);
  const signature = (row: Row) => defaulted.map(([key]) => (row[key] === undefined ? '0' : '1')).join('');
  const runs: Row[][] = [];
  let last: string | undefined;
  for (const row of rows) {
    const current = signature(row);
    if (current !== last) runs.push([]);
    runs[runs.length - 1].push(row);
    last = current;
  }
  return runs;
}

/**
 * One `INSERT … SELECT` of rows that give the same defaulted columns (`runsOf`): the rows
 * travel as a single JSON parameter, which PostgreSQL reads into the table's row type
 * (`json_populate_recordset`). The seed's thousands of rows went through Drizzle's multi-row
 * VALUES before, whose SQL building (a bind parameter per value) took 0.45 s of a first
 * start's CPU. The columns are those the rows give; the others get their defaults.
 */
function insertStatement(table: PgTable, rows: readonly Row[], returning?: SQL): SQL {
  const given = Object.entries(getTableColumns(table)).filter(([key]) => rows.some((row) => row[key] !== undefined));
  const json = JSON.stringify(
    rows.map((row) => Object.fromEntries(given.map(([key, column]) => [column.name, jsonValue(column, row[key])]))),
  );
  const names = sql.join(
    given.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  return sql`INSERT INTO ${table} (${names}) SELECT ${names} FROM json_populate_recordset(NULL::${table}, ${json}::json)${returning ?? sql``}`;
}

/** Inserts rows in batches and returns the new ids in input order. */
export async function insertReturningIds<T extends TableWithId>(
  db: Db,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    for (const run of runsOf(table, rows.slice(start, start + BATCH_SIZE))) {
      const result: unknown = await db.execute(insertStatement(table, run, sql` RETURNING ${table.id} AS id`));
      ids.push(...(result as { rows: { id: number }[] }).rows.map((r) => r.id));
    }
  }
  return ids;
}

/** Inserts rows in batches. */
export async function insertAll<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    for (const run of runsOf(table, rows.slice(start, start + BATCH_SIZE))) {
      await db.execute(insertStatement(table, run));
    }
  }
}
