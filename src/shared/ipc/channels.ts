/**
 * The names of the IPC channels and events, apart from their schemas (contract.ts), so that
 * the preload, which only forwards calls, does not bundle the schemas and the API catalogue.
 */

/** The channel of each invoke the preload forwards; main validates each with its schema in contract.ts. */
export const IPC_CHANNELS = {
  apiRequest: 'api:request',
  apiRequestBytes: 'api:request-bytes',
  apiForm: 'api:form',
  login: 'session:login',
  logout: 'session:logout',
  currentSession: 'session:current',
  openFile: 'file:open',
  writeFile: 'file:write',
  closeFile: 'file:close',
  showInFolder: 'file:show-in-folder',
  readClipboardImage: 'clipboard:read-image',
  getSettings: 'settings:get',
  setServerUrl: 'settings:set-server-url',
  notify: 'app:notify',
  checkForUpdates: 'updates:check',
  installUpdate: 'updates:install',
} as const;

/** Events main pushes to the renderer. */
export const ipcEvents = {
  sessionExpired: 'session:expired',
  /** A live event of `GET /events` (a `ServerEvent`), which main follows with the session's token. */
  serverEvent: 'events:change',
  /** The live events missed more than the server keeps: reload what is shown. */
  serverReset: 'events:reset',
  /** Open an app path: a notification was clicked or a deep link arrived (validated by main). */
  navigate: 'app:navigate',
  /** Where the desktop app's own update stands (an `UpdateStatus`). */
  updateStatus: 'updates:status',
} as const;
