import type { ApiRequest } from '../api/client';
import type { UploadImagesRequest, UploadResult } from '../api/uploads';
import type { ImageSearchResponse, SearchImage } from '../api/imageSearch';
import type { TrelloImportAnswer, TrelloImportRequest } from '../api/trello';
import type { AppSettings, ClipboardImage, SavedFile, SessionInfo } from './contract';

export type UploadImagesInput = UploadImagesRequest;

/**
 * What the renderer can ask of its platform. `renderer/platform/electron` implements it on
 * the preload bridge, `renderer/platform/web` on fetch with an HttpOnly cookie session; in
 * neither does the renderer ever hold the session token. Failures reject with `ApiError`.
 */
export interface BridgeApi {
  readonly platform: 'electron' | 'web';
  /** Sends one API request; features call the typed `useApi()` built on it, never this. */
  request(req: ApiRequest): Promise<unknown>;
  login(input: { email: string; password: string }): Promise<SessionInfo>;
  logout(): Promise<void>;
  currentSession(): Promise<SessionInfo | null>;
  /** Called when the server answers 401; returns its own unsubscribe function. */
  onSessionExpired(listener: () => void): () => void;
  /** Desktop: the native save dialog, then main writes the file. Browser: a download. */
  saveFile(input: { fileName: string; data: Uint8Array }): Promise<SavedFile>;
  /** Shows a file `saveFile` wrote in the OS file manager; only the desktop app has one. */
  readonly showInFolder?: (filePath: string) => Promise<void>;
  readClipboardImage(): Promise<ClipboardImage | null>;
  /** POST /uploadFile: at most ten images under 5 MB each; the server checks their bytes. */
  uploadImages(input: UploadImagesInput): Promise<UploadResult[]>;
  /** POST /orders/searchByImage: the orders whose images look most like this one, best first. */
  searchByImage(image: SearchImage): Promise<ImageSearchResponse>;
  /** POST /orders/trello-upload: a Trello board's export (at most 20 MB) and the fields of its orders. */
  importTrelloBoard(input: TrelloImportRequest): Promise<TrelloImportAnswer>;
  getSettings(): Promise<AppSettings>;
  setServerUrl(serverUrl: string): Promise<AppSettings>;
}
