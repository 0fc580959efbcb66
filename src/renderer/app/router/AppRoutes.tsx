import { useMemo } from 'react';
import { useLocation, useRoutes } from 'react-router';
import { AppErrorBoundary } from '../AppErrorBoundary';
import { useScreens } from '../../core/screens';
import { appRoutes } from './routeTable';

/** Renders the matched route; a crash resets when the user moves to another page. */
export function AppRoutes() {
  const screens = useScreens();
  const routes = useMemo(() => appRoutes(screens), [screens]);
  const element = useRoutes(routes);
  const { pathname } = useLocation();
  return <AppErrorBoundary resetKey={pathname}>{element}</AppErrorBoundary>;
}
