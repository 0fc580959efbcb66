import { contextBridge, ipcRenderer } from 'electron';
import { buildPreloadApi } from './api';

const api = buildPreloadApi(ipcRenderer);

/** Shape of `window.backOffice` in the renderer. */
export type PreloadApi = typeof api;

contextBridge.exposeInMainWorld('backOffice', api);
