import { BlueprintProvider } from '@blueprintjs/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { BrowserRouter } from 'react-router';
import { createApiCaller } from '../../shared/api/apiCaller';
import type { ApiRequest } from '../../shared/api/client';
import { createFormCaller } from '../../shared/api/formCaller';
import { resourceClient } from '../../shared/api/resourceClient';
import type { BridgeApi } from '../../shared/ipc/bridge';
import { featureScreens } from '../features';
import { renderShortcutsDialog } from '../features/palette/index';
import { PlatformContext } from '../core/bridge';
import { AppRoutes } from './router/AppRoutes';
import { composeScreens, ScreensContext } from '../core/screens';
import { SessionExpiryWatcher } from '../core/session/SessionExpiryWatcher';
import { AppUpdates } from './updates/AppUpdates';

const screens = composeScreens(featureScreens);

/** Props of {@link App}: the platform bridge and query client, chosen at the edge. */
export interface AppProps {
  readonly bridge: BridgeApi;
  readonly queryClient: QueryClient;
}

/** The renderer's providers: bridge, queries, Blueprint overlays, the features' screens and the router. */
export function App({ bridge, queryClient }: AppProps) {
  const platform = useMemo(() => {
    const send = (request: ApiRequest) => bridge.request(request);
    return {
      bridge,
      call: createApiCaller(send),
      callForm: createFormCaller((request) => bridge.requestForm(request)),
      resources: (name: string) => resourceClient(send, name),
    };
  }, [bridge]);
  return (
    <PlatformContext.Provider value={platform}>
      <QueryClientProvider client={queryClient}>
        <BlueprintProvider hotkeysProviderRenderDialog={renderShortcutsDialog}>
          <ScreensContext.Provider value={screens}>
            <BrowserRouter>
              <SessionExpiryWatcher />
              <AppUpdates />
              <AppRoutes />
            </BrowserRouter>
          </ScreensContext.Provider>
        </BlueprintProvider>
      </QueryClientProvider>
    </PlatformContext.Provider>
  );
}
