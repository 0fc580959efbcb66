import {
  app,
  BrowserWindow,
  clipboard,
  dialog,
  ipcMain,
  Notification,
  protocol,
  safeStorage,
  session,
  shell,
  utilityProcess,
} from 'electron';
import electronUpdater from 'electron-updater';
import { mkdir } from 'node:fs/promises';
import { APP_PROTOCOL } from '../shared/ipc/appLinks';
import { ipcEvents } from '../shared/ipc/contract';
import { createApiService } from './api/apiService';
import { createServerTarget } from './api/serverTarget';
import { resolveAppPaths } from './appPaths';
import { readClipboardImage } from './clipboard/readClipboardImage';
import { startEmbeddedServer } from './embedded/embeddedServer';
import { createFileSaves, createSavedFiles } from './export/saveFile';
import { createDeepLinks } from './deepLinks/deepLinks';
import { createLiveEvents } from './events/liveEvents';
import { createIpcHandlers } from './ipc/createIpcHandlers';
import { createNotifier } from './notifications/notifier';
import { registerIpcHandlers } from './ipc/registerIpcHandlers';
import { APP_ENTRY_URL, trustedOrigins } from './protocol/appOrigin';
import { handleAppProtocol, registerAppScheme } from './protocol/appProtocol';
import { createUploadsProxy } from './protocol/uploadsProxy';
import { openSettingsStore } from './settings/settingsStore';
import { createDeviceTokenStore } from './vault/deviceTokens';
import { createTokenVault } from './vault/tokenVault';
import { confirmUnload } from './window/confirmUnload';
import { createMainWindow } from './window/createMainWindow';
import { createAppUpdater } from './updates/appUpdater';
import { hardenSession } from './window/hardenWebContents';

// electron-updater is CommonJS: its named exports come through the default import.
const { autoUpdater } = electronUpdater;
const devServerUrl = app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL;
const origins = trustedOrigins(devServerUrl);

registerAppScheme(protocol);
// backoffice:// links open this app (the installer registers the scheme too).
app.setAsDefaultProtocolClient(APP_PROTOCOL);

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.whenReady().then(start).catch(fail);
}

async function start(): Promise<void> {
  const paths = resolveAppPaths({
    mainDir: import.meta.dirname,
    isPackaged: app.isPackaged,
    appPath: app.getAppPath(),
    resourcesPath: process.resourcesPath,
    userData: app.getPath('userData'),
  });
  hardenSession(session.defaultSession, origins);

  const vault = createTokenVault({ safeStorage, filePath: paths.sessionFile, platform: process.platform });
  await vault.load();
  const deviceVault = createTokenVault({
    safeStorage,
    filePath: paths.devicesFile,
    platform: process.platform,
    what: 'device token',
  });
  await deviceVault.load();
  const devices = createDeviceTokenStore(deviceVault);
  const settings = await openSettingsStore(paths.settingsFile);
  await mkdir(paths.dataDir, { recursive: true });
  const target = createServerTarget(settings.get().serverUrl, (onExit) =>
    startEmbeddedServer(utilityProcess, {
      entry: paths.serverEntry,
      env: { ...process.env, DATA_DIR: paths.dataDir, MIGRATIONS_DIR: paths.migrations },
      onUnexpectedExit: (code) => {
        console.error(`The embedded server stopped (exit code ${code}); it restarts on the next request.`);
        onExit();
      },
    }),
  );
  target.baseUrl().catch((err: unknown) => console.error(err));
  handleAppProtocol(protocol, paths.renderer, createUploadsProxy({ baseUrl: () => target.baseUrl() }));

  let window: BrowserWindow | null = null;
  const live = createLiveEvents({
    baseUrl: () => target.baseUrl(),
    token: () => vault.get(),
    onChange: (event) => window?.webContents.send(ipcEvents.serverEvent, event),
    onReset: () => window?.webContents.send(ipcEvents.serverReset),
    onSessionEnded: () => window?.webContents.send(ipcEvents.sessionExpired),
    log: (message) => console.warn(message),
  });
  const api = createApiService({
    target,
    vault,
    devices,
    clientVersion: app.getVersion(),
    onSessionExpired: () => {
      live.stop();
      window?.webContents.send(ipcEvents.sessionExpired);
    },
  });
  /** Brings the window forward at an app path main has checked (a notification, a deep link). */
  const openPath = (path: string) => {
    if (!window) openWindow();
    if (window?.isMinimized()) window.restore();
    window?.show();
    window?.focus();
    window?.webContents.send(ipcEvents.navigate, path);
  };
  const notifier = createNotifier({
    isSupported: () => Notification.isSupported(),
    create: (options) => new Notification(options),
    open: openPath,
  });
  const deepLinks = createDeepLinks({ open: openPath, log: (message) => console.warn(message) });
  const updates = createAppUpdater({
    updater: autoUpdater,
    send: (status) => window?.webContents.send(ipcEvents.updateStatus, status),
    log: (message) => console.warn(message),
  });
  const savedFiles = createSavedFiles(shell);
  const fileSaves = createFileSaves({
    showSaveDialog: (options) => (window ? dialog.showSaveDialog(window, options) : dialog.showSaveDialog(options)),
    defaultFolder: app.getPath('downloads'),
  });
  // A file the page was writing is abandoned when the page goes: nothing of it is left.
  const discardFiles = () => void fileSaves.discardAll().catch((err: unknown) => console.warn(err));
  const handlers = createIpcHandlers({
    api,
    settings,
    target,
    vault,
    devices,
    files: {
      open: (input) => fileSaves.open(input),
      write: (input) => fileSaves.write(input),
      close: async (input) => savedFiles.remember(await fileSaves.close(input)),
    },
    showInFolder: (filePath) => savedFiles.showInFolder(filePath),
    readClipboardImage: () => readClipboardImage(clipboard),
    live,
    notify: (input) => notifier.notify(input),
    updates,
  });
  registerIpcHandlers(ipcMain, handlers, origins);

  const openWindow = () => {
    window = createMainWindow((options) => new BrowserWindow(options), shell, {
      preloadPath: paths.preload,
      url: devServerUrl ?? APP_ENTRY_URL,
      origins,
    });
    const opened = window;
    confirmUnload(
      opened.webContents,
      (options) => dialog.showMessageBoxSync(opened, options),
      () => app.getLocale(),
    );
    window.on('closed', () => {
      window = null;
      discardFiles();
    });
    window.webContents.on('did-navigate', discardFiles);
    window.webContents.on('render-process-gone', discardFiles);
    window.webContents.once('did-finish-load', () => deepLinks.ready());
  };
  openWindow();
  deepLinks.fromArgv(process.argv);
  updates.start();

  app.on('second-instance', (_event, argv) => {
    if (window?.isMinimized()) window.restore();
    window?.focus();
    deepLinks.fromArgv(argv);
  });
  app.on('open-url', (event, url) => {
    event.preventDefault();
    deepLinks.fromUrl(url);
  });
  app.on('activate', () => window ?? openWindow());
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });

  let stopped = false;
  app.on('before-quit', (event) => {
    if (stopped) return;
    event.preventDefault();
    stopped = true;
    discardFiles();
    target
      .stop()
      .finally(() => app.quit())
      .catch(fail);
  });
}

function fail(err: unknown): void {
  console.error(err);
  dialog.showErrorBox('Back Office could not start', err instanceof Error ? err.message : String(err));
  app.exit(1);
}
