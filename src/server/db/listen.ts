import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { SERVER_APPLICATION_NAME } from './applicationName';

/** Wait before reconnecting a lost listening connection, doubling up to the last. */
const RECONNECT_DELAYS_MS = [250, 500, 1000, 2000, 5000];

/** Channel names are identifiers: never a value from a request. */
function quoted(channel: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`bad channel name ${channel}`);
  return `"${channel}"`;
}

/**
 * `LISTEN` on a connection of its own, outside the pool (a pooled connection would be handed
 * to queries and lose it). A lost connection is opened again: `onLost` runs when it is lost,
 * `onResumed` once it listens again, since notifications sent meanwhile are gone.
 */
export async function listenOnPostgres(
  connectionString: string,
  channel: string,
  onNotice: (payload: string) => void,
  onResumed?: () => void,
  onLost?: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let attempt = 0;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString, application_name: SERVER_APPLICATION_NAME });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotice(message.payload ?? '');
    });
    next.on('error', () => undefined);
    next.on('end', () => {
      if (stopped || client !== next) return;
      client = null;
      onLost?.();
      reconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${quoted(channel)}`);
    client = next;
    attempt = 0;
  };

  const reconnect = (): void => {
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)];
    attempt += 1;
    setTimeout(() => {
      if (stopped) return;
      connect().then(
        () => onResumed?.(),
        () => reconnect(),
      );
    }, delay).unref();
  };

  await connect();
  return async () => {
    stopped = true;
    const open = client;
    client = null;
    await open?.end().catch(() => undefined);
  };
}

/** PGlite runs in this process: its notifications reach listeners of the same instance. */
export async function listenOnPglite(
  client: PGlite,
  channel: string,
  onNotice: (payload: string) => void,
): Promise<() => Promise<void>> {
  const unsubscribe = await client.listen(channel, onNotice);
  return () => unsubscribe();
}
