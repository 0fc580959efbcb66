import type { RouteObject } from 'react-router';
import { resourceRoutes } from '../../engine';
import { ForgotPasswordPage, InvitePage, LoginPage, RegisterPage, ResetPasswordPage } from '../../features/auth';
import { NotFoundPage, UnauthorizedPage } from '../../features/errors';
import type { Screens } from '../../core/screens';
import { AppShell } from '../shell/AppShell';
import { PublicOnly } from './PublicOnly';
import { RequireAuth } from './RequireAuth';

/**
 * Every route of spec section 2: public pages, the guarded shell with the features' screens
 * before the generic resource routes (a feature's page wins over the generic one of the same
 * path), and 'Page not found'.
 */
export function appRoutes(screens: Screens): RouteObject[] {
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
      children: [...screens.routes(), ...resourceRoutes()],
    },
    { path: '*', element: <NotFoundPage /> },
  ];
}
