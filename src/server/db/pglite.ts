import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The extensions every PGlite database of the product loads: `pg_trgm` backs the trigram
 * indexes of the search fields, so a database that has them cannot be opened without it.
 */
export const PGLITE_EXTENSIONS = { pg_trgm } as const;

/** Opens a PGlite database (a folder, or in memory without one) with the product's extensions. */
export function createPglite(dataDir?: string, options: Omit<PGliteOptions, 'extensions'> = {}): Promise<PGlite> {
  return PGlite.create(dataDir, { ...options, extensions: PGLITE_EXTENSIONS });
}
