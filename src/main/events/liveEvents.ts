import { createParser } from 'eventsource-parser';
import { API_PREFIX } from '../../shared/api/client';
import { SERVER_EVENT_NAMES, serverEventSchema, type ServerEvent } from '../../shared/api/events';

export interface LiveEventsDeps {
  /** The server's origin (the embedded server's port is known only once it runs). */
  readonly baseUrl: () => Promise<string>;
  /** The session's token from the vault; null when signed out. */
  readonly token: () => string | null;
  readonly onChange: (event: ServerEvent) => void;
  readonly onReset: () => void;
  /** The server ended the stream because the session is gone, or refused it (401). */
  readonly onSessionEnded: () => void;
  readonly fetch?: typeof fetch;
  /** Waits before reconnecting, doubling from the first to the last. @default [1000, 2000, 5000, 10000, 30000] */
  readonly retryDelaysMs?: readonly number[];
  readonly log?: (message: string) => void;
}

export interface LiveEvents {
  /** Opens the stream if a session is held and it is not open yet. */
  start(): void;
  /** Closes it, and forgets where it was (the next session starts from now). */
  stop(): void;
  readonly running: boolean;
}

/**
 * Main's side of the live events: it holds the token, so it follows `GET /events` with it and
 * forwards each checked event to the window. A dropped stream reconnects with Last-Event-ID,
 * so nothing is missed; a 401 or the server's `end` stops it until the next sign-in.
 */
export function createLiveEvents(deps: LiveEventsDeps): LiveEvents {
  const doFetch = deps.fetch ?? fetch;
  const delays = deps.retryDelaysMs ?? [1000, 2000, 5000, 10_000, 30_000];
  let controller: AbortController | null = null;
  let lastEventId: number | null = null;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const stop = () => {
    controller?.abort();
    controller = null;
    lastEventId = null;
    failures = 0;
    if (timer) clearTimeout(timer);
    timer = null;
  };

  const retry = (own: AbortController) => {
    if (controller !== own) return;
    const delay = delays[Math.min(failures, delays.length - 1)];
    failures += 1;
    timer = setTimeout(() => {
      timer = null;
      if (controller === own) void connect(own);
    }, delay);
  };

  const connect = async (own: AbortController): Promise<void> => {
    const token = deps.token();
    if (!token) return stop();
    const headers: Record<string, string> = { accept: 'text/event-stream', authorization: `Bearer ${token}` };
    if (lastEventId !== null) headers['last-event-id'] = String(lastEventId);
    let ended = false;
    try {
      const res = await doFetch(`${await deps.baseUrl()}${API_PREFIX}/events`, { headers, signal: own.signal });
      if (res.status === 401) {
        stop();
        deps.onSessionEnded();
        return;
      }
      if (!res.ok || !res.body) throw new Error(`GET /events answered ${res.status}`);
      failures = 0;
      const parser = createParser({
        onEvent: ({ event, id, data }) => {
          if (event === SERVER_EVENT_NAMES.change) {
            const parsed = serverEventSchema.safeParse(parseJson(data));
            if (!parsed.success) return;
            if (id && /^\d+$/.test(id)) lastEventId = Number(id);
            deps.onChange(parsed.data);
          } else if (event === SERVER_EVENT_NAMES.reset) {
            deps.onReset();
          } else if (event === 'end') {
            ended = true;
          }
        },
      });
      const decoder = new TextDecoder();
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        parser.feed(decoder.decode(chunk, { stream: true }));
        if (ended) break;
      }
    } catch (error) {
      if (own.signal.aborted) return;
      deps.log?.(`Live events: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (controller !== own) return;
    if (ended) {
      stop();
      deps.onSessionEnded();
      return;
    }
    retry(own);
  };

  return {
    start() {
      if (controller || !deps.token()) return;
      const own = new AbortController();
      controller = own;
      void connect(own);
    },
    stop,
    get running() {
      return controller !== null;
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
