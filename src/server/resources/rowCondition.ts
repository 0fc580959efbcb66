import { and, eq, type SQL } from 'drizzle-orm';
import type { ResourceDef } from '../../shared/domain/resources';
import { tableOfResource } from '../db/columns';
import { columnOf } from './querySql';

/**
 * A condition on a resource's rows that a module adds to the engine's list (whose orders a
 * tab shows, which history entries are someone's): built by the module's conditions or
 * repository file, passed through its service untouched.
 */
export type RowCondition = SQL;

/** Rows that meet every condition given (none: every row). */
export const allOf = (...conditions: (RowCondition | undefined)[]): RowCondition | undefined => and(...conditions);

/** The live rows (`live`), the soft-deleted ones (`only`), or all (`any`, or a resource that never soft-deletes). */
export function deletedRows(resource: ResourceDef, which: 'live' | 'only' | 'any'): RowCondition | undefined {
  if (!resource.softDelete || which === 'any') return undefined;
  return eq(columnOf(tableOfResource(resource), 'isDelete'), which === 'only');
}

/** The rows whose `field` (a resource's `mine`) names the user: their own. */
export function ownRows(resource: ResourceDef, field: string, userId: number): RowCondition {
  return eq(columnOf(tableOfResource(resource), field), userId);
}
