import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { listenOnPglite, listenOnPostgres } from './listen';
import { createPglite } from './pglite';
import * as schema from './schema';

/** One Drizzle API over either engine; repositories never know which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  /** Applies pending migrations. */
  migrate(): Promise<void>;
  /**
   * Hears `NOTIFY` on `channel` (each payload once its transaction commits); answers how to
   * stop. On PostgreSQL a dedicated connection listens, reconnecting after a loss, after
   * which `onResumed` runs so the caller can catch up on what it may have missed.
   */
  listen(channel: string, onNotice: (payload: string) => void, onResumed?: () => void): Promise<() => Promise<void>>;
  /** Flushes and closes (PGlite checkpoints its files). */
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… to run on PostgreSQL. */
  readonly databaseUrl?: string;
  /** Folder of the PGlite database; omitted means in memory. */
  readonly dataDir?: string;
  /** Folder of the SQL migrations; defaults to the one beside this file. */
  readonly migrationsFolder?: string;
}

/**
 * Connections each server instance keeps to PostgreSQL. PostgreSQL does most with a few
 * statements running per core; more connections only queue inside it, where a transaction
 * holding a shared row (an order total per status) waits for a core among all the others
 * while its waiters pile up. Under 100 connections' load on two cores, two instances with 5
 * each answered with a lower p99 than with 10 each (docs/scale.md, "Several servers").
 */
export const POOL_SIZE = 5;

export const DEFAULT_MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const migrationsFolder = options.migrationsFolder ?? DEFAULT_MIGRATIONS_FOLDER;
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: POOL_SIZE });
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      listen: (channel, onNotice, onResumed) => listenOnPostgres(options.databaseUrl!, channel, onNotice, onResumed),
      close: () => pool.end(),
    };
  }
  const client = await createPglite(options.dataDir);
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    listen: (channel, onNotice) => listenOnPglite(client, channel, onNotice),
    close: async () => {
      await client.query('CHECKPOINT');
      await client.close();
    },
  };
}
