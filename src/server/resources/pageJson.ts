import { getTableName, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgColumn } from 'drizzle-orm/pg-core';
import type { Relation } from '../../shared/domain/relations';
import { allFields, type ResourceDef } from '../../shared/domain/resources';
import { tableOfResource } from '../db/columns';

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
 * True when the relations can be embedded by SQL: single references, among the page's
 * columns, to another table (a list of ids, or a row pointing at its own table, is embedded
 * by the schema path).
 */
export function embeddableBySql(
  resource: ResourceDef,
  columns: Readonly<Record<string, PgColumn>>,
  relations: readonly Relation[],
): boolean {
  const table = tableOfResource(resource);
  return relations.every(
    (relation) => !relation.many && relation.field in columns && tableOfResource(relation.target) !== table,
  );
}

/**
 * One JSON text per row of `page` (a query answering the resource's columns by their column
 * names, ordered), in `order`, with its `position` in that order (for a statement that joins
 * the page to something else): the page is read as a table named like the resource's own, so
 * `order` and the relations' correlations name its columns as usual.
 */
export function pageJsonSql(
  resource: ResourceDef,
  columns: Readonly<Record<string, PgColumn>>,
  page: SQL,
  order: readonly SQL[],
  relations: readonly JsonRelation[],
): SQL {
  const name = getTableName(tableOfResource(resource));
  const embedded = relations.map(({ relation, columns: shown, scope }) => {
    const targetName = getTableName(tableOfResource(relation.target));
    const id = sql`${sql.identifier(targetName)}.${sql.identifier('id')}`;
    const field = columns[relation.field];
    const pointer = sql`${sql.identifier(name)}.${sql.identifier(field.name)}`;
    const where = scope ? sql`${id} = ${pointer} AND ${scope}` : sql`${id} = ${pointer}`;
    return sql`(SELECT row_to_json(r) FROM (SELECT ${jsonFields(relation.target, shown)}
      FROM ${sql.identifier(targetName)} WHERE ${where}) AS r) AS ${sql.identifier(relation.name)}`;
  });
  const fields = [jsonFields(resource, columns), ...embedded];
  const ordered = sql.join([...order], sql`, `);
  return sql`SELECT (SELECT row_to_json(x) FROM (SELECT ${sql.join(fields, sql`, `)}) AS x)::text AS json,
      row_number() OVER (ORDER BY ${ordered}) AS position
    FROM (${page}) AS ${sql.identifier(name)} ORDER BY ${ordered}`;
}

/**
 * The rows of `pageJsonSql` as one text, their JSON objects joined by commas in their order,
 * the first `limit` of them only (`json`, empty for none), and how many rows the page found
 * (`fetched`, which tells whether there was one more).
 *
 * The server sends that text as it comes. Joining fifty texts in JavaScript made a string
 * that Node then measured and encoded for the socket slowly (V8 handles UTF-8 holding any
 * non-ASCII character, every Vietnamese name, at about 140 MB/s, and more slowly still for a
 * joined string): together more than the statement's own time for a page of 50 orders.
 */
export function pageTextSql(rows: SQL, limit: number): SQL {
  return sql`SELECT count(*)::int AS fetched,
      coalesce(string_agg(page.json, ',' ORDER BY page.position) FILTER (WHERE page.position <= ${limit}), '') AS json
    FROM (${rows}) AS page`;
}
