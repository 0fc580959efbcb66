import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  not,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { queryFields } from '../../shared/domain/fieldQuery';
import type { ResourceDef } from '../../shared/domain/resources';
import { columnOf, tableOfResource } from '../db/columns';
import type { FilterScalar, FilterTerm } from './filterTerms';
import { sortKeysOf } from './keyset';
import type { SortKey } from './listParams';

export { columnOf };

/** `%text%` with LIKE's wildcards escaped, for a case-insensitive contains. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const jsonList = (values: readonly FilterScalar[]) => JSON.stringify(values);
const contains = (column: PgColumn, values: readonly FilterScalar[]) => sql`${column} @> ${jsonList(values)}::jsonb`;
const overlaps = (column: PgColumn, values: readonly FilterScalar[]) =>
  values.length === 0 ? sql`false` : or(...values.map((v) => contains(column, [v])))!;

/** A filter term on a jsonb list: `$eq` is "contains", `$in` overlaps, `$all` contains all. */
function listCondition(column: PgColumn, term: FilterTerm): SQL {
  const { op, value } = term;
  if (value === null) return op === '$eq' ? isNull(column) : isNotNull(column);
  const values = Array.isArray(value) ? (value as FilterScalar[]) : [value as FilterScalar];
  switch (op) {
    case '$eq':
    case '$all':
      return contains(column, values);
    case '$in':
      return overlaps(column, values);
    case '$ne':
    case '$nin':
      return or(isNull(column), not(overlaps(column, values)))!;
    default:
      throw new Error(`operator ${op} on a list`);
  }
}

function scalarCondition(column: PgColumn, term: FilterTerm): SQL {
  const { op, value } = term;
  if (value === null) return op === '$eq' ? isNull(column) : isNotNull(column);
  if (Array.isArray(value)) {
    const values = value as FilterScalar[];
    if (op === '$in') return values.length === 0 ? sql`false` : inArray(column, values);
    return values.length === 0 ? sql`true` : or(isNull(column), notInArray(column, values))!;
  }
  const v = value as FilterScalar;
  switch (op) {
    case '$eq':
      return eq(column, v);
    case '$ne':
      return or(isNull(column), ne(column, v))!;
    case '$gt':
      return gt(column, v);
    case '$gte':
      return gte(column, v);
    case '$lt':
      return lt(column, v);
    case '$lte':
      return lte(column, v);
    case '$like':
      return ilike(column, containsPattern(String(v)));
    default:
      throw new Error(`operator ${op} on a scalar`);
  }
}

/** The WHERE of a term list (ANDed), with parameters bound, never spliced. */
export function whereOf(resource: ResourceDef, terms: readonly FilterTerm[]): SQL | undefined {
  const table = tableOfResource(resource);
  const fields = queryFields(resource);
  const conditions = terms.map((term) => {
    const column = columnOf(table, term.field);
    return fields.get(term.field)?.kind === 'list' ? listCondition(column, term) : scalarCondition(column, term);
  });
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * ORDER BY a search's ranking (searchSql.ts) when it has one, then the sort keys, empty values
 * last, then by id so pages never overlap. A column that
 * cannot be empty is sorted plainly, so its index (`created_at, id`) gives the order as it is.
 */
export function orderOf(resource: ResourceDef, order: readonly SortKey[], rank: readonly SQL[] = []): SQL[] {
  const table = tableOfResource(resource);
  const keys = sortKeysOf(order).map(({ field, desc: descending }) => {
    const column = columnOf(table, field);
    if (column.notNull) return descending ? desc(column) : asc(column);
    return descending ? sql`${column} desc nulls last` : sql`${column} asc nulls last`;
  });
  return [...rank, ...keys];
}
