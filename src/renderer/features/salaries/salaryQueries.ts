import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiCaller, ApiResponse } from '../../../shared/api/apiCaller';
import { useApi } from '../../core/bridge';
import { resourceKeys } from '../../core/resourceQueries';

/** A month's salary row with its person embedded. */
export type SalaryRow = ApiResponse<'GET /salaryHistories'>['results'][number];
/** A month's salary info (period, rates, closed or not). */
export type SalaryInfo = ApiResponse<'GET /salaryInfos'>['results'][number];

/** Most salary months the month picker offers: eight years. */
const MONTHS_LISTED = 100;

/** queryOptions of the salary screens. */
export const salaryQueries = {
  /** Every month that has a salary info, newest first. */
  months: (call: ApiCaller) =>
    queryOptions({
      queryKey: [...resourceKeys.all('salaryInfos'), 'months'],
      queryFn: () => call('GET /salaryInfos', { query: { orderBy: '-dateMonth', limit: MONTHS_LISTED } }),
    }),

  /** One page of a month's salaries with their people. */
  month: (call: ApiCaller, dateMonth: string, page: number, limit: number) =>
    queryOptions({
      queryKey: [...resourceKeys.all('salaryHistories'), 'month', dateMonth, page, limit],
      queryFn: () =>
        call('GET /salaryHistories', {
          query: {
            filter: JSON.stringify({ dateMonth }),
            includes: 'user',
            orderBy: '-salary,id',
            limit,
            offset: (page - 1) * limit,
          },
        }),
      placeholderData: keepPreviousData,
    }),
};

/** Computes (compute) or closes (close) a month; the salary rows and infos refresh after it. */
export function useSalaryMonthActions() {
  const call = useApi();
  const client = useQueryClient();
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: resourceKeys.all('salaryHistories') }),
      client.invalidateQueries({ queryKey: resourceKeys.all('salaryInfos') }),
    ]);
  const compute = useMutation({
    mutationFn: (dateMonth: string) => call('POST /salaryHistories/compute', { body: { dateMonth } }),
    onSettled: refresh,
  });
  const close = useMutation({
    mutationFn: (id: number) => call('POST /salaryInfos/:id/close', { params: { id } }),
    onSettled: refresh,
  });
  return { compute, close };
}
