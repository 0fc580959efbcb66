import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The prefix of a Standard Webhooks secret; the rest is the key, in base64. */
const SECRET_PREFIX = 'whsec_';

/** Random bytes of a new secret (Standard Webhooks asks for 24 to 64). */
const SECRET_BYTES = 32;

/** A new signing secret: `whsec_` and 32 random bytes in base64. */
export function newWebhookSecret(): string {
  return SECRET_PREFIX + randomBytes(SECRET_BYTES).toString('base64');
}

/** The key a secret names: the bytes of the base64 after `whsec_`. */
function keyOf(secret: string): Buffer {
  return Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
}

/**
 * The `webhook-signature` header of a message, the Standard Webhooks way:
 * `v1,` and the base64 HMAC-SHA256, under the secret's key, of `{id}.{timestamp}.{body}`.
 */
export function signWebhook(secret: string, messageId: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', keyOf(secret)).update(`${messageId}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** True when one of the header's space-separated signatures is this message's (what a receiver checks). */
export function verifyWebhook(
  secret: string,
  headers: { readonly id: string; readonly timestamp: number; readonly signature: string },
  body: string,
): boolean {
  const expected = Buffer.from(signWebhook(secret, headers.id, headers.timestamp, body));
  return headers.signature.split(' ').some((candidate) => {
    const given = Buffer.from(candidate);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
