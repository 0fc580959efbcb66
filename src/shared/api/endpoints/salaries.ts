import { z } from 'zod';
import { rowSchema } from '../../domain/rowSchema';
import { access, endpoint } from '../endpoint';
import { idParams, requestBody } from './common';
import { calendarDateSchema } from './workingRegisters';

const tag = 'Salaries';

/** POST /salaryHistories/compute: the month (any day of it; its first day is meant). */
export const computeSalariesBody = requestBody({ dateMonth: calendarDateSchema });

/** What a computation answers: the month's info and a summary of the rows it wrote. */
const computedMonth = z.object({
  salaryInfo: rowSchema('salaryInfos'),
  /** Rows written: one per in-house staff member. */
  count: z.number().int(),
  /** Sum of the month's salaries, in VND. */
  totalSalary: z.number(),
});

/**
 * The salaries of a month, computed by the server (docs/salary.md): while the month is open
 * it may be recomputed as often as needed; a manager closes it, after which it never changes.
 */
export const salariesEndpoints = [
  endpoint({
    method: 'POST',
    path: '/salaryHistories/compute',
    access: access.permission('salaryHistories', 'create'),
    summary:
      'Computes (or recomputes) the salary of every in-house staff member for an open month from its salary info, registers, done orders and accepted fines.',
    tag,
    body: computeSalariesBody,
    response: computedMonth,
  }),
  endpoint({
    method: 'POST',
    path: '/salaryInfos/:id/close',
    access: access.rules('managers only'),
    summary: 'Recomputes the month one last time and closes it: its salaries and rates never change again.',
    tag,
    params: idParams,
    response: computedMonth,
  }),
] as const;
