import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { createPglite } from './pglite';
import * as schema from './schema';

/**
 * A new PGlite folder costs most of a first start: PostgreSQL's initdb, then every migration,
 * run in WebAssembly. The build (`scripts/build-web.mjs`) makes, once per set of migrations,
 * an empty migrated database as a gzip tar beside the migrations folder; a new data folder is
 * then loaded from it instead. Without a template (tests, the desktop app in development) the
 * folder is created and migrated as before.
 */

/** A digest of every migration file: a template serves only the migrations it was made from. */
export function migrationsDigest(migrationsFolder: string): string {
  const hash = createHash('sha256');
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))
      .flatMap((entry) => (entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
  for (const file of files(migrationsFolder)) {
    hash.update(path.relative(migrationsFolder, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** Where the template of these migrations lives: beside the migrations folder. */
export function templatePath(migrationsFolder: string): string {
  return path.join(path.dirname(migrationsFolder), `pglite-template-${migrationsDigest(migrationsFolder)}.tar.gz`);
}

/** True when `dataDir` already holds a PGlite database. */
export const holdsDatabase = (dataDir: string): boolean => existsSync(path.join(dataDir, 'PG_VERSION'));

/** The template's bytes when one matches these migrations and `dataDir` is new; else null. */
export async function templateFor(dataDir: string, migrationsFolder: string): Promise<Blob | null> {
  if (holdsDatabase(dataDir)) return null;
  const file = templatePath(migrationsFolder);
  return existsSync(file) ? new Blob([await readFile(file)]) : null;
}

/** Makes the template of these migrations (an in-memory database, migrated, dumped); answers its path. */
export async function makeTemplate(migrationsFolder: string): Promise<string> {
  const file = templatePath(migrationsFolder);
  const client = await createPglite();
  try {
    await migrate(drizzle(client, { schema }), { migrationsFolder });
    const dump = await client.dumpDataDir('gzip');
    const partial = `${file}.${process.pid}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    return file;
  } finally {
    await client.close();
  }
}
