import { getTableName, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgColumn } from 'drizzle-orm/pg-core';
import type { Relation } from '../../shared/domain/relations';
import type { ResourceDef } from '../../shared/domain/resources';
import { tableOfResource } from '../db/columns';
import type { Db } from '../db/connection';
import { keepsJson, keptJsonTable } from '../db/keptJson';
import { statementNameOf } from '../db/namedStatements';
import { jsonFields, rowJsonText } from '../db/rowJson';

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

const dialect = new PgDialect();

/** A jsonb value as an array: itself when it is one, else an array of it (null among them). */
export const arrayOf = (value: SQL) =>
  sql`CASE jsonb_typeof(${value}) WHEN 'array' THEN ${value} ELSE jsonb_build_array(${value}) END`;

/**
 * A jsonb element as an id: the integer it holds, null for anything else. Nested cases, as
 * PostgreSQL evaluates a CASE's branches in order: the cast runs only on a number.
 */
export const integerOf = (element: SQL) =>
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
 *
 * A row the database keeps the JSON of (`db/keptJson.ts`: orders, customers and users read
 * whole) is its kept text, with its relations written after its last field as `row_to_json`
 * writes them, a kept target's as its kept text too: the same bytes, without writing ninety-odd
 * columns as JSON at each read (half of the statement for 50 orders with their customer and
 * designer). Other rows (a view, a reduced list) are written as before.
 */
export function rowsJsonSql(
  resource: ResourceDef,
  columns: Readonly<Record<string, PgColumn>>,
  ids: readonly number[],
  relations: readonly JsonRelation[],
  where: SQL | undefined,
): SQL {
  const name = getTableName(tableOfResource(resource));
  const from = sql`page_ids(${sql.param([...ids])}::int[]) AS page(id, n)
    JOIN ${sql.identifier(name)} ON ${sql.identifier(name)}.${sql.identifier('id')} = page.id`;
  const tail = sql`${where ? sql`WHERE ${where}` : sql``}
    ORDER BY page.n`;
  if (!keepsJson(resource, columns)) {
    const fields = [
      jsonFields(resource, columns),
      ...relations.map((r) => sql`${embeddedJson(name, columns, r, false)} AS ${sql.identifier(r.relation.name)}`),
    ];
    return sql`SELECT (SELECT row_to_json(x) FROM (SELECT ${sql.join(fields, sql`, `)}) AS x)::text AS json
    FROM ${from}
    ${tail}`;
  }
  // The row's kept JSON with each relation's JSON written after its last field, as
  // `row_to_json` writes them: `,"name":` and the value, `null` for none.
  const row = keptOrWritten(resource, columns);
  const json =
    relations.length === 0
      ? row
      : sql`left(${row}, -1) || ${sql.join(
          relations.map(
            (r) =>
              sql`${textLiteral(`,${JSON.stringify(r.relation.name)}:`)} || coalesce(${embeddedJson(name, columns, r, true)}::text, 'null')`,
          ),
          sql` || `,
        )} || '}'`;
  const keptRows = sql.identifier(keptJsonTable(resource));
  return sql`SELECT ${json} AS json
    FROM ${from}
    LEFT JOIN ${keptRows} ON ${keptRows}.${sql.identifier('id')} = page.id
    ${tail}`;
}

/** A string as an SQL literal (names the code chose, never a client's text). */
const textLiteral = (value: string): SQL => sql.raw(`'${value.replaceAll("'", "''")}'`);

/**
 * The row's kept JSON (`db/keptJson.ts`; its table joined as `<table>_json`), or, for a row
 * it lacks, the JSON written from the row's columns: the answer is the same either way.
 */
const keptOrWritten = (resource: ResourceDef, columns: Readonly<Record<string, PgColumn>>): SQL =>
  sql`coalesce(${sql.identifier(keptJsonTable(resource))}.${sql.identifier('json')}, ${rowJsonText(resource, columns)})`;

/**
 * One relation of a row named `name` as JSON (a value of type json or text): a single
 * reference as its target's object or null, a list of ids as an array of objects in the ids'
 * order. `asText` when the value goes into a text (a kept row's JSON): a single target the
 * database keeps the JSON of, read whole, is then its kept text, where a json value written in
 * a `row_to_json` must be json.
 */
function embeddedJson(
  name: string,
  columns: Readonly<Record<string, PgColumn>>,
  embedded: JsonRelation,
  asText: boolean,
): SQL {
  const { relation, columns: shown, scope } = embedded;
  const targetName = getTableName(tableOfResource(relation.target));
  const target = sql.identifier(targetName);
  const id = sql`${target}.${sql.identifier('id')}`;
  const field = columns[relation.field];
  const pointer = sql`${sql.identifier(name)}.${sql.identifier(field.name)}`;
  const matches = (value: SQL) => (scope ? sql`${id} = ${value} AND ${scope}` : sql`${id} = ${value}`);
  const select = (value: SQL) =>
    sql`SELECT ${jsonFields(relation.target, shown)} FROM ${target} WHERE ${matches(value)}`;
  if (!relation.many) {
    if (asText && keepsJson(relation.target, shown)) {
      const keptRows = sql.identifier(keptJsonTable(relation.target));
      return sql`(SELECT ${keptOrWritten(relation.target, shown)} FROM ${target}
        LEFT JOIN ${keptRows} ON ${keptRows}.${sql.identifier('id')} = ${id} WHERE ${matches(pointer)})`;
    }
    return sql`(SELECT row_to_json(r) FROM (${select(pointer)}) AS r)`;
  }
  // A list of ids (jsonb): the rows in the ids' order, one per id as the schema path embeds
  // them (`includes.ts`), the ids the reader cannot reach and anything not an integer left out.
  return sql`(SELECT coalesce(json_agg(row_to_json(r) ORDER BY e.n), '[]')
      FROM jsonb_array_elements(${arrayOf(pointer)}) WITH ORDINALITY AS e(v, n)
      CROSS JOIN LATERAL (${select(integerOf(sql`e.v`))}) AS r)`;
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
