import { existsSync } from 'node:fs';
import path from 'node:path';
import { API_PREFIX } from '../shared/api/client';
import { buildApp, prepareDatabase } from './app';
import { loadConfig } from './config';

/**
 * `npm run server`: the API alone on PORT (default 8787) over PGlite in DATA_DIR, or
 * PostgreSQL with DATABASE_URL. `--web` also serves the built renderer from out/web;
 * `--seed` loads the demo data into an empty PostgreSQL database.
 */
async function main(): Promise<void> {
  const args = new Set(process.argv.slice(2));
  const webRoot = args.has('--web') ? path.resolve('out/web') : undefined;
  if (webRoot && !existsSync(path.join(webRoot, 'index.html'))) {
    throw new Error(`No web build in ${webRoot}: run npm run build:web first.`);
  }
  const config = loadConfig(process.env, { webRoot, seedFlag: args.has('--seed') });
  const database = await prepareDatabase(config);
  const app = await buildApp({ database, config, logger: { level: process.env.LOG_LEVEL ?? 'info' } });

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
  const origin = `http://${config.host}:${config.port}`;
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  console.log(`Back office listening on ${origin}/`);
  console.log(`API base ${origin}${API_PREFIX} (database: ${where})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
