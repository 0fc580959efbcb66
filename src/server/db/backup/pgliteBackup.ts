import type { PGlite } from '@electric-sql/pglite';
import { createPglite } from '../pglite';
import { existsSync } from 'node:fs';
import { readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomically } from '../../files/writeFileAtomically';

/** PGlite writes this file into its folder while it has it open, and removes it on close. */
const OPEN_MARKER = 'postmaster.pid';

/** True when a PGlite instance has the folder open, or one ended without closing it. */
export const isPgliteFolderOpen = (dataDir: string): boolean => existsSync(path.join(dataDir, OPEN_MARKER));

/** True when the folder holds a PGlite database. */
export const hasPgliteDatabase = (dataDir: string): boolean => existsSync(path.join(dataDir, 'PG_VERSION'));

/** When the database in the folder was created (initdb writes PG_VERSION once); null without one. */
export async function pgliteCreatedAt(dataDir: string): Promise<Date | null> {
  return hasPgliteDatabase(dataDir) ? (await stat(path.join(dataDir, 'PG_VERSION'))).mtime : null;
}

/**
 * Writes the whole data folder of an open PGlite database as gzip tar to `file`: the database
 * and whatever else the folder holds (`uploads/`). Queries wait while it runs.
 */
export async function dumpPglite(client: PGlite, file: string): Promise<void> {
  // The data files then hold every committed row, so a restore needs no WAL replay.
  await client.query('CHECKPOINT');
  const archive = await client.dumpDataDir('gzip');
  await writeFileAtomically(file, new Uint8Array(await archive.arrayBuffer()));
}

const GZIP_MAGIC = [0x1f, 0x8b];

/** Loads a PGlite backup into the new folder `target` and answers how many users it holds. */
async function loadInto(file: string, target: string): Promise<number> {
  const data = await readFile(file);
  if (data[0] !== GZIP_MAGIC[0] || data[1] !== GZIP_MAGIC[1]) {
    throw new Error(`${file} is not a PGlite backup (a .tar.gz written by db:backup).`);
  }
  const client = await createPglite(target, { loadDataDir: new Blob([data]) });
  try {
    const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    return rows[0]?.n ?? 0;
  } finally {
    await client.close();
  }
}

export interface PgliteRestore {
  /** Users in the restored database. */
  readonly users: number;
  /** Where the folder that was replaced now is, if there was one. */
  readonly keptAside?: string;
}

/**
 * Replaces the PGlite folder `dataDir` with the backup `file`. The backup is first loaded and
 * checked (it opens and has users) in a folder beside it; only then is the old folder moved to
 * `<dataDir>.before-restore-<stamp>` and the new one put in its place.
 */
export async function restorePglite(file: string, dataDir: string, stamp: string): Promise<PgliteRestore> {
  const staging = `${dataDir}.restoring-${stamp}`;
  await rm(staging, { recursive: true, force: true });
  let users: number;
  try {
    users = await loadInto(file, staging);
    if (users === 0) throw new Error(`${file} holds a database without users: not a back-office backup.`);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  let keptAside: string | undefined;
  if (existsSync(dataDir)) {
    keptAside = `${dataDir}.before-restore-${stamp}`;
    await rename(dataDir, keptAside);
  }
  await rename(staging, dataDir);
  return { users, keptAside };
}
