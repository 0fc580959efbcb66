import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../shared/api/errors';
import { useApi } from '../bridge';
import { SESSION_QUERY_KEY, type SessionUser } from './currentUser';
import { fetchSessionUser } from './fetchSessionUser';

export interface SessionState {
  /** The signed-in user, or null when signed out. */
  readonly user: SessionUser | null;
  readonly isLoading: boolean;
}

/** The current user from GET /users/me; a 401 there simply means signed out. */
export function useSession(): SessionState {
  const call = useApi();
  const query = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: async (): Promise<SessionUser | null> => {
      try {
        return await fetchSessionUser(call);
      } catch (err) {
        if (err instanceof ApiError && err.statusCode === 401) return null;
        throw err;
      }
    },
    staleTime: Infinity,
  });
  return { user: query.data ?? null, isLoading: query.isPending };
}
