import type { SessionUser } from './currentUser';
import { useSession } from './useSession';

/** The signed-in user inside the private shell, where the route guard guarantees one. */
export function useCurrentUser(): SessionUser {
  const { user } = useSession();
  if (!user) throw new Error('useCurrentUser must be used on a private route');
  return user;
}
