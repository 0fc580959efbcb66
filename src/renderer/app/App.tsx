import { BlueprintProvider } from '@blueprintjs/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import type { BridgeApi } from '../../shared/ipc/bridge';
import { BridgeContext } from './bridge';
import { AppRoutes } from './router/AppRoutes';
import { SessionExpiryWatcher } from './session/SessionExpiryWatcher';

/** Props of {@link App}: the platform bridge and query client, chosen at the edge. */
export interface AppProps {
  readonly bridge: BridgeApi;
  readonly queryClient: QueryClient;
}

/** The renderer's providers: bridge, queries, Blueprint overlays and the router. */
export function App({ bridge, queryClient }: AppProps) {
  return (
    <BridgeContext.Provider value={bridge}>
      <QueryClientProvider client={queryClient}>
        <BlueprintProvider>
          <BrowserRouter>
            <SessionExpiryWatcher />
            <AppRoutes />
          </BrowserRouter>
        </BlueprintProvider>
      </QueryClientProvider>
    </BridgeContext.Provider>
  );
}
