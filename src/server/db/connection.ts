import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SERVER_APPLICATION_NAME } from './applicationName';
import { keepRowJson } from './keptJson';
import { keepOrderRollups } from './orderRollups';
import { keepSearchDocs } from './searchDocs';
import { keepWebhookRecords } from './webhookRecords';
import { listenOnPglite, listenOnPostgres } from './listen';
import { nameFixedPlans } from './namedStatements';
import { createPglite } from './pglite';
import * as schema from './schema';

import type { Db } from './db';

/** One Drizzle API over either engine; repositories never know which one runs (db.ts). */
export type { Db };

export interface Database {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  /**
   * Applies pending migrations, then the derived tables' definitions (each row's kept JSON,
   * `keptJson.ts`, its search words, `searchDocs.ts`, and the webhook events' records,
   * `webhookRecords.ts`), which are derived from the code's
   * schema: `derived: false` leaves them out, for a migrations folder
   * cut short on purpose (a test of a database as an older version left it).
   */
  migrate(options?: { readonly derived?: boolean }): Promise<void>;
  /**
   * Hears `NOTIFY` on `channel` (each payload once its transaction commits); answers how to
   * stop. On PostgreSQL a dedicated connection listens, reconnecting after a loss: `onLost`
   * runs when it is lost, and `onResumed` once it listens again, so the caller can catch up on
   * what it may have missed.
   */
  listen(
    channel: string,
    onNotice: (payload: string) => void,
    onResumed?: () => void,
    onLost?: () => void,
  ): Promise<() => Promise<void>>;
  /**
   * Hears the notice `message` (RAISE NOTICE) raised by this instance's own statements:
   * `onRaised` as the statement raising it runs, `onSettled` once the connection that ran it is
   * back in the pool (its transaction committed or rolled back). PostgreSQL only: on PGlite a
   * notification reaches this instance's listeners before its statement answers.
   */
  onNotice(message: string, onRaised: () => void, onSettled: () => void): void;
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
  /** Connections this instance keeps to PostgreSQL (DATABASE_POOL_SIZE); POOL_SIZE by default. */
  readonly poolSize?: number;
}

/**
 * Connections each server instance keeps to PostgreSQL unless DATABASE_POOL_SIZE says
 * otherwise. PostgreSQL does most with a few statements running per core; more connections
 * only queue inside it, where a transaction holding a shared row (an order total per status)
 * waits for a core among all the others while its waiters pile up. Size the instances' pools
 * together at two to four connections per core of the database (docs/scale.md, "Several
 * servers").
 */
export const POOL_SIZE = 5;

/**
 * `Database.onNotice` for a pool: every connection it opens reports its notices, and a
 * connection that raised a heard one is reported again when it comes back to the pool.
 */
function poolNotices(pool: pg.Pool): Database['onNotice'] {
  const heard = new Map<string, { onRaised: () => void; onSettled: () => void }>();
  const raised = new Map<pg.PoolClient, Set<string>>();
  pool.on('connect', (client) => {
    client.on('notice', ({ message }) => {
      const listener = message === undefined ? undefined : heard.get(message);
      if (!listener || message === undefined) return;
      raised.set(client, (raised.get(client) ?? new Set()).add(message));
      listener.onRaised();
    });
  });
  pool.on('release', (_error: Error | undefined, client: pg.PoolClient) => {
    const messages = raised.get(client);
    if (!messages) return;
    raised.delete(client);
    for (const message of messages) heard.get(message)?.onSettled();
  });
  pool.on('remove', (client) => raised.delete(client));
  return (message, onRaised, onSettled) => {
    heard.set(message, { onRaised, onSettled });
  };
}

/** The tables the database derives from the registry's (derivedTables.ts), installed or rebuilt as needed. */
async function keepDerivedTables(db: Db): Promise<void> {
  await keepRowJson(db);
  await keepSearchDocs(db);
  await keepWebhookRecords(db);
  await keepOrderRollups(db);
}

export const DEFAULT_MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const migrationsFolder = options.migrationsFolder ?? DEFAULT_MIGRATIONS_FOLDER;
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      application_name: SERVER_APPLICATION_NAME,
      max: options.poolSize ?? POOL_SIZE,
      // Idle connections are kept (pg-pool closes one idle for 10 s by default). A connection
      // holds its named statements and their plans (namedStatements.ts) and PostgreSQL's caches
      // of the catalog: the first list after a quiet 11 s took 31–38 ms on a new connection
      // against 10–13 ms on a kept one (docs/scale.md). The pool is a few connections.
      idleTimeoutMillis: 0,
      // TCP keepalive on the kept connections: a firewall or NAT between an instance and its
      // database forgets a silent connection, and a dead database is noticed while idle.
      keepAlive: true,
      keepAliveInitialDelayMillis: 60_000,
    });
    // A kept connection the database closes (a restart, an administrator) is an `error` of the
    // pool, thrown if no one listens: pg-pool has already dropped it, and the next statement
    // opens another. A statement running on it gets the error itself.
    pool.on('error', () => undefined);
    nameFixedPlans(pool);
    const notices = poolNotices(pool);
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: async (migrateOptions) => {
        await migratePg(db, { migrationsFolder });
        if (migrateOptions?.derived !== false) await keepDerivedTables(db);
      },
      listen: (channel, onNotice, onResumed, onLost) =>
        listenOnPostgres(options.databaseUrl!, channel, onNotice, onResumed, onLost),
      onNotice: notices,
      close: () => pool.end(),
    };
  }
  return databaseOnPglite(await createPglite(options.dataDir), migrationsFolder);
}

/** The Database over an open PGlite client (in this process: its notices need no watching). */
export function databaseOnPglite(client: PGlite, migrationsFolder = DEFAULT_MIGRATIONS_FOLDER): Database {
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: async (migrateOptions) => {
      await migratePglite(db, { migrationsFolder });
      if (migrateOptions?.derived !== false) await keepDerivedTables(db);
    },
    listen: (channel, onNotice) => listenOnPglite(client, channel, onNotice),
    onNotice: () => undefined,
    close: async () => {
      await client.query('CHECKPOINT');
      await client.close();
    },
  };
}
