import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTokenVault } from './tokenVault';
import type { SafeStorageLike } from './tokenVault';

/** Reversible stand-in for the OS keychain: XOR so ciphertext never equals the token. */
function fakeSafeStorage(
  backend: 'gnome_libsecret' | 'basic_text' = 'gnome_libsecret',
  available = true,
): SafeStorageLike {
  const xor = (bytes: Buffer) => Buffer.from(bytes.map((b) => b ^ 0x5a));
  return {
    isEncryptionAvailable: () => available,
    encryptString: (text) => xor(Buffer.from(text, 'utf8')),
    decryptString: (data) => {
      if (data.length === 0 || data[0] !== ('t'.charCodeAt(0) ^ 0x5a)) throw new Error('Error while decrypting');
      return xor(data).toString('utf8');
    },
    getSelectedStorageBackend: () => backend,
  };
}

let dir: string;
let filePath: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'vault-'));
  filePath = path.join(dir, 'session.bin');
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('token vault', () => {
  it('round-trips the token through ciphertext on disk', async () => {
    const vault = createTokenVault({ safeStorage: fakeSafeStorage(), filePath, platform: 'linux' });
    await vault.set('token-123');
    expect(vault.get()).toBe('token-123');

    const onDisk = await readFile(filePath);
    expect(onDisk.toString('utf8')).not.toContain('token-123');
    if (process.platform !== 'win32') expect((await stat(filePath)).mode & 0o777).toBe(0o600);

    const reopened = createTokenVault({ safeStorage: fakeSafeStorage(), filePath, platform: 'linux' });
    await reopened.load();
    expect(reopened.get()).toBe('token-123');
  });

  it('refuses to persist on the Linux basic_text backend and keeps the token in memory', async () => {
    const log = vi.fn();
    const vault = createTokenVault({ safeStorage: fakeSafeStorage('basic_text'), filePath, platform: 'linux', log });
    await vault.set('token-123');
    await vault.set('token-456');
    expect(vault.get()).toBe('token-456');
    await expect(stat(filePath)).rejects.toThrow();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toContain('basic_text');
  });

  it('names what it keeps in the log', async () => {
    const log = vi.fn();
    const vault = createTokenVault({
      safeStorage: fakeSafeStorage('basic_text'),
      filePath,
      platform: 'linux',
      log,
      what: 'device token',
    });
    await vault.set('token-123');
    expect(log.mock.calls[0]?.[0]).toMatch(/^The device token is kept in memory only/);
  });

  it('refuses to persist when encryption is unavailable', async () => {
    const vault = createTokenVault({
      safeStorage: fakeSafeStorage('gnome_libsecret', false),
      filePath,
      platform: 'darwin',
      log: vi.fn(),
    });
    await vault.set('token-123');
    await expect(stat(filePath)).rejects.toThrow();
  });

  it('treats a corrupt file as no session', async () => {
    await writeFile(filePath, Buffer.from('garbage'));
    const vault = createTokenVault({ safeStorage: fakeSafeStorage(), filePath, platform: 'linux' });
    await vault.load();
    expect(vault.get()).toBeNull();
  });

  it('treats a missing file as no session', async () => {
    const vault = createTokenVault({ safeStorage: fakeSafeStorage(), filePath, platform: 'win32' });
    await vault.load();
    expect(vault.get()).toBeNull();
  });

  it('clear forgets the token and removes the file', async () => {
    const vault = createTokenVault({ safeStorage: fakeSafeStorage(), filePath, platform: 'linux' });
    await vault.set('token-123');
    await vault.clear();
    expect(vault.get()).toBeNull();
    await expect(stat(filePath)).rejects.toThrow();
    await vault.clear();
  });
});
