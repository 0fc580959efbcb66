import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ResourceDef } from '../../shared/domain/resources';
import { tableOfResource } from '../db/columns';
import type { Db } from '../db/connection';
import { rowCounts } from '../db/systemTables';
import type { KeptTotal } from './keptTotal';

/**
 * Up to this many matching rows a list's total is counted exactly; beyond it, a total the
 * database keeps (see `countedBy`) or the planner's estimate, labelled as one.
 */
export const EXACT_COUNT_LIMIT = 10_000;

/**
 * The same for a search: its matches are found through the words' index, then each is looked
 * up in its table to be counted (its scope, its filters), so a broad one would spend most of
 * its time counting. Past this many, a search's total is an estimate, as a web search's is.
 */
export const SEARCH_EXACT_COUNT_LIMIT = 1_000;

/** How far a list's total is counted exactly: less far for a search. */
export const exactCountLimit = (query: { readonly search: string | null }): number =>
  query.search ? SEARCH_EXACT_COUNT_LIMIT : EXACT_COUNT_LIMIT;

/** A list's total, and whether it is the planner's estimate rather than a count. */
export interface PageTotal {
  readonly total: number;
  readonly estimate: boolean;
}

/** The query of a kept total: the sum of the counters of the selected keys, as `total`. */
export function keptTotalSql(db: Db, kept: KeptTotal) {
  return db
    .select({ total: sql<string>`coalesce(sum(${rowCounts.n}), 0)`.as('total') })
    .from(rowCounts)
    .where(keptKeys(kept));
}

/** The counters a kept total sums: its resource's, of its keys, live or deleted. */
export const keptKeys = (kept: KeptTotal) =>
  and(
    eq(rowCounts.resource, kept.resource),
    eq(rowCounts.deleted, kept.deleted),
    kept.keys === null ? undefined : kept.keys.length === 0 ? sql`false` : inArray(rowCounts.key, [...kept.keys]),
  );

/** The kept total: the sum of the counters of the selected keys. */
export async function keptTotal(db: Db, kept: KeptTotal): Promise<PageTotal> {
  const [row] = await keptTotalSql(db, kept);
  return { total: Number(row?.total ?? 0), estimate: false };
}

/** The query of count(*) of the matching rows, as `total`, stopping after `limit` + 1 when a limit is given. */
export function countRowsSql(db: Db, resource: ResourceDef, where: SQL | undefined, limit?: number) {
  const matching = db
    .select({ one: sql`1` })
    .from(tableOfResource(resource))
    .where(where);
  const rows = limit === undefined ? matching : matching.limit(limit + 1);
  return db.select({ total: sql<number>`count(*)::int`.as('total') }).from(rows.as('matching'));
}

/** count(*) of the matching rows, stopping after `limit` + 1 when a limit is given. */
export async function countRows(
  db: Db,
  resource: ResourceDef,
  where: SQL | undefined,
  limit?: number,
): Promise<number> {
  const [row] = await countRowsSql(db, resource, where, limit);
  return Number(row?.total ?? 0);
}

/** The planner's estimate of the matching rows (EXPLAIN, nothing read). */
async function estimateRows(db: Db, resource: ResourceDef, where: SQL | undefined): Promise<number> {
  const query = db
    .select({ one: sql`1` })
    .from(tableOfResource(resource))
    .where(where);
  const result: unknown = await db.execute(sql`EXPLAIN (FORMAT JSON) ${query}`);
  const { rows } = result as { rows: Record<string, unknown>[] };
  const raw = Object.values(rows[0] ?? {})[0];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan?: { 'Plan Rows'?: number } }];
  return Math.round(plan[0]?.Plan?.['Plan Rows'] ?? 0);
}

/**
 * The total of a list: exact up to `limit` rows (only that many are counted), above it the
 * planner's estimate, never less than the limit + 1 the count saw.
 */
export async function cappedTotal(
  db: Db,
  resource: ResourceDef,
  where: SQL | undefined,
  limit = EXACT_COUNT_LIMIT,
): Promise<PageTotal> {
  return totalOfCapped(db, resource, where, await countRows(db, resource, where, limit), limit);
}

/** `cappedTotal` from the capped count already made (`countRowsSql` with the same `limit`). */
export async function totalOfCapped(
  db: Db,
  resource: ResourceDef,
  where: SQL | undefined,
  counted: number,
  limit = EXACT_COUNT_LIMIT,
): Promise<PageTotal> {
  if (counted <= limit) return { total: counted, estimate: false };
  const estimated = await estimateRows(db, resource, where);
  return { total: Math.max(estimated, counted), estimate: true };
}

/**
 * What a page itself says of an estimated total: a short page ends the list, so the total is
 * exact (its offset plus its rows); a full page proves at least one row more than it ends on.
 * Null when the page says nothing (an empty page past the end).
 */
export function totalFromPage(
  estimated: PageTotal,
  page: { readonly offset: number; readonly limit: number; readonly rows: number; readonly more: boolean },
): PageTotal | null {
  if (!estimated.estimate) return estimated;
  if (page.rows === 0 && page.offset > 0) return null;
  if (!page.more) return { total: page.offset + page.rows, estimate: false };
  return { total: Math.max(estimated.total, page.offset + page.rows + 1), estimate: true };
}
