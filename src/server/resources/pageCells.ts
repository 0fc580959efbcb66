import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Relation } from '../../shared/domain/relations';
import { allFields, type ResourceDef } from '../../shared/domain/resources';
import { columnOf, tableOfResource } from '../db/columns';
import { arrayOf, integerOf } from './pageJson';

/**
 * A row's cells (an export's page, `GET /{resource}/exportExcel`) written by the database as
 * one JSON array, so the server neither maps the rows to objects (a Date per instant turned
 * back into text), nor checks 45,000 cells a page against the response schema, nor writes
 * them again as JSON. The values are those the export service writes from the engine's rows
 * (`cellOf`, tests/api/exportJson.test.ts compares them for every resource): instants as ISO
 * 8601 UTC to the millisecond, dates as `YYYY-MM-DD`, lists as their texts and numbers, a
 * reference as the title of the row it points at when the reader reaches that row (a list of
 * ids as the titles of those it reaches, in the ids' order), else null.
 */

/** A column of the cells: the field, and the relation it names with the reader's scope on its target. */
export interface CellColumn {
  readonly field: string;
  readonly embedded?: { readonly relation: Relation; readonly scope: SQL | undefined };
}

/** PostgreSQL's limit on a function's arguments (`json_build_array`). */
const MAX_ARGUMENTS = 100;

/** Column types whose value `to_json` writes as the engine's row holds it (text, numbers, booleans). */
const PLAIN = new Set(['PgText', 'PgInteger', 'PgBigInt53', 'PgDoublePrecision', 'PgBoolean']);
/** Title types a reference's cell shows (the export keeps a title only when text or a number). */
const TITLES = new Set(['PgText', 'PgInteger', 'PgBigInt53', 'PgDoublePrecision']);

/** A column's value as its cell: null for none; a list as its texts and numbers; an instant as ISO text. */
function valueCell(column: PgColumn, value: SQL): SQL | null {
  if (PLAIN.has(column.columnType)) return value;
  switch (column.columnType) {
    case 'PgTimestamp':
      return sql`to_char(${value} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
    case 'PgDateString':
      return sql`to_char(${value}, 'YYYY-MM-DD')`;
    case 'PgJsonb':
      // An array keeps its texts and numbers; anything else (lists are arrays) is the value.
      return sql`CASE jsonb_typeof(${value}) WHEN 'array' THEN (SELECT coalesce(jsonb_agg(e.v ORDER BY e.n), '[]')
        FROM jsonb_array_elements(${value}) WITH ORDINALITY AS e(v, n) WHERE jsonb_typeof(e.v) IN ('string', 'number'))
        WHEN 'object' THEN to_jsonb(${value}::text) ELSE ${value} END`;
    default:
      return null;
  }
}

/** A reference's cell, and the join that reaches a single reference's target (none for a list of ids). */
interface ReferenceCell {
  readonly value: SQL;
  readonly join?: SQL;
}

/**
 * A reference's cell: the title of the row it points at in the reader's reach (a lateral join
 * `alias`, which PostgreSQL plans as a join: half the time of a subquery per row), or the
 * titles of a list of ids, in the ids' order. Null for a title neither text nor a number, or
 * a target in the resource's own table.
 */
function referenceCell(
  table: string,
  column: PgColumn,
  embedded: NonNullable<CellColumn['embedded']>,
  alias: string,
): ReferenceCell | null {
  const { relation, scope } = embedded;
  const targetTable = tableOfResource(relation.target);
  const title = columnOf(targetTable, relation.target.titleField);
  if (!TITLES.has(title.columnType) || getTableName(targetTable) === table) return null;
  const target = sql.identifier(getTableName(targetTable));
  const id = sql`${target}.${sql.identifier('id')}`;
  const pointer = sql`${sql.identifier(table)}.${sql.identifier(column.name)}`;
  const reached = (value: SQL) => (scope ? sql`${id} = ${value} AND ${scope}` : sql`${id} = ${value}`);
  if (!relation.many) {
    return {
      value: sql`${sql.identifier(alias)}.${sql.identifier('title')}`,
      join: sql`LEFT JOIN LATERAL (SELECT ${title} AS title FROM ${target} WHERE ${reached(pointer)}) AS ${sql.identifier(alias)} ON true`,
    };
  }
  return {
    value: sql`(SELECT coalesce(json_agg(${title} ORDER BY e.n), '[]')
      FROM jsonb_array_elements(${arrayOf(pointer)}) WITH ORDINALITY AS e(v, n)
      JOIN ${target} ON ${reached(integerOf(sql`e.v`))}
      WHERE ${title} IS NOT NULL)`,
  };
}

/** The columns a page of cells reads of its rows: the id, the cells' own, and those it is sorted by. */
export const cellFieldsOf = (cells: readonly CellColumn[], sortedBy: readonly string[]): string[] => [
  ...new Set(['id', ...cells.map((c) => c.field), ...sortedBy]),
];

/**
 * A page of rows as the JSON arrays of their cells: `page` (a query answering the resource's
 * columns by their names, `cellFieldsOf` among them, as pageRows.ts reads them) read as a
 * table named like the resource's own, each row's cells as one text (`cells`) beside the
 * columns `carried` (the sort keys of keyset paging), in `order`. Null when one of the cells
 * cannot be written by SQL (a json field, a reference to the resource's own table, a title
 * neither text nor a number): the export then writes them from the engine's rows.
 */
export function pageCellsSql(
  resource: ResourceDef,
  cells: readonly CellColumn[],
  page: SQL,
  order: readonly SQL[],
  carried: readonly string[],
): SQL | null {
  if (cells.length === 0 || cells.length > MAX_ARGUMENTS) return null;
  const table = tableOfResource(resource);
  const name = getTableName(table);
  const fields = allFields(resource);
  const written: SQL[] = [];
  const joins: SQL[] = [];
  for (const cell of cells) {
    if (fields[cell.field]?.type === 'json' || fields[cell.field]?.secret) return null;
    const column = columnOf(table, cell.field);
    if (cell.embedded) {
      const reference = referenceCell(name, column, cell.embedded, `cell_${written.length}`);
      if (!reference) return null;
      written.push(reference.value);
      if (reference.join) joins.push(reference.join);
    } else {
      const value = valueCell(column, sql`${sql.identifier(name)}.${sql.identifier(column.name)}`);
      if (!value) return null;
      written.push(value);
    }
  }
  const read = [
    sql`json_build_array(${sql.join(written, sql`, `)})::text AS cells`,
    ...carried.map((c) => sql`${sql.identifier(name)}.${sql.identifier(c)}`),
  ];
  return sql`SELECT ${sql.join(read, sql`, `)}
    FROM (${page}) AS ${sql.identifier(name)} ${sql.join(joins, sql` `)}
    ORDER BY ${sql.join([...order], sql`, `)}`;
}
