import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingState } from '../../components/LoadingState';
import { useSession } from '../../core/session/useSession';
import { redirectTargetFrom } from '../../core/loginRedirect';

/** Sign-in and sign-up pages: a signed-in user goes straight on to where they were going. */
export function PublicOnly({ children }: { readonly children: ReactNode }) {
  const { user, isLoading } = useSession();
  const location = useLocation();
  if (isLoading) return <LoadingState />;
  if (user) return <Navigate to={redirectTargetFrom(location.search)} replace />;
  return children;
}
