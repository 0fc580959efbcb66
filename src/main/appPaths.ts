import path from 'node:path';

export interface AppPathInputs {
  /** Folder of the built main script (out/main). */
  readonly mainDir: string;
  readonly isPackaged: boolean;
  /** app.getAppPath(): the project root in development. */
  readonly appPath: string;
  /** process.resourcesPath of the installed app. */
  readonly resourcesPath: string;
  readonly userData: string;
}

/** Where the desktop app finds its parts and keeps its files. */
export interface AppPaths {
  readonly preload: string;
  readonly renderer: string;
  readonly serverEntry: string;
  /** SQL migrations the embedded server applies (electron-builder extraResources in a package). */
  readonly migrations: string;
  readonly dataDir: string;
  readonly sessionFile: string;
  /** The known-device tokens, encrypted like the session. */
  readonly devicesFile: string;
  readonly settingsFile: string;
}

export function resolveAppPaths({ mainDir, isPackaged, appPath, resourcesPath, userData }: AppPathInputs): AppPaths {
  return {
    preload: path.join(mainDir, '..', 'preload', 'index.cjs'),
    renderer: path.join(mainDir, '..', 'renderer'),
    serverEntry: path.join(mainDir, 'server.js'),
    migrations: isPackaged
      ? path.join(resourcesPath, 'migrations')
      : path.join(appPath, 'src', 'server', 'db', 'migrations'),
    dataDir: path.join(userData, 'data'),
    sessionFile: path.join(userData, 'session.bin'),
    devicesFile: path.join(userData, 'devices.bin'),
    settingsFile: path.join(userData, 'settings.json'),
  };
}
