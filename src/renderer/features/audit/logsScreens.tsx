import type { FeatureScreens } from '../../core/screens';
import { LogsPage } from './LogsPage';

/** `/logs` (to the first tab the user sees) and `/logs/{tab}`: the Logs page. */
export const logsScreens: FeatureScreens = {
  routes: () => [
    { path: '/logs', element: <LogsPage /> },
    { path: '/logs/:tab', element: <LogsPage /> },
  ],
};
