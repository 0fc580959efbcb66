import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../src/server/db/connection';
import { seedDemoData } from '../src/server/seed/index';
import { startPgCluster } from '../tests/api/pg-cluster';

/**
 * A migrated database with the demo seed for a bench: PGlite in a temporary folder on disk (as
 * the desktop app runs it) or a new PostgreSQL cluster. `close` stops and removes it all.
 */
export async function openBenchDatabase(
  engine: string,
  /** PGlite: a folder kept between runs (seeded at its first), since a million orders take minutes to fill. */
  keptDataDir = '',
): Promise<{ readonly database: Database; readonly close: () => Promise<void> }> {
  const folder = await mkdtemp(join(tmpdir(), 'bo-bench-'));
  const cluster = engine === 'postgres' ? await startPgCluster() : null;
  const dataDir = keptDataDir || join(folder, 'pglite');
  const fresh = cluster !== null || !existsSync(dataDir);
  const database = await openDatabase(cluster ? { databaseUrl: await cluster.createDatabase() } : { dataDir });
  await database.migrate();
  if (fresh) await seedDemoData(database.db);
  return {
    database,
    close: async () => {
      await database.close();
      await cluster?.stop();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
