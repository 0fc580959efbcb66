import type { BridgeApi } from '../../shared/ipc/bridge';
import { createElectronBridge } from './electron/electronBridge';
import { createWebBridge } from './web/webBridge';

/** Picks the platform at the edge: the preload bridge inside Electron, fetch in a browser. */
export function createBridge(): BridgeApi {
  return window.backOffice ? createElectronBridge(window.backOffice) : createWebBridge();
}
