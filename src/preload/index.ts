import { contextBridge, ipcRenderer } from 'electron';
import { buildPreloadApi } from './api';

const api = buildPreloadApi(ipcRenderer);

contextBridge.exposeInMainWorld('backOffice', api);
