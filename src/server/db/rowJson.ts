import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgColumn } from 'drizzle-orm/pg-core';
import { allFields, type ResourceDef } from '../../shared/domain/resources';
import { tableOfResource } from './columns';

/**
 * A resource's row as the JSON the database writes: the columns a client may read, and the
 * select list that names them under their fields' names. Lists and rows are answered with it
 * (`resources/pageJson.ts`), and the database keeps it for the busiest tables (`keptJson.ts`).
 */

const projections = new Map<string, Record<string, PgColumn>>();

/**
 * The columns a client may read: secret fields (password hashes, tokens) are never selected.
 * One object per resource and field list, so a projection can be recognised by identity.
 */
export function publicColumns(resource: ResourceDef, only?: readonly string[]): Record<string, PgColumn> {
  const key = only ? `${resource.name}:${only.join(',')}` : resource.name;
  let columns = projections.get(key);
  if (!columns) {
    const all = getTableColumns(tableOfResource(resource)) as Record<string, PgColumn>;
    columns = Object.fromEntries(
      Object.entries(all).filter(([name]) => !resource.fields[name]?.secret && (!only || only.includes(name))),
    );
    projections.set(key, columns);
  }
  return columns;
}

/** An instant as JavaScript's `toISOString` writes it: UTC, milliseconds, `Z`. */
const isoInstant = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const dialect = new PgDialect();
/** Compiled select lists, by projection (`publicColumns` keeps one projection object per resource and field list). */
const selectLists = new WeakMap<Readonly<Record<string, PgColumn>>, SQL>();

/**
 * The select list of a row's JSON object: each column of the resource's table (named as the
 * table) under its field's name, in the schema's order; instants as ISO 8601 UTC to the
 * millisecond, dates as `YYYY-MM-DD`, json columns as they are. It names only columns, so it
 * is compiled to text once per projection and reused: building and compiling ninety-odd SQL
 * chunks was a millisecond of every list.
 */
export function jsonFields(resource: ResourceDef, columns: Readonly<Record<string, PgColumn>>): SQL {
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

/** A row's JSON object, as text, from its table's columns in scope (`jsonFields`). */
export const rowJsonText = (resource: ResourceDef, columns: Readonly<Record<string, PgColumn>>): SQL =>
  sql`(SELECT row_to_json(x) FROM (SELECT ${jsonFields(resource, columns)}) AS x)::text`;
