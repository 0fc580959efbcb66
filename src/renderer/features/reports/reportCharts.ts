import { can, type Principal } from '../../../shared/domain/permissions';
import { mayDo } from '../../../shared/domain/resourceAccess';
import { getResource } from '../../../shared/domain/resources';
import type { AnalysisSource } from './reportQueries';

/** The charts of the reports page, in the order they are laid out. */
export const REPORT_CHARTS = [
  'series',
  'orders',
  'designers',
  'channels',
  'niches',
  'customers',
  'dealpipelines',
] as const;
export type ReportChart = (typeof REPORT_CHARTS)[number];

/** The i18n key (`reports.charts.*`) of a pie's title, by the resource it groups by. */
export const PIE_TITLES: Readonly<Record<AnalysisSource, string>> = {
  orders: 'byStatus',
  channels: 'byChannel',
  niches: 'byNiche',
  customers: 'byCustomer',
  dealpipelines: 'byDealPipeline',
};

/** True when the user holds `analysis` on the resource, as the server checks it (outsourced users' hidden resources refused). */
export function mayAnalyse(user: Principal, resource: AnalysisSource): boolean {
  const def = getResource(resource);
  return def !== undefined && mayDo(user, def, 'analysis');
}

/**
 * The charts a user sees (spec section 6, Reports): the series over time and the status pie
 * with `analysis` on orders, the designer pie with `users.designersAnalysis`, the others with
 * `analysis` on their resource.
 */
export function visibleReportCharts(user: Principal): ReportChart[] {
  return REPORT_CHARTS.filter((chart) => {
    if (chart === 'series') return mayAnalyse(user, 'orders');
    if (chart === 'designers') return can(user, 'users', 'designersAnalysis');
    return mayAnalyse(user, chart);
  });
}
