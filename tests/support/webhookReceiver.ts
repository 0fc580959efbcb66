import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a receiver took: its headers, its body as sent, and when it arrived. */
export interface ReceivedWebhook {
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
  /** `Date.now()` at its arrival. */
  readonly at: number;
}

/** A webhook receiver on 127.0.0.1 for the tests and the bench: it keeps every request. */
export interface WebhookReceiver {
  /** `http://127.0.0.1:<port>` */
  readonly origin: string;
  readonly received: ReceivedWebhook[];
  /** The status each request to `path` gets (200 unless set). */
  answer(path: string, status: number): void;
  /** Called at each request, after it is kept (the bench times arrivals with it). */
  onReceive?: (request: ReceivedWebhook) => void;
  /** The requests to `path`, once there are at least `count`, within `timeoutMs`. */
  waitFor(path: string, count: number, timeoutMs?: number): Promise<ReceivedWebhook[]>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const statuses = new Map<string, number>();
  const received: ReceivedWebhook[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      const entry = { path, headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() };
      received.push(entry);
      receiver.onReceive?.(entry);
      response.writeHead(statuses.get(path) ?? 200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const receiver: WebhookReceiver = {
    origin: `http://127.0.0.1:${port}`,
    received,
    answer: (path, status) => statuses.set(path, status),
    async waitFor(path, count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mine = received.filter((r) => r.path === path);
        if (mine.length >= count) return mine;
        if (Date.now() > deadline) {
          throw new Error(`${path} received ${mine.length} of ${count} webhooks within ${timeoutMs} ms`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return receiver;
}
