import type { SQL } from 'drizzle-orm';

/**
 * A condition on a resource's rows that a module adds to the engine's list (whose orders a
 * tab shows, which history entries are someone's): built by the module's conditions or
 * repository file, passed through its service untouched.
 */
export type RowCondition = SQL;
