import { and, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ListResult } from '../../../shared/api/contract';
import type { ResourceDef } from '../../../shared/domain/resources';
import { resourceTable } from '../../db/columns';
import type { Db } from '../../db/connection';
import type { AuthUser } from '../../plugins/auth';
import { scopeTerms } from '../../resources/access';
import { embedIncludes } from '../../resources/includes';
import { parseListQuery } from '../../resources/listParams';
import { orderOf, searchOf, whereOf } from '../../resources/querySql';
import type { Row } from '../../resources/resource.repository';

/** The columns of a resource a client may read, or only the named ones. */
export function readableColumns(resource: ResourceDef, only?: readonly string[]): Record<string, PgColumn> {
  const all = getTableColumns(resourceTable(resource)) as Record<string, PgColumn>;
  return Object.fromEntries(
    Object.entries(all).filter(([name]) => !resource.fields[name]?.secret && (!only || only.includes(name))),
  );
}

export interface ScopedListOptions {
  /** Condition every row must meet besides the client's filter (whose rows these are). */
  readonly where?: SQL;
  /** Answer only these columns (the reduced outsourced views). */
  readonly columns?: readonly string[];
}

/**
 * A list of spec section 7 (limit, offset, filter, includes, q, orderBy → `{results,
 * total}`) over a resource, narrowed by a server-side condition: the custom lists such as
 * orders/me and orderHistories/on-pd. Soft-deleted rows are left out, and so are rows
 * outside the user's reach (`scopeTerms`: outsourced users, customer-role users).
 */
export async function scopedList(
  db: Db,
  user: AuthUser,
  resource: ResourceDef,
  query: Record<string, unknown>,
  options: ScopedListOptions = {},
): Promise<ListResult<Row>> {
  const params = parseListQuery(resource, query);
  const table = resourceTable(resource) as PgTable;
  const live = resource.softDelete ? sql`${getTableColumns(resourceTable(resource)).isDelete} = false` : undefined;
  const where = and(
    whereOf(resource, [...scopeTerms(user, resource), ...params.terms]),
    searchOf(resource, params.search),
    options.where,
    live,
  );
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  const total = Number(counted?.total ?? 0);
  if (params.limit === 0 || params.offset >= total) return { results: [], total };
  const rows = (await db
    .select(readableColumns(resource, options.columns))
    .from(table)
    .where(where)
    .orderBy(...orderOf(resource, params.order))
    .limit(params.limit)
    .offset(params.offset)) as Row[];
  await embedIncludes(db, user, resource, rows, params.includes);
  return { results: rows, total };
}
