import type { FeatureScreens } from '../../core/screens';
import { PackageShowPage } from './PackageShowPage';

/** The package screens: its show page with the orders that use it (the list's show action leads there). */
export const packagesScreens: FeatureScreens = {
  routes: () => [
    { path: '/packages/:id/show', element: <PackageShowPage /> },
    { path: '/auth/packages/:id/show', element: <PackageShowPage /> },
  ],
};
