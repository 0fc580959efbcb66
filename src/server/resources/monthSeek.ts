import { sql, type SQL } from 'drizzle-orm';
import type { KeptTotal } from './keptTotal';
import { keptKeys } from './pageTotal';
import type { SortKey } from './listParams';

/**
 * Where a deep page of a counted list starts, found from the counters the database keeps per
 * month of creation (`row_counts.month`), so the page walks the rows of one month instead of
 * every row before it: page 10,000 of a million orders reads one month's index entries.
 *
 * The month is the first one, in the list's order, whose running count passes the offset; the
 * page then starts `offset - (rows in the months before it)` rows into the rows from that
 * month on. Both are scalar subqueries of the page's own statement, so the counters and the
 * rows are read in one snapshot and the page is exactly the one plain OFFSET would give.
 */
export interface MonthSeek {
  /** Keeps the rows from the page's month on (in the list's order). */
  readonly from: SQL;
  /** The offset into those rows. */
  readonly offset: SQL;
}

/** True when the list is ordered by creation time alone (and the id tie-break): months follow that order. */
export function isCreationOrder(order: readonly SortKey[]): boolean {
  const [first, second, ...rest] = order;
  if (!first || first.field !== 'createdAt' || rest.length > 0) return false;
  return !second || (second.field === 'id' && second.desc === first.desc);
}

/**
 * The seek of a page at `offset` of a list whose total `kept` answers, ordered by creation
 * time (`isCreationOrder`). `createdAt` is the table's creation column.
 */
export function monthSeek(kept: KeptTotal, createdAt: SQL, descending: boolean, offset: number): MonthSeek {
  const direction = sql.raw(descending ? 'DESC' : 'ASC');
  const start = sql`(
    SELECT month, running - n AS before FROM (
      SELECT month, n, sum(n) OVER (ORDER BY month ${direction}) AS running FROM (
        SELECT month, sum(n) AS n FROM row_counts WHERE ${keptKeys(kept)}
        GROUP BY month HAVING sum(n) > 0
      ) AS months
    ) AS counted
    WHERE running > ${offset} ORDER BY month ${direction} LIMIT 1
  )`;
  // Month arithmetic in UTC, as the counters' months are: a session time zone with summer
  // time would otherwise move the boundary by an hour.
  const from = descending
    ? sql`${createdAt} < (SELECT (month AT TIME ZONE 'UTC' + interval '1 month') AT TIME ZONE 'UTC' FROM ${start} AS s)`
    : sql`${createdAt} >= (SELECT month FROM ${start} AS s)`;
  return { from, offset: sql`(SELECT ${offset} - before FROM ${start} AS s)` };
}
