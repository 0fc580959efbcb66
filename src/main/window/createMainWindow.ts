import type { BrowserWindow, BrowserWindowConstructorOptions, Shell } from 'electron';
import { hardenWebContents } from './hardenWebContents';

export interface MainWindowOptions {
  /** Built preload script (out/preload/index.cjs). */
  readonly preloadPath: string;
  /** First page: `app://bundle/` or the dev server's URL. */
  readonly url: string;
  readonly origins: readonly string[];
}

type WindowFactory = (options: BrowserWindowConstructorOptions) => BrowserWindow;

/** The one application window: isolated, sandboxed, no Node, guarded navigation. */
export function createMainWindow(
  createWindow: WindowFactory,
  shell: Pick<Shell, 'openExternal'>,
  options: MainWindowOptions,
): BrowserWindow {
  const window = createWindow({
    width: 1360,
    height: 860,
    minWidth: 400,
    minHeight: 500,
    show: false,
    title: 'Back Office',
    autoHideMenuBar: true,
    webPreferences: {
      preload: options.preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: false,
    },
  });
  hardenWebContents(window.webContents, shell, options.origins);
  window.once('ready-to-show', () => window.show());
  window.loadURL(options.url).catch((err: unknown) => console.error('Could not load the app:', err));
  return window;
}
