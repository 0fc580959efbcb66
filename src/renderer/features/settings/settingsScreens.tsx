import type { FeatureScreens } from '../../core/screens';
import { SettingsPage } from './SettingsPage';

/** `/settings` and `/settings/{tab}`: the lookup catalogues. */
export const settingsScreens: FeatureScreens = {
  routes: () => [
    { path: '/settings', element: <SettingsPage /> },
    { path: '/settings/:tab', element: <SettingsPage /> },
  ],
};
