import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ResourceDef } from '../../shared/domain/resources';
import { writeAudit, type AuditEntry } from '../db/audit';
import { tableOfResource, type AnyTable } from '../db/columns';
import type { Db } from '../db/connection';
import { publicColumns } from '../db/rowJson';
import type { AuthUser } from '../plugins/auth';
import type { CellColumn } from './pageCells';
import { executeNamed, rowsJsonSql, type JsonRelation } from './pageJson';
import { columnOf } from './querySql';
import type { PageQuery } from './pageRows';
import { countReferences, isTaken } from './rowReferences';
import { scopeCondition } from './scope';
import {
  findCellsPage,
  findPage,
  findPageJson,
  findSuggestions,
  jsonColumns,
  type CellsPage,
  type JsonPage,
  type Page,
  type Row,
} from './listPages';

export type { PageQuery } from './pageRows';
export {
  findCellsPage,
  findPage,
  findPageJson,
  findSuggestions,
  type CellsPage,
  type JsonPage,
  type Page,
  type Row,
} from './listPages';

const tableOf = (resource: ResourceDef): AnyTable => tableOfResource(resource);

/** Values of a row of a resource named at run time; the route's body schema gave them their types. */
type AnyValues = AnyTable['$inferInsert'];

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
