import http from 'node:http';
import https from 'node:https';
import { guardedLookup, PRIVATE_HINT, privateLiteralOf } from './addressGuard';
import { signWebhook } from './webhookSigner';

/** One message as the dispatcher hands it over. */
export interface OutgoingWebhook {
  readonly url: string;
  readonly secret: string;
  readonly messageId: string;
  /** The JSON body, the same bytes at every attempt. */
  readonly body: string;
}

/** What one attempt came to: the answer's status, or why there was none, and how long it took. */
export interface AttemptOutcome {
  readonly statusCode: number | null;
  readonly error: string | null;
  readonly durationMs: number;
}

export interface SenderOptions {
  /** Longest wait for the answer's status. */
  readonly timeoutMs: number;
  /** WEBHOOKS_ALLOW_PRIVATE: let deliveries reach private and loopback addresses. */
  readonly allowPrivate: boolean;
  readonly now?: () => number;
}

/**
 * The body sent for a stored payload: compact JSON, the same bytes at every attempt (the
 * database writes its JSON with spaces).
 */
export const messageBody = (payload: string): string => JSON.stringify(JSON.parse(payload));

/** Sends one attempt; never throws. */
export type WebhookSender = (message: OutgoingWebhook) => Promise<AttemptOutcome>;

/** Bytes of an answer read at most (the body is not kept; reading it frees the socket). */
const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * POSTs a signed message (Standard Webhooks headers `webhook-id`, `webhook-timestamp`,
 * `webhook-signature`; the timestamp and signature fresh at each attempt): a success is any
 * 2xx within the timeout. Redirects are not followed (a 3xx is a failure). Unless private
 * addresses are allowed, a private literal is refused before connecting and a name is
 * resolved by `guardedLookup`, which refuses a private answer.
 */
export function createWebhookSender({ timeoutMs, allowPrivate, now = Date.now }: SenderOptions): WebhookSender {
  return (message) => {
    const started = now();
    const done = (statusCode: number | null, error: string | null): AttemptOutcome => ({
      statusCode,
      error,
      durationMs: Math.max(0, Math.round(now() - started)),
    });
    const url = new URL(message.url);
    const literal = allowPrivate ? null : privateLiteralOf(url);
    if (literal) return Promise.resolve(done(null, `${literal} is a private address; ${PRIVATE_HINT}`));
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(message.body)),
      'user-agent': 'back-office-webhooks/1',
      'webhook-id': message.messageId,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signWebhook(message.secret, message.messageId, timestamp, message.body),
    };
    const transport = url.protocol === 'https:' ? https : http;
    return new Promise<AttemptOutcome>((resolve) => {
      let settled = false;
      const finish = (statusCode: number | null, error: string | null) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(done(statusCode, error));
      };
      const request = transport.request(
        url,
        { method: 'POST', headers, agent: false, ...(allowPrivate ? {} : { lookup: guardedLookup }) },
        (response) => {
          const status = response.statusCode ?? null;
          let read = 0;
          response.on('data', (chunk: Buffer) => {
            read += chunk.length;
            if (read > MAX_ANSWER_BYTES) response.destroy();
          });
          response.on('error', () => undefined);
          response.on('close', () => request.destroy());
          finish(status, status !== null && status >= 200 && status < 300 ? null : `HTTP ${status ?? '?'}`);
        },
      );
      const timer = setTimeout(() => {
        finish(null, `no answer within ${timeoutMs} ms`);
        request.destroy();
      }, timeoutMs);
      request.on('error', (error: NodeJS.ErrnoException) => {
        finish(
          null,
          error.code && !error.message.includes(error.code) ? `${error.code}: ${error.message}` : error.message,
        );
      });
      request.end(message.body);
    });
  };
}
