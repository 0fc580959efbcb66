import { buildApp, prepareDatabase } from './app';
import { loadConfig } from './config';

/** Messages between the Electron main process and this embedded server. */
export type EmbeddedOutbound = { type: 'ready'; port: number } | { type: 'error'; message: string };
export type EmbeddedInbound = { type: 'shutdown' };

/** The part of Electron's `process.parentPort` this entry uses (only under utilityProcess). */
interface ParentPort {
  postMessage(message: EmbeddedOutbound): void;
  on(event: 'message', listener: (event: { data: unknown }) => void): void;
}

const parentPort = (process as unknown as { parentPort?: ParentPort }).parentPort;

function post(message: EmbeddedOutbound): Promise<void> {
  if (parentPort) {
    parentPort.postMessage(message);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    if (!process.send) resolve();
    else process.send(message, undefined, undefined, () => resolve());
  });
}

function onMessage(listener: (message: unknown) => void): void {
  if (parentPort) parentPort.on('message', (event) => listener(event.data));
  else process.on('message', listener);
}

const isShutdown = (message: unknown): message is EmbeddedInbound =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'shutdown';

/**
 * Entry the desktop app forks with `utilityProcess.fork` (or child_process.fork in tests):
 * PGlite in DATA_DIR, migrated and seeded, on a random loopback port; answers
 * `{type:'ready', port}` or `{type:'error', message}` and closes on `{type:'shutdown'}`.
 */
async function start(): Promise<void> {
  const config = loadConfig({ ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: '', SEED: '1' });
  const database = await prepareDatabase(config);
  const app = await buildApp({ database, config, logger: { level: process.env.LOG_LEVEL ?? 'warn' } });
  onMessage((message) => {
    if (!isShutdown(message)) return;
    void (async () => {
      await app.close();
      await database.close();
      process.exit(0);
    })();
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('The server has no TCP port.');
  await post({ type: 'ready', port: address.port });
}

start().catch(async (error: unknown) => {
  await post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  process.exit(1);
});
