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
): Promise<{ readonly database: Database; readonly close: () => Promise<void> }> {
  const folder = await mkdtemp(join(tmpdir(), 'bo-bench-'));
  const cluster = engine === 'postgres' ? await startPgCluster() : null;
  const database = await openDatabase(
    cluster ? { databaseUrl: await cluster.createDatabase() } : { dataDir: join(folder, 'pglite') },
  );
  await database.migrate();
  await seedDemoData(database.db);
  return {
    database,
    close: async () => {
      await database.close();
      await cluster?.stop();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
