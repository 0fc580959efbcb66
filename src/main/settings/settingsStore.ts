import { readFile } from 'node:fs/promises';
import { serverUrlSchema } from '../../shared/ipc/contract';
import type { AppSettings } from '../../shared/ipc/contract';
import { writeFileAtomic } from '../fs/writeFileAtomic';

export const DEFAULT_SETTINGS: AppSettings = { serverUrl: '' };

/** The app's own settings, kept as JSON at userData/settings.json. */
export interface SettingsStore {
  get(): AppSettings;
  setServerUrl(serverUrl: string): Promise<AppSettings>;
}

/** Reads the settings once; a missing or invalid file falls back to the embedded server. */
export async function openSettingsStore(filePath: string): Promise<SettingsStore> {
  let current = await readSettings(filePath);
  return {
    get: () => current,
    async setServerUrl(serverUrl) {
      const next = serverUrlSchema.parse({ serverUrl: serverUrl.replace(/\/+$/, '') });
      await writeFileAtomic(filePath, `${JSON.stringify(next, null, 2)}\n`, 0o600);
      current = next;
      return current;
    },
  };
}

async function readSettings(filePath: string): Promise<AppSettings> {
  try {
    const parsed = serverUrlSchema.safeParse(JSON.parse(await readFile(filePath, 'utf8')));
    return parsed.success ? parsed.data : DEFAULT_SETTINGS;
  } catch {
    return DEFAULT_SETTINGS;
  }
}
