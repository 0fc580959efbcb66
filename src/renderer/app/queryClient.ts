import { QueryClient } from '@tanstack/react-query';

/** Spec section 7: the queries layer never retries and never refetches on window focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
