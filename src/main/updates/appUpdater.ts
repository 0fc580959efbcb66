import type { AppUpdater } from 'electron-updater';
import type { UpdateStatus } from '../../shared/ipc/updates';

/** What main uses of electron-updater's `autoUpdater`; tests pass a fake. */
export type UpdaterPort = Pick<AppUpdater, 'on' | 'checkForUpdates' | 'quitAndInstall' | 'isUpdaterActive'> & {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
};

export interface AppUpdaterDeps {
  readonly updater: UpdaterPort;
  /** Tells the window where the update stands (`updates:status`). */
  readonly send: (status: UpdateStatus) => void;
  readonly log: (message: string) => void;
  /** Between two background checks; 6 hours unless a test says otherwise. */
  readonly intervalMs?: number;
  readonly setInterval?: (run: () => void, ms: number) => unknown;
}

export interface AppUpdates {
  /** Checks the feed now (a background check, or the user's "Check for updates", or a 426). */
  check(): Promise<UpdateStatus>;
  /** Restarts into a downloaded update; answers the status unchanged when none is ready. */
  install(): UpdateStatus;
  status(): UpdateStatus;
  /** Checks once at start, then every `intervalMs`. */
  start(): void;
}

const SIX_HOURS = 6 * 60 * 60 * 1000;

/**
 * The desktop app's own updates, with electron-updater against the feed the build names
 * (`publish` in electron-builder.yml, written into the installed app's `app-update.yml`).
 * A found update downloads in the background and installs at the next quit, or at once when
 * the user chooses to restart. A development run or a build without a feed is `unavailable`.
 */
export function createAppUpdater({
  updater,
  send,
  log,
  intervalMs = SIX_HOURS,
  setInterval: every = setInterval,
}: AppUpdaterDeps): AppUpdates {
  let status: UpdateStatus = updater.isUpdaterActive() ? { state: 'idle' } : { state: 'unavailable' };
  let checking: Promise<UpdateStatus> | null = null;
  const set = (next: UpdateStatus) => {
    status = next;
    send(next);
  };
  updater.autoDownload = true;
  updater.autoInstallOnAppQuit = true;
  updater.on('checking-for-update', () => set({ state: 'checking' }));
  updater.on('update-not-available', () => set({ state: 'current' }));
  updater.on('update-available', (info) => set({ state: 'downloading', version: info.version, percent: 0 }));
  updater.on('download-progress', (progress) => {
    if (status.state !== 'downloading') return;
    set({ ...status, percent: Math.min(100, Math.max(0, Math.round(progress.percent))) });
  });
  updater.on('update-downloaded', (info) => set({ state: 'ready', version: info.version }));
  updater.on('error', (error) => {
    log(`The update check failed: ${error.message}`);
    // An update already downloaded stays ready: a later failed check does not lose it.
    if (status.state !== 'ready') set({ state: 'error', message: error.message.slice(0, 500) });
  });

  const check = (): Promise<UpdateStatus> => {
    if (status.state === 'unavailable' || status.state === 'ready' || status.state === 'downloading') {
      return Promise.resolve(status);
    }
    checking ??= updater
      .checkForUpdates()
      .then(() => status)
      .catch((error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        if (status.state !== 'error') set({ state: 'error', message: message.slice(0, 500) });
        return status;
      })
      .finally(() => (checking = null));
    return checking;
  };

  return {
    check,
    install() {
      if (status.state === 'ready') updater.quitAndInstall();
      return status;
    },
    status: () => status,
    start() {
      if (status.state === 'unavailable') return;
      void check();
      every(() => void check(), intervalMs);
    },
  };
}
