import { and, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ResourceDef } from '../../shared/domain/resources';
import { tableOfResource, type AnyTable } from '../db/columns';
import type { Db } from '../db/connection';
import { publicColumns } from '../db/rowJson';
import {
  cappedTotal,
  countRows,
  countRowsSql,
  exactCountLimit,
  keptTotal,
  keptTotalSql,
  totalFromPage,
  totalOfCapped,
  type PageTotal,
} from './pageTotal';
import { cellFieldsOf, pageCellsSql, type CellColumn } from './pageCells';
import { embeddableBySql, executeNamed, pageIdsSql, rowsJsonSql, type JsonRelation } from './pageJson';
import { columnOf, whereOf } from './querySql';
import { keyProperty, sortKeysOf, takeKeys, type KeysetValues } from './keyset';
import { pageOrder, pageRows, type PageQuery } from './pageRows';
import { RANK_COLUMN, rankedPageSql, rankedSearch, searchOf, suggestionsSql } from './searchSql';

/**
 * The pages of a list (the engine's reads of many rows): a page of rows with its total and
 * keyset, the same page as JSON the database writes (pageJson.ts) or as its cells
 * (pageCells.ts), and the closest spellings of a search that found nothing. The rest of the
 * engine's storage (one row, writes) is in resource.repository.ts.
 */

/**
 * A row as the engine handles it: the engine serves resources named at run time, so a row is
 * its columns by name. Typed rows come from the route's response schema (`RowOf<N>`).
 */
export type Row = Record<string, unknown> & { id: number };

const tableOf = (resource: ResourceDef): AnyTable => tableOfResource(resource);

export type { PageQuery } from './pageRows';

/** One page of rows and the total of the list; `totalIsEstimate` when the total is the planner's estimate. */
export interface Page {
  readonly rows: Row[];
  readonly total: number;
  readonly totalIsEstimate?: true;
  /** True when rows follow the page's last one. */
  readonly more?: boolean;
  /** With `keyset`: the sort keys of the page's last row (keyset.ts), null for an empty page. */
  readonly lastKeys?: KeysetValues | null;
}

/** The conditions of a page: the server's, the client's filters and its search. */
const whereOfQuery = (resource: ResourceDef, query: PageQuery) =>
  and(query.where, whereOf(resource, query.terms), searchOf(resource, query.search));

/** What a page's read found: the page (its first `limit` rows) and how many rows it found (up to `limit` + 1). */
interface Fetched<P> {
  readonly page: P;
  readonly fetched: number;
}

/**
 * The page (matching `where`) as `fetch` reads it, and how many rows match in all: kept by
 * the database when `kept` names such a total, else counted exactly up to EXACT_COUNT_LIMIT
 * and estimated beyond (pageTotal.ts). The count and the page are asked for together.
 */
async function withTotal<P>(
  db: Db,
  resource: ResourceDef,
  query: PageQuery,
  where: SQL | undefined,
  fetch: () => Promise<Fetched<P>>,
  empty: P,
): Promise<{ page: P; total: number; totalIsEstimate?: true }> {
  const [counted, { page, fetched }] = await Promise.all([
    query.knownTotal !== undefined
      ? { total: query.knownTotal, estimate: false }
      : query.kept
        ? keptTotal(db, query.kept)
        : cappedTotal(db, resource, where, exactCountLimit(query)),
    query.limit === 0 ? Promise.resolve({ page: empty, fetched: 0 }) : fetch(),
  ]);
  return { page, ...(await totalOfPage(db, resource, query, where, counted, fetched)) };
}

/** The total a list answers, from its counted (or estimated) total and the rows its page found. */
async function totalOfPage(
  db: Db,
  resource: ResourceDef,
  query: PageQuery,
  where: SQL | undefined,
  counted: PageTotal,
  fetched: number,
): Promise<{ total: number; totalIsEstimate?: true }> {
  const known =
    query.limit === 0
      ? counted
      : (totalFromPage(counted, {
          offset: query.offset,
          limit: query.limit,
          rows: Math.min(fetched, query.limit),
          more: fetched > query.limit,
        }) ?? { total: await countRows(db, resource, where), estimate: false });
  return known.estimate ? { total: known.total, totalIsEstimate: true } : { total: known.total };
}

/**
 * One page of the rows matching the query, and how many match in all (withTotal); with
 * `keyset`, the sort keys of its last row, where the next page starts.
 */
export async function findPage(db: Db, resource: ResourceDef, query: PageQuery): Promise<Page> {
  return readPage(db, resource, query);
}

/** `findPage`, its rows read by `read` (by default the resource's columns, pageRows.ts) under the page's conditions. */
async function readPage(
  db: Db,
  resource: ResourceDef,
  query: PageQuery,
  read: (where: SQL | undefined) => Promise<Row[]> = async (where) =>
    (await pageRows(db, resource, where, query)) as Row[],
): Promise<Page> {
  const where = whereOfQuery(resource, query);
  let more = false;
  let lastKeys: KeysetValues | null = null;
  const { page, ...total } = await withTotal(
    db,
    resource,
    query,
    where,
    async () => {
      const rows = await read(where);
      const kept = rows.slice(0, query.limit);
      more = rows.length > query.limit;
      for (const row of rows) delete row[RANK_COLUMN];
      // Every row read carries its keys (the one past the page too); the page's last row's tell.
      const keys = query.keyset && !rankedSearch(resource, query) ? rows.map((row) => takeKeys(row, query.order)) : [];
      lastKeys = keys[kept.length - 1] ?? null;
      return { page: kept, fetched: rows.length };
    },
    [] as Row[],
  );
  return { rows: page, ...total, more, ...(query.keyset ? { lastKeys } : {}) };
}

/** A page of cells (pageCells.ts): one JSON array's text a row, and where the page ends, as `findPage` answers. */
export type CellsPage = Omit<Page, 'rows'> & { readonly rows: readonly string[] };

/**
 * One page as `findPage` finds it (scope, filter, search, order, keyset, total), each row
 * written by the database as the JSON array of its cells (pageCells.ts); null when a cell
 * cannot be written by SQL.
 */
export async function findCellsPage(
  db: Db,
  resource: ResourceDef,
  query: PageQuery,
  cells: readonly CellColumn[],
): Promise<CellsPage | null> {
  const keys =
    query.keyset && !rankedSearch(resource, query) ? sortKeysOf(query.order).map((_, n) => keyProperty(n)) : [];
  const columns = publicColumns(
    resource,
    cellFieldsOf(
      cells,
      sortKeysOf(query.order).map((k) => k.field),
    ),
  );
  const statement = (where: SQL | undefined) =>
    pageCellsSql(
      resource,
      cells,
      pageRows(db, resource, where, query, columns).getSQL(),
      pageOrder(resource, query),
      keys,
    );
  if (!statement(undefined)) return null;
  const page = await readPage(db, resource, query, async (where) => {
    const result: unknown = await db.execute(statement(where)!);
    return (result as { rows: Row[] }).rows;
  });
  return { ...page, rows: page.rows.map((row) => row.cells as string) };
}

/** A page whose rows the database wrote as JSON (pageJson.ts): one object's text a row. */
export interface JsonPage {
  readonly rows: readonly string[];
  readonly total: number;
  readonly totalIsEstimate?: true;
}

/** The columns the database writes as JSON with these relations, or null when the schema path must (`embeddableBySql`). */
export function jsonColumns(
  resource: ResourceDef,
  relations: readonly JsonRelation[],
  only?: readonly string[],
): Record<string, PgColumn> | null {
  const columns = publicColumns(resource, only);
  const embeddable = embeddableBySql(
    resource,
    columns,
    relations.map((r) => r.relation),
  );
  return embeddable ? columns : null;
}

/**
 * One statement, one snapshot, for a page's ids (in page order) and its total: a kept total,
 * or the count capped at `countLimit`. A ranked search finds its matches once for both
 * (`rankedPageSql`); any other list counts and reads its page's ids as `pageRows` reads them.
 */
function idsWithTotalSql(db: Db, resource: ResourceDef, query: PageQuery, where: SQL | undefined, countLimit: number) {
  const ranked = query.kept ? null : rankedSearch(resource, query);
  if (ranked) {
    return rankedPageSql(resource, ranked, and(query.where, whereOf(resource, query.terms)), query, countLimit);
  }
  // The page's rows as far as their ids need them: the id and the columns they are ordered by
  // (a list reduced to some columns keeps to those).
  const table = tableOf(resource);
  const sortColumns = query.columns
    ? publicColumns(resource, query.columns)
    : Object.fromEntries(
        ['id', ...query.order.map((key) => key.field)].map((field) => [field, columnOf(table, field)]),
      );
  const ids = pageIdsSql(
    resource,
    pageRows(db, resource, where, query, sortColumns).getSQL(),
    pageOrder(resource, query),
  );
  const counted = query.kept ? keptTotalSql(db, query.kept) : countRowsSql(db, resource, where, countLimit);
  return sql`SELECT counted.total::text AS total, page.ids FROM (${counted}) AS counted, (${ids}) AS page`;
}

/**
 * One page as `findPage` finds it, written as JSON by the database with the relations
 * embedded; null when the relations cannot be embedded by SQL (`embeddableBySql`).
 */
export async function findPageJson(
  db: Db,
  resource: ResourceDef,
  query: PageQuery,
  relations: readonly JsonRelation[],
): Promise<JsonPage | null> {
  const columns = jsonColumns(resource, relations, query.columns);
  if (!columns) return null;
  const where = whereOfQuery(resource, query);
  const countLimit = exactCountLimit(query);
  // The page's ids with the total, then their JSON. The second statement sees the rows as
  // they are then: it checks the server's own conditions again (the reader's scope, soft
  // deletion), so a row moved out of the reader's reach in between is left out, never shown.
  const result: unknown = await db.execute(idsWithTotalSql(db, resource, query, where, countLimit));
  const [found] = (result as { rows: { ids: number[]; total: string; matches?: string }[] }).rows;
  const page = query.limit > 0 ? found.ids.slice(0, query.limit) : [];
  const written =
    page.length > 0
      ? await executeNamed<{ json: string }>(db, rowsJsonSql(resource, columns, page, relations, query.where))
      : [];
  const rows = written.map((row) => row.json);
  const n = Number(found.total);
  if (query.kept) return { rows, total: n };
  // Past the count, a search's estimate is how many records its words match (some perhaps
  // out of the reader's reach or deleted), which the statement counted on the way; any other
  // list's is the planner's.
  const capped =
    found.matches !== undefined && n > countLimit
      ? { total: Math.max(Number(found.matches), n), estimate: true }
      : await totalOfCapped(db, resource, where, n, countLimit);
  const total = await totalOfPage(db, resource, query, where, capped, found.ids.length);
  return { rows, ...total };
}

/** The closest spellings of a search that found nothing, among the rows the list reaches without it. */
export async function findSuggestions(db: Db, resource: ResourceDef, query: PageQuery): Promise<string[]> {
  const nearest = query.search
    ? suggestionsSql(resource, query.search, and(query.where, whereOf(resource, query.terms)))
    : null;
  if (!nearest) return [];
  const result: unknown = await db.execute(nearest);
  return (result as { rows: { text: string }[] }).rows.map((row) => row.text);
}
