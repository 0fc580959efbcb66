import { createContext, useContext } from 'react';
import type { ApiCaller } from '../../shared/api/apiCaller';
import type { FormCaller } from '../../shared/api/formCaller';
import type { ResourceClient } from '../../shared/api/resourceClient';
import type { BridgeApi } from '../../shared/ipc/bridge';

/** The platform bridge and the typed API caller over it, provided once by `App`. */
export interface Platform {
  readonly bridge: BridgeApi;
  readonly call: ApiCaller;
  /** The typed multipart caller over it: uploads, search by image, the Trello import. */
  readonly callForm: FormCaller;
  /** The generic calls of a resource named at run time (the generic screens). */
  readonly resources: (name: string) => ResourceClient;
}

export const PlatformContext = createContext<Platform | null>(null);

function usePlatform(): Platform {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error('the platform is provided by <App>');
  return platform;
}

/** The platform bridge of the running app (Electron preload or web fetch): sessions, files, the clipboard. */
export function useBridge(): BridgeApi {
  return usePlatform().bridge;
}

/** The typed API caller: `call('GET /orders/:id', { params: { id } })`; the only way features call the API. */
export function useApi(): ApiCaller {
  return usePlatform().call;
}

/** The typed form caller: `callForm('POST /uploadFile', { parts: { images } })`; how features send files. */
export function useFormCaller(): FormCaller {
  return usePlatform().callForm;
}

/** The generic calls of resources named at run time: `resources('niches').list(query)`. */
export function useResources(): (name: string) => ResourceClient {
  return usePlatform().resources;
}
