import { describe, expect, it, vi } from 'vitest';
import type { ServerEvent } from '../../shared/api/events';
import { createLiveEvents } from './liveEvents';

const event = (id: number): ServerEvent => ({
  id,
  resource: 'orders',
  recordId: 3,
  action: 'update',
  at: '2026-11-24T08:00:00.000Z',
  actor: { id: 2, name: 'Lan' },
  fields: ['note'],
  order: { id: 3, code: 'A-3', name: 'Logo' },
  personal: null,
});

const frame = (e: ServerEvent) => `id: ${e.id}\nevent: change\ndata: ${JSON.stringify(e)}\n\n`;

/** A response whose body is these SSE chunks, then the end of the stream. */
const streamOf = (...chunks: string[]) =>
  new Response(
    new ReadableStream({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    }),
    { status: 200, headers: { 'content-type': 'text/event-stream' } },
  );

function setup(responses: (() => Response)[], token: string | null = 'tok') {
  const calls: RequestInit[] = [];
  const fetch = vi.fn((_url: string, init: RequestInit) => {
    calls.push(init);
    const next = responses.shift();
    return next ? Promise.resolve(next()) : new Promise<Response>(() => undefined);
  });
  const deps = {
    baseUrl: () => Promise.resolve('http://127.0.0.1:4100'),
    token: () => token,
    onChange: vi.fn(),
    onReset: vi.fn(),
    onSessionEnded: vi.fn(),
    fetch: fetch as unknown as typeof globalThis.fetch,
    retryDelaysMs: [5],
  };
  return { live: createLiveEvents(deps), deps, fetch, calls };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 40));

describe('main’s live events', () => {
  it('follows GET /events with the bearer token and forwards checked events, split across chunks', async () => {
    const text = frame(event(7));
    const { live, deps, fetch, calls } = setup([
      () => streamOf(text.slice(0, 20), text.slice(20), 'event: change\ndata: {"bad":1}\n\n'),
    ]);
    live.start();
    await settle();
    expect(fetch.mock.calls[0][0]).toBe('http://127.0.0.1:4100/api/v1/events');
    expect((calls[0].headers as Record<string, string>).authorization).toBe('Bearer tok');
    expect(deps.onChange).toHaveBeenCalledTimes(1);
    expect(deps.onChange).toHaveBeenCalledWith(event(7));
    live.stop();
  });

  it('reconnects after a dropped stream with Last-Event-ID, and passes a reset on', async () => {
    const { live, deps, calls } = setup([
      () => streamOf(frame(event(7)), frame(event(9))),
      () => streamOf('event: reset\ndata: {}\n\n'),
    ]);
    live.start();
    await settle();
    expect((calls[1].headers as Record<string, string>)['last-event-id']).toBe('9');
    expect(deps.onReset).toHaveBeenCalledTimes(1);
    live.stop();
    expect(live.running).toBe(false);
  });

  it('stops when the server ends the stream for the session, or answers 401', async () => {
    const ended = setup([() => streamOf('event: end\ndata: {"reason":"signedOut"}\n\n')]);
    ended.live.start();
    await settle();
    expect(ended.deps.onSessionEnded).toHaveBeenCalledTimes(1);
    expect(ended.live.running).toBe(false);
    expect(ended.fetch).toHaveBeenCalledTimes(1);

    const refused = setup([() => new Response('{}', { status: 401 })]);
    refused.live.start();
    await settle();
    expect(refused.deps.onSessionEnded).toHaveBeenCalledTimes(1);
    expect(refused.fetch).toHaveBeenCalledTimes(1);
  });

  it('opens nothing without a session, and once only', async () => {
    const none = setup([], null);
    none.live.start();
    await settle();
    expect(none.fetch).not.toHaveBeenCalled();
    const once = setup([]);
    once.live.start();
    once.live.start();
    await settle();
    expect(once.fetch).toHaveBeenCalledTimes(1);
    once.live.stop();
  });
});
