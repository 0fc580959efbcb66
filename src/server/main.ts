import { existsSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { API_PREFIX } from '../shared/api/client';
import { buildApp, prepareDatabase } from './app';
import { loadConfig } from './config';
import { DEFAULT_MIGRATIONS_FOLDER } from './db/connection';
import { startFromTemplate } from './seed/pgliteTemplate';

/**
 * `npm run server`: the API alone on PORT (default 8787) over PGlite in DATA_DIR, or
 * PostgreSQL with DATABASE_URL. `--web` also serves the built renderer from out/web;
 * `--seed` loads the demo data into an empty PostgreSQL database. A new PGlite folder starts
 * from the build's template where there is one (seed/pgliteTemplate.ts). With LOG_LEVEL=debug it
 * logs how long each phase of the start took.
 */
async function main(): Promise<void> {
  // How long each phase of the start took, in ms; the first, from the process start, is loading the modules.
  const phases: Record<string, number> = {};
  let phaseEnd = 0;
  const phase = (name: string) => {
    const now = performance.now();
    phases[name] = Math.round(now - phaseEnd);
    phaseEnd = now;
  };
  phase('modules');

  const args = new Set(process.argv.slice(2));
  const webRoot = args.has('--web') ? path.resolve('out/web') : undefined;
  if (webRoot && !existsSync(path.join(webRoot, 'index.html'))) {
    throw new Error(`No web build in ${webRoot}: run npm run build:web first.`);
  }
  const config = loadConfig(process.env, { webRoot, seedFlag: args.has('--seed') });
  const template = config.databaseUrl
    ? undefined
    : startFromTemplate({
        dataDir: config.dataDir,
        uploadsDir: config.uploadsDir,
        migrationsFolder: config.migrationsDir ?? DEFAULT_MIGRATIONS_FOLDER,
        seed: config.seed,
      });
  phase('template');
  const database = await prepareDatabase(config);
  phase('database');
  const app = await buildApp({ database, config, logger: { level: process.env.LOG_LEVEL ?? 'info' } });
  phase('app');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      console.error('Shutdown failed:', error);
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await database.close();
    const inUse = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
    throw inUse ? new Error(`Port ${config.port} is already in use: set PORT to another port.`) : error;
  }
  phase('listen');
  app.log.debug({ ms: phases, template }, 'start-up phases (database: open, migrate and seed)');
  const origin = `http://${config.host}:${config.port}`;
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  console.log(`Back office listening on ${origin}/`);
  console.log(`API base ${origin}${API_PREFIX} (database: ${where})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
