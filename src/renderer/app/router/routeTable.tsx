import type { RouteObject } from 'react-router';
import { ForgotPasswordPage } from '../../features/auth/ForgotPasswordPage';
import { InvitePage } from '../../features/auth/InvitePage';
import { LoginPage } from '../../features/auth/LoginPage';
import { RegisterPage } from '../../features/auth/RegisterPage';
import { ResetPasswordPage } from '../../features/auth/ResetPasswordPage';
import { DashboardPage } from '../../features/dashboard/DashboardPage';
import { NotFoundPage } from '../../features/errors/NotFoundPage';
import { ordersRoutes } from '../../features/orders/ordersRoutes';
import { UnauthorizedPage } from '../../features/errors/UnauthorizedPage';
import { ChangePasswordPage } from '../../features/profile/ChangePasswordPage';
import { ProfilePage } from '../../features/profile/ProfilePage';
import { resourceRoutes } from '../../features/resources/resourceRoutes';
import { AppShell } from '../shell/AppShell';
import { PublicOnly } from './PublicOnly';
import { RequireAuth } from './RequireAuth';

/** Every route of spec section 2: public pages, the guarded shell, and 'Page not found'. */
export function appRoutes(): RouteObject[] {
  return [
    {
      path: '/login',
      element: (
        <PublicOnly>
          <LoginPage />
        </PublicOnly>
      ),
    },
    {
      path: '/register',
      element: (
        <PublicOnly>
          <RegisterPage />
        </PublicOnly>
      ),
    },
    { path: '/invite', element: <InvitePage /> },
    { path: '/forgot-password', element: <ForgotPasswordPage /> },
    { path: '/reset-password', element: <ResetPasswordPage /> },
    { path: '/error/401', element: <UnauthorizedPage /> },
    {
      element: (
        <RequireAuth>
          <AppShell />
        </RequireAuth>
      ),
      children: [
        { index: true, element: <DashboardPage /> },
        { path: '/profile', element: <ProfilePage /> },
        { path: '/change-password', element: <ChangePasswordPage /> },
        ...ordersRoutes(),
        ...resourceRoutes(),
      ],
    },
    { path: '*', element: <NotFoundPage /> },
  ];
}
