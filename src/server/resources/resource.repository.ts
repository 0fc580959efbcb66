import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ResourceDef } from '../../shared/domain/resources';
import { writeAudit, type AuditEntry } from '../db/audit';
import { tableOfResource, type AnyTable } from '../db/columns';
import type { Db } from '../db/connection';
import { publicColumns } from '../db/rowJson';
import type { AuthUser } from '../plugins/auth';
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
import { countReferences, isTaken } from './rowReferences';
import { scopeCondition } from './scope';

/**
 * A row as the engine handles it: the engine serves resources named at run time, so a row is
 * its columns by name. Typed rows come from the route's response schema (`RowOf<N>`).
 */
export type Row = Record<string, unknown> & { id: number };

const tableOf = (resource: ResourceDef): AnyTable => tableOfResource(resource);

/** Values of a row of a resource named at run time; the route's body schema gave them their types. */
type AnyValues = AnyTable['$inferInsert'];

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
function jsonColumns(
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

const byId = (resource: ResourceDef, id: number): SQL => eq(columnOf(tableOf(resource), 'id'), id);

/** The row with this id that also meets `where` (a view's or a user's scope). */
export async function findOne(db: Db, resource: ResourceDef, id: number, where?: SQL): Promise<Row | null> {
  const rows = await db
    .select(publicColumns(resource))
    .from(tableOf(resource))
    .where(and(byId(resource, id), where))
    .limit(1);
  return (rows[0] as Row | undefined) ?? null;
}

/**
 * The row with this id that also meets `where`, written as JSON by the database with its
 * relations embedded: one statement, the list's second (`rowsJsonSql`), where the schema path
 * reads the row and then each relation on its own. '' when no such row; null when the
 * relations cannot be embedded by SQL (`embeddableBySql`).
 */
export async function findOneJson(
  db: Db,
  resource: ResourceDef,
  id: number,
  where: SQL | undefined,
  relations: readonly JsonRelation[],
): Promise<string | null> {
  const columns = jsonColumns(resource, relations);
  if (!columns) return null;
  const [found] = await executeNamed<{ json: string }>(db, rowsJsonSql(resource, columns, [id], relations, where));
  return found?.json ?? '';
}

/** Rows by id in one query (for `includes`), each meeting `where`. */
export async function findByIds(db: Db, resource: ResourceDef, ids: readonly number[], where?: SQL): Promise<Row[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(publicColumns(resource))
    .from(tableOf(resource))
    .where(and(inArray(columnOf(tableOf(resource), 'id'), [...ids]), where));
  return rows as Row[];
}

export async function insertRow(db: Db, resource: ResourceDef, values: Record<string, unknown>): Promise<Row> {
  const rows = await db
    .insert(tableOf(resource))
    .values(values as AnyValues)
    .returning(publicColumns(resource));
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
  const updatedAt = columnOf(tableOf(resource), 'updatedAt');
  const unchanged = expectedUpdatedAt
    ? sql`date_trunc('milliseconds', ${updatedAt}) = ${expectedUpdatedAt.toISOString()}::timestamptz`
    : undefined;
  const rows = await db
    .update(tableOf(resource))
    .set(values as Partial<AnyValues>)
    .where(and(byId(resource, id), unchanged))
    .returning(publicColumns(resource));
  return (rows[0] as Row | undefined) ?? null;
}

/** Removes the row for good; the removed row, or null when there was none. */
export async function deleteRow(db: Db, resource: ResourceDef, id: number): Promise<Row | null> {
  const rows = await db.delete(tableOf(resource)).where(byId(resource, id)).returning(publicColumns(resource));
  return (rows[0] as Row | undefined) ?? null;
}

/**
 * What the engine's rules need of the database, as one object so the rules can be tested
 * with a fake: the rows, the uniqueness check and the scope each user reaches.
 */
export interface ResourceRepository {
  /** Runs `work` in one transaction, with a repository bound to it. */
  transaction<T>(work: (tx: ResourceRepository) => Promise<T>): Promise<T>;
  /** Records a write in the audit trail (in the repository's transaction). */
  audit(entry: AuditEntry): Promise<void>;
  findPage(resource: ResourceDef, query: PageQuery): Promise<Page>;
  /** The page as JSON the database writes, or null when its relations need the schema path. */
  findPageJson(resource: ResourceDef, query: PageQuery, relations: readonly JsonRelation[]): Promise<JsonPage | null>;
  /** The page's rows as the JSON arrays of their cells (pageCells.ts), or null when SQL cannot write them. */
  findCellsPage(resource: ResourceDef, query: PageQuery, cells: readonly CellColumn[]): Promise<CellsPage | null>;
  /** The closest spellings of the page's search, for a search that found nothing. */
  findSuggestions(resource: ResourceDef, query: PageQuery): Promise<string[]>;
  findOne(resource: ResourceDef, id: number, where?: SQL): Promise<Row | null>;
  /** The row as JSON the database writes ('' for none), or null when its relations need the schema path. */
  findOneJson(
    resource: ResourceDef,
    id: number,
    where: SQL | undefined,
    relations: readonly JsonRelation[],
  ): Promise<string | null>;
  findByIds(resource: ResourceDef, ids: readonly number[], where?: SQL): Promise<Row[]>;
  insert(resource: ResourceDef, values: Record<string, unknown>): Promise<Row>;
  update(
    resource: ResourceDef,
    id: number,
    values: Record<string, unknown>,
    expected: Date | null,
  ): Promise<Row | null>;
  remove(resource: ResourceDef, id: number): Promise<Row | null>;
  isTaken(resource: ResourceDef, field: string, value: unknown, selfId: number | null): Promise<boolean>;
  /** How many rows of each resource point at this row, for those that do. */
  countReferences(resource: ResourceDef, id: number): Promise<{ resource: string; count: number }[]>;
  /** The condition every row of `resource` the user reaches meets (scope.ts). */
  scope(user: AuthUser, resource: ResourceDef): SQL | undefined;
}

/** The engine's repository on a Drizzle database (PGlite or PostgreSQL). */
export function drizzleResourceRepository(db: Db): ResourceRepository {
  return {
    transaction: (work) => db.transaction((tx) => work(drizzleResourceRepository(tx))),
    audit: (entry) => writeAudit(db, [entry]),
    findPage: (resource, query) => findPage(db, resource, query),
    findPageJson: (resource, query, relations) => findPageJson(db, resource, query, relations),
    findCellsPage: (resource, query, cells) => findCellsPage(db, resource, query, cells),
    findSuggestions: (resource, query) => findSuggestions(db, resource, query),
    findOne: (resource, id, where) => findOne(db, resource, id, where),
    findOneJson: (resource, id, where, relations) => findOneJson(db, resource, id, where, relations),
    findByIds: (resource, ids, where) => findByIds(db, resource, ids, where),
    insert: (resource, values) => insertRow(db, resource, values),
    update: (resource, id, values, expected) => updateRow(db, resource, id, values, expected),
    remove: (resource, id) => deleteRow(db, resource, id),
    isTaken: (resource, field, value, selfId) => isTaken(db, resource, field, value, selfId),
    countReferences: (resource, id) => countReferences(db, resource, id),
    scope: (user, resource) => scopeCondition(db, user, resource),
  };
}
