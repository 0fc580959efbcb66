import type { FeatureScreens } from '../../core/screens';
import { DashboardPage } from './DashboardPage';

/** The dashboard at `/`. */
export const dashboardScreens: FeatureScreens = {
  routes: () => [{ index: true, element: <DashboardPage /> }],
};
