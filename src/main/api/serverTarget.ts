import { ApiError } from '../../shared/api/errors';
import type { EmbeddedServer } from '../embedded/embeddedServer';

/** Starts the embedded server; `onExit` is called if it dies after it was ready. */
export type EmbeddedStarter = (onExit: () => void) => Promise<EmbeddedServer>;

/** Which server the ApiClient talks to: the configured company server, or the embedded one. */
export interface ServerTarget {
  /** Base URL of the server; starts the embedded server on first use when no URL is set. */
  baseUrl(): Promise<string>;
  /** Points at another server URL ('' for the embedded server). */
  switchTo(serverUrl: string): Promise<void>;
  /** Stops the embedded server if it runs (app quit). */
  stop(): Promise<void>;
}

export function createServerTarget(initialUrl: string, startEmbedded: EmbeddedStarter): ServerTarget {
  let serverUrl = initialUrl;
  let embedded: Promise<EmbeddedServer> | null = null;

  const ensureEmbedded = (): Promise<EmbeddedServer> => {
    if (embedded) return embedded;
    const starting: Promise<EmbeddedServer> = startEmbedded(() => {
      if (embedded === starting) embedded = null;
    }).catch((err: unknown) => {
      if (embedded === starting) embedded = null;
      const message = err instanceof Error ? err.message : String(err);
      throw new ApiError({ kind: 'network', statusCode: 503, message });
    });
    embedded = starting;
    return starting;
  };

  const stopEmbedded = async (): Promise<void> => {
    const running = embedded;
    embedded = null;
    const server = await running?.catch(() => null);
    await server?.stop();
  };

  return {
    async baseUrl() {
      return serverUrl || (await ensureEmbedded()).baseUrl;
    },
    async switchTo(next) {
      serverUrl = next;
      if (next) await stopEmbedded();
    },
    stop: stopEmbedded,
  };
}
