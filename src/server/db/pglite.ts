import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The extensions every PGlite database of the product loads: `pg_trgm` backs the trigram
 * indexes of the search fields, so a database that has them cannot be opened without it.
 */
export const PGLITE_EXTENSIONS = { pg_trgm } as const;

/**
 * PostgreSQL's own page cache in PGlite. PGlite sets up the whole cache when it opens, in
 * WebAssembly memory: PostgreSQL's default of 128 MB took 0.4 s of every open (0.9 s against
 * 0.5 s with 16 MB). A page outside it is still one read away in the operating system's file
 * cache, and the orders list at a million orders kept its figures with 32 MB
 * (bench/RESULTS.md, "Orders list at scale").
 */
export const PGLITE_SHARED_BUFFERS = '32MB';

/** Opens a PGlite database (a folder, or in memory without one) with the product's extensions. */
export function createPglite(dataDir?: string, options: Omit<PGliteOptions, 'extensions'> = {}): Promise<PGlite> {
  return PGlite.create(dataDir, {
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    ...options,
    extensions: PGLITE_EXTENSIONS,
  });
}
