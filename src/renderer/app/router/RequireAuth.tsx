import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { canAccessRoute } from '../../../shared/domain/routeAccess';
import { LoadingState } from '../../components/LoadingState';
import { useSession } from '../../core/session/useSession';
import { loginPathFor } from '../../core/loginRedirect';

/**
 * Guard of the private routes: signed-out users go to /login (keeping where they were
 * going), users without the route's permission (spec section 6) to /error/401.
 */
export function RequireAuth({ children }: { readonly children: ReactNode }) {
  const { user, isLoading } = useSession();
  const location = useLocation();
  if (isLoading) return <LoadingState />;
  if (!user) return <Navigate to={loginPathFor(location)} replace />;
  if (!canAccessRoute(user, location.pathname)) return <Navigate to="/error/401" replace />;
  return children;
}
