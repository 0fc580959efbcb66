import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ResourceDef } from '../../shared/domain/resources';
import { tableOfResource } from '../db/columns';
import type { Db } from '../db/connection';
import { publicColumns } from '../db/rowJson';
import type { KeptTotal } from './keptTotal';
import type { ListParams } from './listParams';
import { afterCondition, keyColumnsOf } from './keyset';
import { isCreationOrder, monthSeek, type MonthSeek } from './monthSeek';
import { columnOf, orderOf, whereOf } from './querySql';
import { RANK_COLUMN, RANK_ORDER, rankedSearch } from './searchSql';

/**
 * The query that reads a list's page, and the order its ids are kept in: the plain page, a
 * deep page found by its ids first, and a ranked search's page (searchSql.ts).
 */

/** What a page is read with: the client's list query, and the server's conditions and projection. */
export interface PageQuery extends Pick<
  ListParams,
  'terms' | 'search' | 'ranked' | 'order' | 'limit' | 'offset' | 'after' | 'knownTotal'
> {
  /** The server's own conditions: scope, soft deletion, whose rows a custom list shows. */
  readonly where?: SQL;
  /** Answer only these columns (the reduced outsourced views). */
  readonly columns?: readonly string[];
  /** The total the database keeps for this list, when one answers it (keptTotal.ts). */
  readonly kept?: KeptTotal | null;
  /** Read each row's sort keys too (keyset.ts), so the page can tell where the next one starts. */
  readonly keyset?: boolean;
}

/** From this offset on, a page is found by ids first (an index-only walk), then its rows read. */
const DEFERRED_JOIN_OFFSET = 1_000;

/** How a deep page of a counted list in creation order starts from the monthly counters (monthSeek.ts). */
function seekOf(resource: ResourceDef, query: PageQuery): MonthSeek | null {
  const first = query.order[0];
  if (!query.kept || !first || !isCreationOrder(query.order)) return null;
  return monthSeek(query.kept, sql`${columnOf(tableOfResource(resource), 'createdAt')}`, first.desc, query.offset);
}

/**
 * The page's rows, and one more when there is one (it tells whether the list goes on). A page
 * after a row (`after`, keyset.ts) starts there, at no offset; with `keyset` each row also
 * carries its sort keys as text (`keyProperty`). From
 * DEFERRED_JOIN_OFFSET on the page's ids are found first; a counted list in creation order
 * finds them from the month its page starts in. A ranked search reads its rows joined to their
 * search words (searchSql.ts), with their rank as the column `search_rank`. `read` is what
 * each row answers: the resource's columns (the reader's), or values the database writes.
 */
export function pageRows(
  db: Db,
  resource: ResourceDef,
  where: SQL | undefined,
  query: PageQuery,
  read: Readonly<Record<string, PgColumn | SQL.Aliased>> = publicColumns(resource, query.columns),
) {
  const table = tableOfResource(resource);
  const ranked = rankedSearch(resource, query);
  const columns: Record<string, PgColumn | SQL.Aliased> =
    query.keyset && !ranked ? { ...read, ...keyColumnsOf(resource, query.order) } : read;
  if (ranked) {
    return db
      .select({ ...columns, [RANK_COLUMN]: ranked.rank.as(RANK_COLUMN) })
      .from(table)
      .innerJoin(ranked.docs, eq(ranked.docs.id, columnOf(table, 'id')))
      .where(and(query.where, whereOf(resource, query.terms), ranked.match))
      .orderBy(RANK_ORDER, desc(ranked.docs.id))
      .limit(query.limit + 1)
      .offset(query.offset);
  }
  const order = orderOf(resource, query.order);
  if (query.after) {
    return db
      .select(columns)
      .from(table)
      .where(and(where, afterCondition(resource, query.order, query.after)))
      .orderBy(...order)
      .limit(query.limit + 1);
  }
  if (query.offset < DEFERRED_JOIN_OFFSET) {
    return db
      .select(columns)
      .from(table)
      .where(where)
      .orderBy(...order)
      .limit(query.limit + 1)
      .offset(query.offset);
  }
  const id = columnOf(table, 'id');
  const seek = seekOf(resource, query);
  const ids = seek
    ? sql`(SELECT ${id} FROM ${table} WHERE ${and(where, seek.from)} ORDER BY ${sql.join(order, sql`, `)} LIMIT ${query.limit + 1} OFFSET ${seek.offset})`
    : db
        .select({ id })
        .from(table)
        .where(where)
        .orderBy(...order)
        .limit(query.limit + 1)
        .offset(query.offset);
  return db
    .select(columns)
    .from(table)
    .where(inArray(id, ids))
    .orderBy(...order);
}

/** A page's order in `pageIdsSql`: a ranked search's rank then the newest id (searchSql.ts), else its sort keys. */
export const pageOrder = (resource: ResourceDef, query: PageQuery): SQL[] =>
  rankedSearch(resource, query)
    ? [RANK_ORDER, desc(columnOf(tableOfResource(resource), 'id'))]
    : orderOf(resource, query.order);
