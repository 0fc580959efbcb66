import { z } from 'zod';
import { isCalendarDate } from '../../domain/payroll/calendarDate';
import { workingTimesProblem } from '../../domain/payroll/workingHours';
import { workingTimesSchema } from '../../domain/registry/businessResources';
import { listedRowSchema, listResultSchema, rowSchema } from '../../domain/rowSchema';
import { FIELD_MESSAGES } from '../../domain/validation/fieldErrors';
import { idSchema } from '../../domain/validation/fieldSchema';
import { access, endpoint } from '../endpoint';
import { listQuerySchema } from '../listQuery';
import { idParam, idParams, requestBody, versionField } from './common';

const tag = 'Working registers';

/** Most days one createMany call registers: two months. */
export const MAX_REGISTER_DAYS = 62;
/** Longest range `GET /workingRegisters/user` reads: a year and a day. */
export const MAX_REGISTER_RANGE_DAYS = 366;

/** A calendar day, `YYYY-MM-DD`, that exists (no 30 February). */
export const calendarDateSchema = z
  .string({ error: FIELD_MESSAGES.format })
  .refine(isCalendarDate, { error: 'The date must be a real day written YYYY-MM-DD.' });

/** A day's hours as a client sends them: whole hours inside the shifts, each once. */
export const workingTimesInput = workingTimesSchema.superRefine((hours, ctx) => {
  const problem = workingTimesProblem(hours);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** One day of a createMany: its date and its hours; no hours clears the day. */
const registerDay = z.strictObject({ date: calendarDateSchema, workingTimes: workingTimesInput });

/**
 * POST /workingRegisters/createMany: several days of one person at once. Each day's hours
 * replace what that day held; a day given twice is refused as overlapping.
 */
export const createManyBody = requestBody({
  userId: idSchema(),
  values: z
    .array(registerDay)
    .min(1, { error: 'Give at least one day.' })
    .max(MAX_REGISTER_DAYS, { error: `Give at most ${MAX_REGISTER_DAYS} days at once.` }),
}).superRefine((body, ctx) => {
  const seen = new Set<string>();
  body.values.forEach((day, i) => {
    if (seen.has(day.date)) {
      ctx.addIssue({
        code: 'custom',
        path: ['values', i, 'date'],
        message: `${day.date} is given twice (overlapping).`,
      });
    }
    seen.add(day.date);
  });
});
export type CreateManyBody = z.infer<typeof createManyBody>;

const registerRow = rowSchema('workingRegisters');

/** A comma-separated list of role ids in the query string. */
const roleIdsParam = z
  .string({ error: 'The roleId parameter must be given once.' })
  .regex(/^\d{1,10}(,\d{1,10}){0,49}$/, { error: 'roleId must be role ids separated by commas.' })
  .transform((text) => text.split(',').map(Number))
  .optional()
  .describe('Only the registers of users of these roles: `7` or `7,24`.');

/** The week table's list: the generic list, narrowed to users of some roles. */
export const registersListQuery = listQuerySchema.extend({ roleId: roleIdsParam });

/** GET /workingRegisters/user: one person's registers over a range of days. */
export const userRegistersQuery = z
  .strictObject({ userId: idParam('user id'), from: calendarDateSchema, to: calendarDateSchema })
  .refine((q) => q.from <= q.to, { error: 'from must not be after to.', path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= MAX_REGISTER_RANGE_DAYS * 86_400_000, {
    error: `The range is longer than ${MAX_REGISTER_RANGE_DAYS} days.`,
    path: ['to'],
  });

export const workingRegistersEndpoints = [
  endpoint({
    method: 'GET',
    path: '/workingRegisters',
    access: access.resource('workingRegisters', 'get'),
    summary:
      'Lists registers (limit, offset, filter, includes, q, orderBy) and, with roleId, only those of users of these roles.',
    tag,
    query: registersListQuery,
    response: listResultSchema(listedRowSchema('workingRegisters')),
  }),
  endpoint({
    method: 'GET',
    path: '/workingRegisters/user',
    access: access.rules('one’s own, or workingRegisters.get'),
    summary: 'One person’s registers from `from` to `to` (both included) with their normal and overtime hours.',
    tag,
    query: userRegistersQuery,
    response: z.object({
      userId: z.number(),
      from: z.string(),
      to: z.string(),
      totalHours: z.number(),
      totalHoursOT: z.number(),
      results: z.array(registerRow),
    }),
  }),
  endpoint({
    method: 'POST',
    path: '/workingRegisters/createMany',
    access: access.resource('workingRegisters', 'create'),
    summary:
      'Registers several days of one person; the server computes each day’s normal and overtime hours. For someone else it needs workingRegisters.get too.',
    tag,
    body: createManyBody,
    response: z.object({ results: z.array(registerRow), cleared: z.array(z.string()) }),
  }),
  endpoint({
    method: 'POST',
    path: '/workingRegisters',
    access: access.resource('workingRegisters', 'create'),
    summary: 'Registers one day (409 when the person has that day already); the server computes the hours.',
    tag,
    body: requestBody({ userId: idSchema(), date: calendarDateSchema, workingTimes: workingTimesInput }),
    response: registerRow,
    status: 201,
  }),
  endpoint({
    method: 'PUT',
    path: '/workingRegisters/:id',
    access: access.resource('workingRegisters', 'update'),
    summary: 'Changes a day’s hours (409 when updatedAt is stale); the server recomputes its totals.',
    tag,
    params: idParams,
    body: requestBody({ workingTimes: workingTimesInput, ...versionField }),
    response: registerRow,
  }),
] as const;
