import { and, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ResourceDef } from '../../shared/domain/resources';
import { columnOf, tableOfResource } from '../db/columns';
import type { KeysetValues, SortKey } from './listParams';

/**
 * Keyset paging: a page that starts after a row instead of after `offset` rows, so page 200
 * costs what page 1 does. A row's place in a list is the values of its sort keys (the list's
 * order, then id: `sortKeysOf`), read as text written by the database itself so that nothing
 * is lost on the way (a timestamp keeps its microseconds, which a JavaScript Date would drop).
 * The condition "after that row" follows the ORDER BY of `orderOf` exactly: each key's
 * direction, and empty values last.
 */

export type { KeysetValues } from './listParams';

/** The property of the n-th sort key's value in a page's rows (stripped before they leave the engine). */
export const keyProperty = (n: number) => `__key${n}`;

/** A list's sort keys: its order, then id (in the first key's direction) unless the order names id. */
export function sortKeysOf(order: readonly SortKey[]): SortKey[] {
  return order.some((key) => key.field === 'id')
    ? [...order]
    : [...order, { field: 'id', desc: order[0]?.desc ?? false }];
}

/** A column's value as text that reads back to the same value, whatever the session's DateStyle and time zone. */
function keyText(column: PgColumn): SQL {
  switch (column.columnType) {
    case 'PgTimestamp':
      return sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
    case 'PgDateString':
    case 'PgDate':
      return sql`to_char(${column}, 'YYYY-MM-DD')`;
    default:
      return sql`${column}::text`;
  }
}

/** The columns a page reads besides its own to know each row's place (`keyProperty(n)`). */
export function keyColumnsOf(
  resource: ResourceDef,
  order: readonly SortKey[],
): Record<string, SQL.Aliased<string | null>> {
  const table = tableOfResource(resource);
  return Object.fromEntries(
    sortKeysOf(order).map((key, n) => [
      keyProperty(n),
      sql<string | null>`${keyText(columnOf(table, key.field))}`.as(keyProperty(n)),
    ]),
  );
}

/** The values of a page's row's sort keys (`keyColumnsOf`), taken off the row. */
export function takeKeys(row: Record<string, unknown>, order: readonly SortKey[]): KeysetValues {
  return sortKeysOf(order).map((_, n) => {
    const value = row[keyProperty(n)];
    delete row[keyProperty(n)];
    return typeof value === 'string' ? value : null;
  });
}

/**
 * The rows after the row whose sort keys had `values`, in the list's order. A value is bound
 * as a parameter the database reads as the column's type. When every key is never empty and
 * all go one way, it is one row comparison, `(created_at, id) < ($1, $2)`, which an index on
 * the keys walks from the cursor on; otherwise an OR-chain, one branch per key: the keys
 * before it equal, this one after.
 */
export function afterCondition(resource: ResourceDef, order: readonly SortKey[], values: KeysetValues): SQL {
  const table = tableOfResource(resource);
  const sorted = sortKeysOf(order);
  if (sorted.length !== values.length) throw new Error('one value per sort key');
  const keys = sorted.map((key, n) => ({ ...key, column: columnOf(table, key.field), value: values[n] }));
  const desc = keys[0].desc;
  if (keys.every((k) => k.column.notNull && k.desc === desc && k.value !== null)) {
    const columns = sql.join(
      keys.map((k) => sql`${k.column}`),
      sql`, `,
    );
    const bound = sql.join(
      keys.map((k) => sql`${k.value}`),
      sql`, `,
    );
    return desc ? sql`(${columns}) < (${bound})` : sql`(${columns}) > (${bound})`;
  }
  const branches: SQL[] = [];
  for (let i = 0; i < keys.length; i++) {
    const { column, value, desc: descending } = keys[i];
    // Nothing sorts after an empty value but other empty values, which are equal to it.
    if (value === null) continue;
    const beyond = descending ? sql`${column} < ${value}` : sql`${column} > ${value}`;
    const after = column.notNull ? beyond : or(beyond, isNull(column))!;
    const equal = keys.slice(0, i).map((k) => (k.value === null ? isNull(k.column) : sql`${k.column} = ${k.value}`));
    branches.push(and(...equal, after)!);
  }
  return branches.length === 0 ? sql`false` : or(...branches)!;
}
