import { existsSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** The engine a backup comes from, which says the form of its file. */
export type BackupKind = 'pglite' | 'postgres';

/** One backup in the backups folder. */
export interface BackupEntry {
  /** File name, `backup-2026-11-23T080000Z.tar.gz` (PGlite) or `….dump` (PostgreSQL). */
  readonly name: string;
  /** Bytes on disk; a PostgreSQL dump's uploads archive included. */
  readonly size: number;
  /** The UTC second its name records. */
  readonly createdAt: Date;
}

/** PGlite: its data folder (uploads inside) as gzip tar; PostgreSQL: `pg_dump --format=custom`. */
export const BACKUP_EXTENSION: Readonly<Record<BackupKind, string>> = { pglite: '.tar.gz', postgres: '.dump' };

/** Beside a PostgreSQL dump, the uploads folder as gzip tar: `backup-….uploads.tar.gz`. */
export const UPLOADS_ARCHIVE_SUFFIX = '.uploads.tar.gz';

/** How many backups the folder keeps: the newest seven. */
export const KEEP_BACKUPS = 7;

const STAMP = /^backup-(\d{4})-(\d{2})-(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;

/** `2026-11-23T080000Z`: an instant to the UTC second, safe in a file name on every system. */
export function fileStamp(at: Date): string {
  const iso = at.toISOString();
  return `${iso.slice(0, 10)}T${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`;
}

/** `backup-2026-11-23T080000Z`, the name of a backup without its extension. */
export const backupBaseName = (at: Date): string => `backup-${fileStamp(at)}`;

export const backupFileName = (kind: BackupKind, at: Date): string => backupBaseName(at) + BACKUP_EXTENSION[kind];

/** The instant a backup's file name records, or null when `name` is not a backup of `kind`. */
export function parseBackupName(name: string, kind: BackupKind): Date | null {
  const extension = BACKUP_EXTENSION[kind];
  if (!name.endsWith(extension)) return null;
  const base = name.slice(0, -extension.length);
  if (!STAMP.test(base)) return null;
  const at = new Date(base.replace(STAMP, '$1-$2-$3T$4:$5:$6Z'));
  return Number.isNaN(at.getTime()) ? null : at;
}

/** The uploads archive that goes with a PostgreSQL dump: `x.dump` → `x.uploads.tar.gz`. */
export function uploadsArchiveOf(dumpFile: string): string {
  const extension = BACKUP_EXTENSION.postgres;
  const base = dumpFile.endsWith(extension) ? dumpFile.slice(0, -extension.length) : dumpFile;
  return base + UPLOADS_ARCHIVE_SUFFIX;
}

const sizeOf = async (file: string): Promise<number> => (existsSync(file) ? (await stat(file)).size : 0);

/** The backups of `kind` in `dir`, newest first; none when the folder does not exist yet. */
export async function listBackups(dir: string, kind: BackupKind): Promise<BackupEntry[]> {
  const names = existsSync(dir) ? await readdir(dir) : [];
  const entries: BackupEntry[] = [];
  for (const name of names) {
    const createdAt = parseBackupName(name, kind);
    if (!createdAt) continue;
    const file = path.join(dir, name);
    const extra = kind === 'postgres' ? await sizeOf(uploadsArchiveOf(file)) : 0;
    entries.push({ name, size: (await sizeOf(file)) + extra, createdAt });
  }
  return entries.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/** Removes all but the newest `keep` backups of `kind` (and their uploads archives); answers the names removed. */
export async function pruneBackups(dir: string, kind: BackupKind, keep = KEEP_BACKUPS): Promise<string[]> {
  const old = (await listBackups(dir, kind)).slice(keep);
  for (const { name } of old) {
    const file = path.join(dir, name);
    await rm(file, { force: true });
    if (kind === 'postgres') await rm(uploadsArchiveOf(file), { force: true });
  }
  return old.map((entry) => entry.name);
}

/** The first free backup name at or after `at`, one second later at a time. */
export function freeBackupTime(dir: string, kind: BackupKind, at: Date): Date {
  let time = new Date(Math.floor(at.getTime() / 1000) * 1000);
  while (existsSync(path.join(dir, backupFileName(kind, time)))) time = new Date(time.getTime() + 1000);
  return time;
}
