import { describe, expect, it } from 'vitest';
import type { ApiCaller } from '../../../shared/api/apiCaller';
import { deviceInstallationId, registerInstallation, unregisterInstallation } from './installation';

function memoryStore(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

function fakeCall(log: unknown[][], answer: (key: string) => unknown): ApiCaller {
  return ((key: string, args?: unknown) => {
    log.push([key, args]);
    const value = answer(key);
    return value instanceof Error ? Promise.reject(value) : Promise.resolve(value);
  }) as ApiCaller;
}

describe('installation', () => {
  it('names the device once and keeps the name', () => {
    const store = memoryStore();
    const id = deviceInstallationId(store);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(deviceInstallationId(store)).toBe(id);
  });

  it('registers on sign-in and removes that row on sign-out', async () => {
    const store = memoryStore();
    const log: unknown[][] = [];
    const call = fakeCall(log, (key) => (key === 'POST /installations' ? { id: 7 } : { success: true }));
    await registerInstallation(call, store);
    await unregisterInstallation(call, store);
    expect(log).toEqual([
      ['POST /installations', { body: { oneSignalUserId: deviceInstallationId(store) } }],
      ['DELETE /installations/:id', { params: { id: 7 } }],
    ]);
    // Signing out again has nothing to remove.
    await unregisterInstallation(call, store);
    expect(log).toHaveLength(2);
  });

  it('signs out even when the row is already gone', async () => {
    const store = memoryStore();
    store.setItem('bo.installation', '9');
    const call = fakeCall([], () => new Error('404'));
    await expect(unregisterInstallation(call, store)).resolves.toBeUndefined();
  });
});
