import type { ServerEvent } from '../../src/shared/api/events';

/** One SSE message as a test reads it. */
export interface StreamMessage {
  readonly event: string;
  readonly id?: string;
  readonly data: string;
}

/** An open `GET /api/v1/events` stream and what it has received so far. */
export interface TestStream {
  readonly status: number;
  readonly messages: StreamMessage[];
  /** The `change` events received so far. */
  changes(): ServerEvent[];
  /** Resolves with the first message matching, waiting up to `timeoutMs`. */
  waitFor(match: (message: StreamMessage) => boolean, timeoutMs?: number): Promise<StreamMessage>;
  /** Resolves once the server ended the stream. */
  readonly ended: Promise<void>;
  close(): void;
}

/** Opens the event stream of `origin` with a bearer token (or none) and reads it as it comes. */
export async function openEventStream(
  origin: string,
  token: string | null,
  options: { lastEventId?: number; query?: string } = {},
): Promise<TestStream> {
  const controller = new AbortController();
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.lastEventId !== undefined) headers['last-event-id'] = String(options.lastEventId);
  const res = await fetch(`${origin}/api/v1/events${options.query ?? ''}`, { headers, signal: controller.signal });
  const messages: StreamMessage[] = [];
  const waiters = new Set<() => void>();
  let ended: Promise<void> = Promise.resolve();
  if (res.ok && res.body) {
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    ended = (async () => {
      let text = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          text += value;
          let end = text.indexOf('\n\n');
          while (end >= 0) {
            const block = text.slice(0, end);
            text = text.slice(end + 2);
            end = text.indexOf('\n\n');
            const fields = Object.fromEntries(
              block
                .split('\n')
                .filter((line) => line && !line.startsWith(':'))
                .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trimStart()]),
            );
            if (fields.data === undefined) continue;
            messages.push({ event: fields.event ?? 'message', id: fields.id, data: fields.data });
            for (const wake of waiters) wake();
          }
        }
      } catch {
        // aborted by close()
      }
    })();
  }
  return {
    status: res.status,
    messages,
    changes: () => messages.filter((m) => m.event === 'change').map((m) => JSON.parse(m.data) as ServerEvent),
    waitFor(match, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(messages)}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    ended,
    close: () => controller.abort(),
  };
}

/** True for a `change` event about this record. */
export const changeOf =
  (resource: string, recordId: number, extra: (event: ServerEvent) => boolean = () => true) =>
  (message: StreamMessage): boolean => {
    if (message.event !== 'change') return false;
    const event = JSON.parse(message.data) as ServerEvent;
    return event.resource === resource && event.recordId === recordId && extra(event);
  };
