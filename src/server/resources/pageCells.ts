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

/** A reference's cell: the title of the row it points at in the reader's reach, or the titles of a list of ids. */
function referenceCell(table: string, column: PgColumn, embedded: NonNullable<CellColumn['embedded']>): SQL | null {
  const { relation, scope } = embedded;
  const targetTable = tableOfResource(relation.target);
  const title = columnOf(targetTable, relation.target.titleField);
  if (!TITLES.has(title.columnType) || getTableName(targetTable) === table) return null;
  const target = sql.identifier(getTableName(targetTable));
  const id = sql`${target}.${sql.identifier('id')}`;
  const pointer = sql`${sql.identifier(table)}.${sql.identifier(column.name)}`;
  const reached = (value: SQL) => (scope ? sql`${id} = ${value} AND ${scope}` : sql`${id} = ${value}`);
  if (!relation.many) return sql`(SELECT ${title} FROM ${target} WHERE ${reached(pointer)})`;
  return sql`(SELECT coalesce(json_agg(${title} ORDER BY e.n), '[]')
      FROM jsonb_array_elements(${arrayOf(pointer)}) WITH ORDINALITY AS e(v, n)
      JOIN ${target} ON ${reached(integerOf(sql`e.v`))}
      WHERE ${title} IS NOT NULL)`;
}

/**
 * The cells of a row of `resource` as one JSON array's text, or null when one of them cannot be
 * written by SQL (a json field, a reference to the resource's own table, a title neither text
 * nor a number): the export then writes them from the engine's rows.
 */
export function cellsSql(resource: ResourceDef, cells: readonly CellColumn[]): SQL | null {
  if (cells.length === 0 || cells.length > MAX_ARGUMENTS) return null;
  const table = tableOfResource(resource);
  const name = getTableName(table);
  const fields = allFields(resource);
  const written: SQL[] = [];
  for (const cell of cells) {
    if (fields[cell.field]?.type === 'json' || fields[cell.field]?.secret) return null;
    const column = columnOf(table, cell.field);
    const value = cell.embedded
      ? referenceCell(name, column, cell.embedded)
      : valueCell(column, sql`${sql.identifier(name)}.${sql.identifier(column.name)}`);
    if (!value) return null;
    written.push(value);
  }
  return sql`json_build_array(${sql.join(written, sql`, `)})::text`;
}
