import { sql, type SQL } from 'drizzle-orm';

/** A PostgreSQL array literal of texts: each element quoted, quotes and backslashes escaped. */
export const textArrayLiteral = (values: readonly string[]): string =>
  `{${values.map((value) => `"${value.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;

/**
 * `values` as one `text[]` parameter. A list of many paths as one parameter instead of one
 * each (drizzle's inArray) makes the lookups of a search several times faster on PGlite.
 */
export const textArray = (values: readonly string[]): SQL => sql`${textArrayLiteral(values)}::text[]`;
