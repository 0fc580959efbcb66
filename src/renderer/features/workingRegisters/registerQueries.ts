import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiBody, ApiCaller, ApiResponse } from '../../../shared/api/apiCaller';
import { WORKING_REGISTER_FETCH_LIMIT } from '../../../shared/domain/constants';
import { useApi } from '../../core/bridge';
import { resourceKeys } from '../../core/resourceQueries';

/** A register with its person embedded, as the calendar lists it. */
export type ListedRegister = ApiResponse<'GET /workingRegisters'>['results'][number];
/** One person's registers over a range, with their totals. */
export type PersonRegisters = ApiResponse<'GET /workingRegisters/user'>;

const registersKey = resourceKeys.all('workingRegisters');

/** Most pages one calendar reads: 99 registers a page (spec section 9), 5,000 in all. */
const MAX_PAGES = 50;

/** Every register from `from` to `to` (both included), of users of `roleIds` when given, 99 at a time. */
async function registersBetween(call: ApiCaller, from: string, to: string, roleIds: readonly number[]) {
  const rows: ListedRegister[] = [];
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const answer = await call('GET /workingRegisters', {
      query: {
        filter: JSON.stringify({ date: { $gte: from, $lte: to } }),
        includes: 'user',
        orderBy: 'date,id',
        limit: WORKING_REGISTER_FETCH_LIMIT,
        offset: rows.length,
        roleId: roleIds.length > 0 ? roleIds.join(',') : undefined,
      },
    });
    rows.push(...answer.results);
    if (answer.results.length === 0 || rows.length >= answer.total) break;
  }
  return rows;
}

/** queryOptions of the working-register screens. */
export const registerQueries = {
  /** Everyone's registers of a range (the calendar and the week table). */
  range: (call: ApiCaller, from: string, to: string, roleIds: readonly number[]) =>
    queryOptions({
      queryKey: [...registersKey, 'range', from, to, roleIds],
      queryFn: () => registersBetween(call, from, to, roleIds),
      placeholderData: keepPreviousData,
    }),

  /** One person's registers of a range (my schedule, the register form). */
  person: (call: ApiCaller, userId: number, from: string, to: string) =>
    queryOptions({
      queryKey: [...registersKey, 'person', userId, from, to],
      queryFn: () => call('GET /workingRegisters/user', { query: { userId, from, to } }),
      placeholderData: keepPreviousData,
    }),
};

/** POST /workingRegisters/createMany; every register view refreshes after it. */
export function useRegisterDays() {
  const call = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NonNullable<ApiBody<'POST /workingRegisters/createMany'>>) =>
      call('POST /workingRegisters/createMany', { body }),
    onSettled: () => client.invalidateQueries({ queryKey: registersKey }),
  });
}
