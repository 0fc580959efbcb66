import { PGlite } from '@electric-sql/pglite';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import type { Database } from '../connection';
import {
  backupFileName,
  fileStamp,
  freeBackupTime,
  KEEP_BACKUPS,
  listBackups,
  pruneBackups,
  type BackupEntry,
  uploadsArchiveOf,
} from './backupFiles';
import { dumpPglite, restorePglite } from './pgliteBackup';
import { archiveFolder, dumpPostgres, restoreFolder, restorePostgres, type RestoreOptions } from './postgresBackup';

/**
 * Backups of the database, shared by `npm run db:backup` / `db:restore` (scripts/) and the
 * server's backups module (daily on PGlite, on demand from Settings). Uploaded files travel
 * with them: inside PGlite's data folder, or as an archive beside a PostgreSQL dump.
 */
export { listBackups, type BackupEntry } from './backupFiles';
export { pgliteCreatedAt } from './pgliteBackup';

/** What a backup is taken of: an open PGlite database, or a PostgreSQL database and the uploads folder. */
export type BackupSource =
  | { readonly kind: 'pglite'; readonly client: PGlite }
  | { readonly kind: 'postgres'; readonly databaseUrl: string; readonly uploadsDir: string };

/** The backup source of the server's open database. */
export function backupSourceOf(database: Database, uploadsDir: string): BackupSource {
  const client: unknown = (database.db as unknown as { $client?: unknown }).$client;
  if (database.kind === 'pglite') {
    if (!(client instanceof PGlite)) throw new Error('The PGlite database has no client to dump.');
    return { kind: 'pglite', client };
  }
  const databaseUrl = (client as pg.Pool | undefined)?.options.connectionString;
  if (!databaseUrl) throw new Error('The PostgreSQL pool has no connection string to dump.');
  return { kind: 'postgres', databaseUrl, uploadsDir };
}

/**
 * Takes a backup into `dir` (made if missing), named with its UTC time, then keeps only the
 * newest {@link KEEP_BACKUPS} there. Answers the new backup's entry.
 */
export async function takeBackup(source: BackupSource, dir: string, now = new Date()): Promise<BackupEntry> {
  await mkdir(dir, { recursive: true });
  const at = freeBackupTime(dir, source.kind, now);
  const name = backupFileName(source.kind, at);
  const file = path.join(dir, name);
  if (source.kind === 'pglite') {
    await dumpPglite(source.client, file);
  } else {
    await dumpPostgres(source.databaseUrl, file);
    await archiveFolder(source.uploadsDir, uploadsArchiveOf(file));
  }
  await pruneBackups(dir, source.kind, KEEP_BACKUPS);
  const entry = (await listBackups(dir, source.kind)).find((e) => e.name === name);
  if (!entry) throw new Error(`The backup ${file} was not written.`);
  return entry;
}

/** What a backup is restored into: a PGlite folder, or a PostgreSQL database and the uploads folder. */
export type RestoreTarget =
  | { readonly kind: 'pglite'; readonly dataDir: string }
  | { readonly kind: 'postgres'; readonly databaseUrl: string; readonly uploadsDir: string };

export interface RestoreResult {
  /** Users in the restored database: it opened and holds a back office. */
  readonly users: number;
  /** Folders the restore replaced, kept as `<folder>.before-restore-<stamp>`. */
  readonly keptAside: readonly string[];
}

/**
 * Restores the backup `file` into the target. PGlite: the data folder (uploads inside) is
 * replaced, the old one kept aside. PostgreSQL: pg_restore in one transaction (refused while
 * other sessions have the database open, unless forced), then the uploads folder from the
 * archive beside the dump (the old one kept aside).
 */
export async function restoreBackup(
  target: RestoreTarget,
  file: string,
  options: RestoreOptions = {},
  now = new Date(),
): Promise<RestoreResult> {
  const stamp = fileStamp(now);
  if (target.kind === 'pglite') {
    const { users, keptAside } = await restorePglite(file, target.dataDir, stamp);
    return { users, keptAside: keptAside ? [keptAside] : [] };
  }
  const users = await restorePostgres(target.databaseUrl, file, options);
  const uploads = uploadsArchiveOf(file);
  const keptAside = existsSync(uploads) ? await restoreFolder(uploads, target.uploadsDir, stamp) : undefined;
  return { users, keptAside: keptAside ? [keptAside] : [] };
}
