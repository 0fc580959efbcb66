import { getTableName, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgColumn } from 'drizzle-orm/pg-core';
import type { Relation } from '../../shared/domain/relations';
import { allFields, type ResourceDef } from '../../shared/domain/resources';
import { tableOfResource } from '../db/columns';
import type { Db } from '../db/connection';
import { statementNameOf } from '../db/namedStatements';

/**
 * A list page answered as JSON the database writes: each row, its embedded relations
 * included, comes out of PostgreSQL as one JSON text, so the server neither maps the rows to
 * objects, nor checks them against the response schema, nor writes them again as JSON. At 50
 * orders with their customer and designer that was most of a list's time in the server.
 *
 * The JSON is the one the schema path writes (tests/api/listJson.test.ts compares them for
 * every resource): the fields of the row schema in camelCase, instants as ISO 8601 UTC to the
 * millisecond, dates as `YYYY-MM-DD`, json columns as they are; secret columns never selected.
 */

/** What one embedded relation answers: the columns the reader sees, in the rows it reaches. */
export interface JsonRelation {
  readonly relation: Relation;
  /** The target's columns the reader may see (all of them, or the summary). */
  readonly columns: Readonly<Record<string, PgColumn>>;
  /** The reader's scope on the target (a view's restriction included), or none. */
  readonly scope: SQL | undefined;
}

/** An instant as JavaScript's `toISOString` writes it: UTC, milliseconds, `Z`. */
const isoInstant = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const dialect = new PgDialect();
/** Compiled select lists, by projection (publicColumns keeps one projection object per resource and field list). */
const selectLists = new WeakMap<Readonly<Record<string, PgColumn>>, SQL>();

/**
 * The select list of a row's JSON object: each column of the resource's table under its
 * field's name, in the schema's order. It names only columns, so it is compiled to text once
 * per projection and reused: building and compiling ninety-odd SQL chunks was a millisecond
 * of every list.
 */
function jsonFields(resource: ResourceDef, columns: Readonly<Record<string, PgColumn>>): SQL {
  const cached = selectLists.get(columns);
  if (cached) return cached;
  const from = getTableName(tableOfResource(resource));
  const fields = Object.keys(allFields(resource)).filter((name) => name in columns);
  const list = sql.join(
    fields.map((name) => {
      const column = columns[name];
      const value = sql`${sql.identifier(from)}.${sql.identifier(column.name)}`;
      const written = column.columnType === 'PgTimestamp' ? isoInstant(value) : value;
      return sql`${written} AS ${sql.identifier(name)}`;
    }),
    sql`, `,
  );
  const compiled = dialect.sqlToQuery(list);
  if (compiled.params.length > 0) throw new Error(`The select list of ${resource.name} has parameters.`);
  const text = sql.raw(compiled.sql);
  selectLists.set(columns, text);
  return text;
}

/**
 * True when the relations can be embedded by SQL: references (single, or a list of ids), among
 * the page's columns, to another table (a row pointing at its own table is embedded by the
 * schema path).
 */
export function embeddableBySql(
  resource: ResourceDef,
  columns: Readonly<Record<string, PgColumn>>,
  relations: readonly Relation[],
): boolean {
  const table = tableOfResource(resource);
  return relations.every((relation) => relation.field in columns && tableOfResource(relation.target) !== table);
}

/**
 * The ids of the rows of `page` (a query answering the resource's columns by their column
 * names) in `order`, as one array (`ids`, empty for none): the page is read as a table named
 * like the resource's own, so `order` names its columns as usual.
 */
export function pageIdsSql(resource: ResourceDef, page: SQL, order: readonly SQL[]): SQL {
  const name = getTableName(tableOfResource(resource));
  const ordered = sql.join([...order], sql`, `);
  return sql`SELECT coalesce(array_agg(${sql.identifier(name)}.${sql.identifier('id')} ORDER BY ${ordered}), '{}') AS ids
    FROM (${page}) AS ${sql.identifier(name)}`;
}

/** A jsonb value as an array: itself when it is one, else an array of it (null among them). */
const arrayOf = (value: SQL) =>
  sql`CASE jsonb_typeof(${value}) WHEN 'array' THEN ${value} ELSE jsonb_build_array(${value}) END`;

/**
 * A jsonb element as an id: the integer it holds, null for anything else. Nested cases, as
 * PostgreSQL evaluates a CASE's branches in order: the cast runs only on a number.
 */
const integerOf = (element: SQL) =>
  sql`(CASE WHEN jsonb_typeof(${element}) = 'number' THEN CASE WHEN (${element})::numeric % 1 = 0 THEN (${element})::numeric::int END END)`;

/**
 * The rows with these ids that still meet `where` (the server's own conditions on the list:
 * the reader's scope, soft deletion), each written as one JSON object (`json`) with its
 * relations embedded, in the order of `ids`.
 *
 * The statement's text depends on the resource, the columns, the relations and the shape of
 * the server's conditions, never on the ids (one array parameter) or on the client's filter:
 * PostgreSQL can plan it once per connection and run that plan for any page (primary-key
 * lookups; `page_ids`, migration 0017, is `unnest` estimated at one row, so that a page of one
 * id keeps that plan too). Planning the page and its JSON as one statement took longer than
 * running it, and with several lists at once PostgreSQL spent 9 ms of CPU a list against 3.4
 * ms for the ids and this statement prepared (bench/RESULTS.md).
 *
 * One row per object, not the page's objects joined into one text: a text of a page (130 KB
 * for 50 orders with their customer and designer) became a JavaScript string of twice that
 * (any Vietnamese name makes it two bytes a character), allocated among V8's large objects:
 * in 200 lists at 100,000 orders they brought six major collections of 10 to 20 ms each,
 * against one with a row per object (bench/RESULTS.md). The objects are small strings that die
 * young; `PreparedJson` encodes each on its own, so they are never joined into a string either.
 */
export function rowsJsonSql(
  resource: ResourceDef,
  columns: Readonly<Record<string, PgColumn>>,
  ids: readonly number[],
  relations: readonly JsonRelation[],
  where: SQL | undefined,
): SQL {
  const name = getTableName(tableOfResource(resource));
  const embedded = relations.map(({ relation, columns: shown, scope }) => {
    const targetName = getTableName(tableOfResource(relation.target));
    const id = sql`${sql.identifier(targetName)}.${sql.identifier('id')}`;
    const field = columns[relation.field];
    const pointer = sql`${sql.identifier(name)}.${sql.identifier(field.name)}`;
    const matches = (target: SQL) => (scope ? sql`${id} = ${target} AND ${scope}` : sql`${id} = ${target}`);
    const select = (target: SQL) =>
      sql`SELECT ${jsonFields(relation.target, shown)} FROM ${sql.identifier(targetName)} WHERE ${matches(target)}`;
    if (!relation.many) {
      return sql`(SELECT row_to_json(r) FROM (${select(pointer)}) AS r) AS ${sql.identifier(relation.name)}`;
    }
    // A list of ids (jsonb): the rows in the ids' order, one per id as the schema path embeds
    // them (`includes.ts`), the ids the reader cannot reach and anything not an integer left out.
    return sql`(SELECT coalesce(json_agg(row_to_json(r) ORDER BY e.n), '[]')
      FROM jsonb_array_elements(${arrayOf(pointer)}) WITH ORDINALITY AS e(v, n)
      CROSS JOIN LATERAL (${select(integerOf(sql`e.v`))}) AS r) AS ${sql.identifier(relation.name)}`;
  });
  const fields = [jsonFields(resource, columns), ...embedded];
  return sql`SELECT (SELECT row_to_json(x) FROM (SELECT ${sql.join(fields, sql`, `)}) AS x)::text AS json
    FROM page_ids(${sql.param([...ids])}::int[]) AS page(id, n)
    JOIN ${sql.identifier(name)} ON ${sql.identifier(name)}.${sql.identifier('id')} = page.id
    ${where ? sql`WHERE ${where}` : sql``}
    ORDER BY page.n`;
}

/**
 * Runs `query` as a named statement (db/namedStatements.ts): PostgreSQL parses it once per
 * connection and stops planning it once its generic plan is judged as good. Only for statements
 * whose best plan does not depend on their values (`rowsJsonSql`): a list's filter does, so the
 * page's own ids are found by a statement planned each time. PGlite runs it as any statement.
 */
export async function executeNamed<R>(db: Db, query: SQL): Promise<R[]> {
  const compiled = dialect.sqlToQuery(query);
  const name = statementNameOf(compiled.sql);
  const result: unknown = await db._.session.prepareQuery(compiled, undefined, name, false).execute();
  return (result as { rows: R[] }).rows;
}
