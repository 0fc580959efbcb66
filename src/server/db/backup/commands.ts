import { createPglite } from '../pglite';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { defaultBackupDir, type ServerConfig } from '../../config';
import { hasPgliteDatabase, isPgliteFolderOpen } from './pgliteBackup';
import { restoreBackup, takeBackup, type RestoreResult } from './index';

export interface CommandOptions {
  /**
   * Go on although PGlite's folder looks open (a server that ended without closing it), or
   * although other sessions have the PostgreSQL database open (none of them a server).
   */
  readonly force?: boolean;
}

type CommandConfig = Pick<ServerConfig, 'dataDir' | 'uploadsDir' | 'databaseUrl' | 'backupDir'>;

function assertClosed(dataDir: string, options: CommandOptions, whileOpen: string): void {
  if (options.force || !isPgliteFolderOpen(dataDir)) return;
  throw new Error(
    `A server has the database in ${dataDir} open (postmaster.pid): ${whileOpen}. ` +
      'If no server runs (it ended without closing the database), pass --force.',
  );
}

/** `npm run db:backup`: a backup of the configured database into the backups folder; answers its path. */
export async function backupCommand(config: CommandConfig, options: CommandOptions = {}): Promise<string> {
  const dir = config.backupDir ?? defaultBackupDir(config);
  const { databaseUrl, dataDir } = config;
  if (databaseUrl) {
    const entry = await takeBackup({ kind: 'postgres', databaseUrl, uploadsDir: config.uploadsDir }, dir);
    return path.join(dir, entry.name);
  }
  if (!hasPgliteDatabase(dataDir)) throw new Error(`There is no database in ${dataDir} (DATA_DIR).`);
  assertClosed(dataDir, options, 'take the backup from Settings › Backups while it runs, or stop it first');
  const client = await createPglite(dataDir);
  try {
    const entry = await takeBackup({ kind: 'pglite', client }, dir);
    return path.join(dir, entry.name);
  } finally {
    await client.close();
  }
}

/** `npm run db:restore FILE`: the backup `file` restored into the configured database. */
export async function restoreCommand(
  config: CommandConfig,
  file: string,
  options: CommandOptions = {},
): Promise<RestoreResult> {
  const backup = path.resolve(file);
  if (!existsSync(backup)) throw new Error(`There is no backup ${backup}.`);
  const { databaseUrl, dataDir } = config;
  if (databaseUrl) {
    return restoreBackup({ kind: 'postgres', databaseUrl, uploadsDir: config.uploadsDir }, backup, options);
  }
  assertClosed(dataDir, options, 'stop it before restoring');
  return restoreBackup({ kind: 'pglite', dataDir }, backup);
}
