import { queryOptions } from '@tanstack/react-query';
import type { AnalysedResource } from '../../../shared/api/endpoints/analysis';
import type { ApiCaller } from '../../../shared/api/apiCaller';

/** Keys sit under the orders resource, so an order change refreshes the reports too. */
const reportsKey = ['resources', 'orders', 'reports'] as const;

/** The resources whose `GET /{resource}/analysis` the charts draw. */
export type AnalysisSource = AnalysedResource;

/** queryOptions of the reports' calls, each under a JSON `filter` (reportFilter). */
export const reportQueries = {
  /** The orders grouped by the resource, with their series over time (GET /{resource}/analysis). */
  analysis: (call: ApiCaller, source: AnalysisSource, filter: string) =>
    queryOptions({
      queryKey: [...reportsKey, 'analysis', source, filter],
      queryFn: () => call(`GET /${source}/analysis`, { query: { filter } }),
    }),

  /** Orders and revenue per designer (GET /users/designersAnalysis). */
  designers: (call: ApiCaller, filter: string) =>
    queryOptions({
      queryKey: [...reportsKey, 'designers', filter],
      queryFn: () => call('GET /users/designersAnalysis', { query: { filter } }),
    }),
};
