import type { FeatureScreens } from '../../app/screens';
import { DashboardPage } from './DashboardPage';

/** The dashboard at `/`. */
export const dashboardScreens: FeatureScreens = {
  routes: () => [{ index: true, element: <DashboardPage /> }],
};
