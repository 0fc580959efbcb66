import type { ApiCaller } from '../../../shared/api/apiCaller';

/**
 * This device's registration with `POST /installations` (spec section 7). The desktop app is
 * its own push service, so a device is named by a random id kept on it, not by a push
 * provider's; the server keeps one row per user and device, and sign-out removes it.
 */

const DEVICE_KEY = 'bo.installationDevice';
const ROW_KEY = 'bo.installation';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The id of this device, made once and kept. */
export function deviceInstallationId(storage: Store = localStorage): string {
  const kept = storage.getItem(DEVICE_KEY);
  if (kept && /^[0-9a-f-]{36}$/.test(kept)) return kept;
  const made = crypto.randomUUID();
  storage.setItem(DEVICE_KEY, made);
  return made;
}

/** Registers this device for the user just signed in and remembers the row to remove at sign-out. */
export async function registerInstallation(call: ApiCaller, storage: Store = localStorage): Promise<void> {
  const row = await call('POST /installations', { body: { oneSignalUserId: deviceInstallationId(storage) } });
  storage.setItem(ROW_KEY, String(row.id));
}

/** Removes this device's registration before signing out; a row already gone is not an error. */
export async function unregisterInstallation(call: ApiCaller, storage: Store = localStorage): Promise<void> {
  const id = Number(storage.getItem(ROW_KEY));
  storage.removeItem(ROW_KEY);
  if (!Number.isInteger(id) || id < 1) return;
  await call('DELETE /installations/:id', { params: { id } }).catch(() => undefined);
}
