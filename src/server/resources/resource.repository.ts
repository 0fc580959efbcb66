import { and, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ResourceDef } from '../../shared/domain/resources';
import { resourceTable } from '../db/columns';
import type { Db } from '../db/connection';
import type { FilterTerm } from './filterTerms';
import type { ListParams } from './listParams';
import { columnOf, orderOf, searchOf, whereOf } from './querySql';

/** A row as the engine answers it: every column but the secret ones. */
export type Row = Record<string, unknown> & { id: number };

const projections = new Map<string, Record<string, PgColumn>>();

/** The columns a client may read: secret fields (password hashes, tokens) are never selected. */
function publicColumns(resource: ResourceDef): Record<string, PgColumn> {
  let columns = projections.get(resource.name);
  if (!columns) {
    const all = getTableColumns(resourceTable(resource)) as Record<string, PgColumn>;
    columns = Object.fromEntries(Object.entries(all).filter(([name]) => !resource.fields[name]?.secret));
    projections.set(resource.name, columns);
  }
  return columns;
}

const tableOf = (resource: ResourceDef) => resourceTable(resource) as PgTable;

/** One page of the rows matching the terms and search, and how many match in all. */
export async function findPage(
  db: Db,
  resource: ResourceDef,
  terms: readonly FilterTerm[],
  params: Pick<ListParams, 'search' | 'order' | 'limit' | 'offset'>,
): Promise<{ rows: Row[]; total: number }> {
  const where = and(whereOf(resource, terms), searchOf(resource, params.search));
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(tableOf(resource))
    .where(where);
  const total = Number(counted?.total ?? 0);
  if (params.limit === 0 || params.offset >= total) return { rows: [], total };
  const rows = await db
    .select(publicColumns(resource))
    .from(tableOf(resource))
    .where(where)
    .orderBy(...orderOf(resource, params.order))
    .limit(params.limit)
    .offset(params.offset);
  return { rows: rows as Row[], total };
}

const byId = (resource: ResourceDef, id: number, terms: readonly FilterTerm[]): SQL | undefined =>
  and(eq(columnOf(resourceTable(resource), 'id'), id), whereOf(resource, terms));

/** The row with this id that also matches the terms (a view's or a user's scope). */
export async function findOne(
  db: Db,
  resource: ResourceDef,
  id: number,
  terms: readonly FilterTerm[],
): Promise<Row | null> {
  const rows = await db
    .select(publicColumns(resource))
    .from(tableOf(resource))
    .where(byId(resource, id, terms))
    .limit(1);
  return (rows[0] as Row | undefined) ?? null;
}

/** Rows by id in one query, for `includes`. */
export async function findByIds(db: Db, resource: ResourceDef, ids: readonly number[]): Promise<Row[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(publicColumns(resource))
    .from(tableOf(resource))
    .where(inArray(columnOf(resourceTable(resource), 'id'), [...ids]));
  return rows as Row[];
}

export async function insertRow(db: Db, resource: ResourceDef, values: Record<string, unknown>): Promise<Row> {
  const rows = await db.insert(tableOf(resource)).values(values).returning(publicColumns(resource));
  return rows[0] as Row;
}

/**
 * Updates the row unless it changed since `expectedUpdatedAt` (compared to the millisecond,
 * the precision a client sees). Null when no row matched: gone, or changed meanwhile.
 */
export async function updateRow(
  db: Db,
  resource: ResourceDef,
  id: number,
  values: Record<string, unknown>,
  expectedUpdatedAt: Date | null,
): Promise<Row | null> {
  const updatedAt = columnOf(resourceTable(resource), 'updatedAt');
  const unchanged = expectedUpdatedAt
    ? sql`date_trunc('milliseconds', ${updatedAt}) = ${expectedUpdatedAt.toISOString()}::timestamptz`
    : undefined;
  const rows = await db
    .update(tableOf(resource))
    .set(values)
    .where(and(byId(resource, id, []), unchanged))
    .returning(publicColumns(resource));
  return (rows[0] as Row | undefined) ?? null;
}

/** Removes the row for good; the removed row, or null when there was none. */
export async function deleteRow(db: Db, resource: ResourceDef, id: number): Promise<Row | null> {
  const rows = await db
    .delete(tableOf(resource))
    .where(byId(resource, id, []))
    .returning(publicColumns(resource));
  return (rows[0] as Row | undefined) ?? null;
}

/** Id of the user with this email, compared without case; null when free. */
export async function findUserIdByEmail(db: Db, users: ResourceDef, email: string): Promise<number | null> {
  const rows = await db
    .select({ id: columnOf(resourceTable(users), 'id') })
    .from(tableOf(users))
    .where(sql`lower(${columnOf(resourceTable(users), 'email')}) = lower(${email})`)
    .limit(1);
  return (rows[0]?.id as number | undefined) ?? null;
}
