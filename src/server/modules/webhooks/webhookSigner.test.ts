import { describe, expect, it } from 'vitest';
import { newWebhookSecret, signWebhook, verifyWebhook } from './webhookSigner';

/** The published Standard Webhooks test vector (its reference libraries' tests). */
const VECTOR = {
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
  timestamp: 1614265330,
  body: '{"test": 2432232314}',
  signature: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
};

describe('webhook signer', () => {
  it('signs the Standard Webhooks test vector exactly', () => {
    expect(signWebhook(VECTOR.secret, VECTOR.id, VECTOR.timestamp, VECTOR.body)).toBe(VECTOR.signature);
  });

  it('verifies a signature among several, and refuses a changed body, id or time', () => {
    const headers = { id: VECTOR.id, timestamp: VECTOR.timestamp, signature: `v1,bm9wZQ== ${VECTOR.signature}` };
    expect(verifyWebhook(VECTOR.secret, headers, VECTOR.body)).toBe(true);
    expect(verifyWebhook(VECTOR.secret, headers, '{"test": 2432232315}')).toBe(false);
    expect(verifyWebhook(VECTOR.secret, { ...headers, id: 'msg_other' }, VECTOR.body)).toBe(false);
    expect(verifyWebhook(VECTOR.secret, { ...headers, timestamp: VECTOR.timestamp + 1 }, VECTOR.body)).toBe(false);
  });

  it('makes a new secret of 32 random bytes in the whsec_ form', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
    expect(newWebhookSecret()).not.toBe(secret);
  });
});
