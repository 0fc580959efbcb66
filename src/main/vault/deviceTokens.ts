import type { TokenVault } from './tokenVault';

/** Accounts whose device token is kept: an office PC may sign several people in. */
const ACCOUNTS_KEPT = 10;

/**
 * The known-device tokens the server gave this installation at sign-in, one per account
 * (email). Sent back on the next sign-in of that account, they let its right password through
 * a lock that failed attempts elsewhere set. Kept in main only, never given to the renderer.
 */
export interface DeviceTokenStore {
  get(email: string): string | null;
  set(email: string, token: string): Promise<void>;
  /** Forgets every token (another server: tokens belong to the server that issued them). */
  clear(): Promise<void>;
}

const accountOf = (email: string) => email.trim().toLowerCase();

function parse(text: string | null): Map<string, string> {
  try {
    const value: unknown = JSON.parse(text ?? '{}');
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return new Map();
    return new Map(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return new Map();
  }
}

/** The tokens as one JSON object in a vault (safeStorage ciphertext on disk), newest last. */
export function createDeviceTokenStore(vault: Pick<TokenVault, 'get' | 'set' | 'clear'>): DeviceTokenStore {
  return {
    get: (email) => parse(vault.get()).get(accountOf(email)) ?? null,
    async set(email, token) {
      const tokens = parse(vault.get());
      tokens.delete(accountOf(email));
      tokens.set(accountOf(email), token);
      const kept = [...tokens].slice(-ACCOUNTS_KEPT);
      await vault.set(JSON.stringify(Object.fromEntries(kept)));
    },
    clear: () => vault.clear(),
  };
}
