import type { SafeStorage } from 'electron';
import { readFile, rm } from 'node:fs/promises';
import { writeFileAtomic } from '../fs/writeFileAtomic';

/** The part of Electron's `safeStorage` the vault uses. */
export type SafeStorageLike = Pick<SafeStorage, 'isEncryptionAvailable' | 'encryptString' | 'decryptString'> &
  Partial<Pick<SafeStorage, 'getSelectedStorageBackend'>>;

export interface TokenVaultOptions {
  readonly safeStorage: SafeStorageLike;
  /** userData/session.bin */
  readonly filePath: string;
  readonly platform: NodeJS.Platform;
  readonly log?: (message: string) => void;
  /** What the vault holds, for the log. @default 'session' */
  readonly what?: string;
}

/**
 * Holds the session token of main. `get` is synchronous for the ApiClient; the token is
 * persisted only as `safeStorage` ciphertext, and not at all where that would be plain text.
 */
export interface TokenVault {
  /** Reads the stored token, if any; a missing or unreadable file means no session. */
  load(): Promise<void>;
  get(): string | null;
  set(token: string): Promise<void>;
  clear(): Promise<void>;
}

export function createTokenVault({
  safeStorage,
  filePath,
  platform,
  log = console.warn,
  what = 'session',
}: TokenVaultOptions): TokenVault {
  let token: string | null = null;
  let warned = false;

  const canPersist = (): boolean => {
    const reason = refusalReason(safeStorage, platform);
    if (reason && !warned) {
      warned = true;
      log(`The ${what} is kept in memory only: ${reason}`);
    }
    return reason === null;
  };

  return {
    async load() {
      if (!canPersist()) return;
      try {
        token = safeStorage.decryptString(await readFile(filePath)) || null;
      } catch {
        token = null;
      }
    },
    get: () => token,
    async set(value) {
      token = value;
      if (canPersist()) await writeFileAtomic(filePath, safeStorage.encryptString(value), 0o600);
    },
    async clear() {
      token = null;
      await rm(filePath, { force: true });
    },
  };
}

function refusalReason(safeStorage: SafeStorageLike, platform: NodeJS.Platform): string | null {
  if (!safeStorage.isEncryptionAvailable()) return 'the OS offers no encryption for it.';
  if (platform === 'linux' && safeStorage.getSelectedStorageBackend?.() === 'basic_text') {
    return 'no keyring was found (safeStorage backend basic_text would store it in plain text).';
  }
  return null;
}
