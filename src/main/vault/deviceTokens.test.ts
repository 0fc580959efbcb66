import { describe, expect, it, vi } from 'vitest';
import { createDeviceTokenStore } from './deviceTokens';

/** A vault in memory: the store only needs its get, set and clear. */
function fakeVault(initial: string | null = null) {
  let value = initial;
  return {
    get: vi.fn(() => value),
    set: vi.fn((next: string) => {
      value = next;
      return Promise.resolve();
    }),
    clear: vi.fn(() => {
      value = null;
      return Promise.resolve();
    }),
    value: () => value,
  };
}

describe('device token store', () => {
  it('keeps one token per account, whatever the case of the email', async () => {
    const vault = fakeVault();
    const store = createDeviceTokenStore(vault);
    expect(store.get('a@x.io')).toBeNull();
    await store.set('A@x.io', 'token-a');
    await store.set('b@x.io', 'token-b');
    await store.set('a@x.io ', 'token-a2');
    expect(store.get('a@x.io')).toBe('token-a2');
    expect(store.get('B@X.IO')).toBe('token-b');
    expect(JSON.parse(vault.value()!)).toEqual({ 'b@x.io': 'token-b', 'a@x.io': 'token-a2' });
  });

  it('keeps the ten most recent accounts', async () => {
    const store = createDeviceTokenStore(fakeVault());
    for (let i = 0; i < 12; i++) await store.set(`u${i}@x.io`, `t${i}`);
    expect(store.get('u0@x.io')).toBeNull();
    expect(store.get('u1@x.io')).toBeNull();
    // Signing in again makes an account the most recent: u3 is now the oldest.
    await store.set('u2@x.io', 't2-again');
    await store.set('u12@x.io', 't12');
    expect(store.get('u2@x.io')).toBe('t2-again');
    expect(store.get('u3@x.io')).toBeNull();
    expect(store.get('u4@x.io')).toBe('t4');
    expect(store.get('u12@x.io')).toBe('t12');
  });

  it('reads an unreadable or foreign vault content as no tokens, and clears', async () => {
    for (const content of ['not json', '[1,2]', 'null', '{"a@x.io": 5}']) {
      expect(createDeviceTokenStore(fakeVault(content)).get('a@x.io')).toBeNull();
    }
    const vault = fakeVault('{"a@x.io":"t"}');
    const store = createDeviceTokenStore(vault);
    await store.clear();
    expect(vault.clear).toHaveBeenCalledTimes(1);
    expect(store.get('a@x.io')).toBeNull();
  });
});
