import type { FeatureScreens, ScreenAnalysis } from '../../core/screens';
import { ANALYSED_RESOURCES } from '../../../shared/api/endpoints/analysis';
import { AnalysisDialog } from './AnalysisDialog';
import { nicheModal } from './nicheModal';
import { ReportsPage } from './ReportsPage';

/**
 * `/reports` (the shell's guard needs `analysis` on some resource), the analysis dialog of
 * every analysed list, and the niche form with the niche's charts.
 */
export const reportsScreens: FeatureScreens = {
  routes: () => [{ path: '/reports', element: <ReportsPage /> }],
  modals: { niches: nicheModal },
  analyses: Object.fromEntries(
    ANALYSED_RESOURCES.map((resource): [string, ScreenAnalysis] => [
      resource,
      (onClose) => <AnalysisDialog resource={resource} onClose={onClose} />,
    ]),
  ),
};
