import { createContext, useContext } from 'react';
import type { BridgeApi } from '../../shared/ipc/bridge';

/** The platform bridge, provided once by `App`; features read it with {@link useBridge}. */
export const BridgeContext = createContext<BridgeApi | null>(null);

/** The platform bridge of the running app (Electron preload or web fetch). */
export function useBridge(): BridgeApi {
  const bridge = useContext(BridgeContext);
  if (!bridge) throw new Error('useBridge must be used inside <App>');
  return bridge;
}
