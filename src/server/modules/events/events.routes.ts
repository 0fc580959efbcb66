import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_EVENT_NAMES, type ServerEvent } from '../../../shared/api/events';
import type { Db } from '../../db/connection';
import { sessionTokenOf, sessionUserOf, type AuthUser } from '../../plugins/auth';
import { route } from '../../plugins/contractRoutes';
import type { EventHub, EventSubscriber } from './eventHub';

export interface EventStreamOptions {
  readonly db: Db;
  readonly hub: EventHub;
  /** Between two heartbeats (a comment line), each of which also checks the session. */
  readonly heartbeatMs: number;
  /** Every stream open now, ended when the server closes. */
  readonly open: Set<() => void>;
}

/** How long a browser waits before reconnecting (the SSE `retry:` field). */
const RETRY_MS = 3000;

const frame = (event: ServerEvent): string =>
  `id: ${event.id}\nevent: ${SERVER_EVENT_NAMES.change}\ndata: ${JSON.stringify(event)}\n\n`;

/** The Last-Event-ID a reconnecting client sends (header, else the query), or null. */
function lastEventIdOf(request: FastifyRequest, fromQuery: number | undefined): number | null {
  const header = request.headers['last-event-id'];
  const value = typeof header === 'string' && /^\d{1,10}$/.test(header.trim()) ? Number(header) : fromQuery;
  return value === undefined || value > 2_147_483_647 ? null : value;
}

/**
 * GET /events: the caller's live events as server-sent events. The stream first replays what a
 * reconnecting client missed, then follows the hub; each heartbeat reads the session again, so
 * a changed permission narrows what follows and a signed-out session ends the stream.
 */
export function eventStreamRoutes(app: FastifyInstance, { db, hub, heartbeatMs, open }: EventStreamOptions): void {
  route(app, 'GET /events', ({ user, query, request, reply }) => {
    const token = sessionTokenOf(request)!;
    stream(request, reply, user, {
      db,
      hub,
      heartbeatMs,
      open,
      token,
      lastEventId: lastEventIdOf(request, query.lastEventId),
    });
    return Promise.resolve('');
  });
}

interface StreamState extends EventStreamOptions {
  readonly token: string;
  readonly lastEventId: number | null;
}

function stream(request: FastifyRequest, reply: FastifyReply, user: AuthUser, state: StreamState): void {
  const { hub, db, token, heartbeatMs, open } = state;
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.write(`retry: ${RETRY_MS}\n\n`);

  // Events that arrive while the missed ones are read wait here, so the order holds.
  let buffered: ServerEvent[] | null = state.lastEventId === null ? null : [];
  let lastSent = state.lastEventId ?? 0;
  let closed = false;
  const send = (event: ServerEvent) => {
    if (closed || event.id <= lastSent) return;
    lastSent = event.id;
    raw.write(frame(event));
    if (event.personal === 'permissions') void refresh();
  };
  const subscriber: EventSubscriber = {
    user,
    deliver: (event) => (buffered ? buffered.push(event) : send(event)),
  };
  const unsubscribe = hub.subscribe(subscriber);

  const end = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    unsubscribe();
    open.delete(end);
    raw.end();
  };
  open.add(end);
  request.raw.on('close', end);

  const refresh = async () => {
    const session = await sessionUserOf(db, token).catch(() => undefined);
    if (session === undefined) return;
    if (!session) {
      if (!closed) raw.write(`event: end\ndata: {"reason":"signedOut"}\n\n`);
      end();
      return;
    }
    subscriber.user = session.user;
  };
  const heartbeat = setInterval(() => {
    if (closed) return;
    raw.write(': ping\n\n');
    void refresh();
  }, heartbeatMs);
  heartbeat.unref();

  if (state.lastEventId === null) return;
  void hub
    .replay(user, state.lastEventId)
    .then((replay) => {
      if (replay.kind === 'reset') {
        if (!closed) raw.write(`event: ${SERVER_EVENT_NAMES.reset}\ndata: {}\n\n`);
        lastSent = 0;
      } else {
        for (const event of replay.events) send(event);
      }
    })
    .catch((error: unknown) => {
      request.log.error({ err: error }, 'replaying missed events failed');
      if (!closed) raw.write(`event: ${SERVER_EVENT_NAMES.reset}\ndata: {}\n\n`);
    })
    .finally(() => {
      const waiting = buffered ?? [];
      buffered = null;
      for (const event of waiting) send(event);
    });
}
