import type { FeatureScreens } from '../../core/screens';
import { SalaryHistoriesPage } from './SalaryHistoriesPage';
import { salaryInfoModal } from './SalaryInfoDialog';

/**
 * The salary screens: `/salaryHistories` and `/salaryHistories/{users|salaryInfos}` in place
 * of the generic list, and the salary-info form with its rate tables for `#salaryInfos/…`.
 */
export const salariesScreens: FeatureScreens = {
  routes: () => [
    { path: '/salaryHistories', element: <SalaryHistoriesPage /> },
    { path: '/salaryHistories/:tab', element: <SalaryHistoriesPage /> },
  ],
  modals: { salaryInfos: salaryInfoModal },
};
