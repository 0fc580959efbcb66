import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { upgradeSignal } from './updates/upgradeSignal';

/**
 * Spec section 7: the queries layer never retries and never refetches on window focus. Every
 * failure also reaches the upgrade signal, so a 426 anywhere offers the app's update.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => upgradeSignal.report(error) }),
    mutationCache: new MutationCache({ onError: (error) => upgradeSignal.report(error) }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
