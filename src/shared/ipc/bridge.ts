import type { ApiRequest } from '../api/client';
import type { FormRequest } from '../api/formCaller';
import type { ServerEvent } from '../api/events';
import type { NotifyInput } from './appLinks';
import type { UpdateStatus } from './updates';
import type { AppSettings, ClipboardImage, OpenFileInput, SavedFile, SessionInfo } from './contract';

/** The desktop app's own updates; the browser build has none (a reload brings the server's version). */
export interface DesktopUpdates {
  check(): Promise<UpdateStatus>;
  /** Restarts into a downloaded update. */
  install(): Promise<UpdateStatus>;
  onStatus(listener: (status: UpdateStatus) => void): () => void;
}

/**
 * A file being written as an export fills it, part by part; nothing is at its place until it
 * is saved, and a discarded one leaves nothing behind.
 */
export interface NewFile {
  /** The file's next parts, in order; the next write waits for this one. */
  write(parts: Uint8Array<ArrayBuffer>[]): Promise<void>;
  /** Desktop: the file is put where the user chose. Browser: it is downloaded. */
  save(): Promise<SavedFile>;
  /** Drops what was written (a cancelled or failed export). */
  discard(): Promise<void>;
}

/** What the renderer does with the live events of `GET /events`. */
export interface LiveEventHandlers {
  onChange(event: ServerEvent): void;
  /** More was missed than the server keeps: reload everything shown. */
  onReset(): void;
}

/**
 * What the renderer can ask of its platform. `renderer/platform/electron` implements it on
 * the preload bridge, `renderer/platform/web` on fetch with an HttpOnly cookie session; in
 * neither does the renderer ever hold the session token. Failures reject with `ApiError`.
 */
export interface BridgeApi {
  readonly platform: 'electron' | 'web';
  /** Sends one API request; features call the typed `useApi()` built on it, never this. */
  request(req: ApiRequest): Promise<unknown>;
  /**
   * Sends one API request and answers the body of its success as the bytes that arrived,
   * unread, for a worker to read (the Excel export's pages); failures as `request`'s.
   */
  requestBytes(req: ApiRequest): Promise<Uint8Array<ArrayBuffer>>;
  /**
   * Sends one multipart form of the catalogue (uploads, search by image, the Trello import);
   * features call the typed `useFormCaller()` built on it, never this.
   */
  requestForm(req: FormRequest): Promise<unknown>;
  login(input: { email: string; password: string }): Promise<SessionInfo>;
  logout(): Promise<void>;
  currentSession(): Promise<SessionInfo | null>;
  /** Called when the server answers 401; returns its own unsubscribe function. */
  onSessionExpired(listener: () => void): () => void;
  /**
   * A file to write as it is made. Desktop: the native save dialog asks where first (null
   * when cancelled), and main writes each part to the disk as it comes, beside the chosen
   * place until saved. Browser: each part becomes a Blob (the browser's memory, or its disk),
   * downloaded on save.
   */
  createFile(input: OpenFileInput): Promise<NewFile | null>;
  /** Shows a file `createFile` saved in the OS file manager; only the desktop app has one. */
  readonly showInFolder?: (filePath: string) => Promise<void>;
  readClipboardImage(): Promise<ClipboardImage | null>;
  getSettings(): Promise<AppSettings>;
  setServerUrl(serverUrl: string): Promise<AppSettings>;
  /**
   * Follows the signed-in user's live events. Desktop: main holds the stream (it has the
   * token) and forwards each event. Browser: an EventSource on the session cookie. Returns
   * its own unsubscribe function.
   */
  subscribeEvents(handlers: LiveEventHandlers): () => void;
  /** A system notification (desktop: main's native one; browser: the Notification API); clicking it opens `path`. */
  notify(input: NotifyInput): Promise<void>;
  /** Called when the app must open a path from outside the page (a notification, a deep link). */
  onNavigate(listener: (path: string) => void): () => void;
  /** Desktop only: check for, download and install the app's updates. */
  readonly updates?: DesktopUpdates;
}
