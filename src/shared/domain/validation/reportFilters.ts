import { z } from 'zod';
import { ORDER_STATUSES, type OrderStatus } from '../orderStatus';
import { ALL_TIME, type TimeRange } from '../period';
import { fieldErrors, type FieldError } from './fieldErrors';
import { idSchema, MAX_LIST_ITEMS } from './fieldSchema';

/**
 * The `filter` of the dashboard, the reports and the list analyses: a JSON object whose every
 * key is checked here, so a misspelt field or a malformed date is a 400 naming it. Instants
 * carry their zone (`2026-11-01T00:00:00+07:00` or `…Z`), so a range means one thing wherever
 * the client runs.
 */

export const INSTANT_MESSAGE = 'Must be a date and time in ISO 8601 with its zone, e.g. 2026-11-01T00:00:00+07:00.';
export const RANGE_ORDER_MESSAGE = 'The start of the range is after its end.';
export const ONE_BOUND_MESSAGE = 'Give one bound per side: $gt or $gte, $lt or $lte.';

/** True when the calendar date an ISO 8601 text starts with exists (no February 30). */
function realDate(text: string): boolean {
  const [year = 0, month = 0, day = 0] = text.slice(0, 10).split('-').map(Number);
  return day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** An instant with its zone; a date that does not exist (February 30) is refused too. */
export const instantValue = z
  .string({ error: INSTANT_MESSAGE })
  .refine((v) => z.iso.datetime({ offset: true }).safeParse(v).success && realDate(v), { error: INSTANT_MESSAGE });

/** `{"$gte": …, "$lt": …}`: one bound or two; the start may not come after the end. */
export const rangeSchema = z
  .strictObject({
    $gt: instantValue.optional(),
    $gte: instantValue.optional(),
    $lt: instantValue.optional(),
    $lte: instantValue.optional(),
  })
  .check((ctx) => {
    const v = ctx.value;
    if (v.$gt !== undefined && v.$gte !== undefined) {
      ctx.issues.push({ code: 'custom', message: ONE_BOUND_MESSAGE, input: v, path: ['$gte'] });
    }
    if (v.$lt !== undefined && v.$lte !== undefined) {
      ctx.issues.push({ code: 'custom', message: ONE_BOUND_MESSAGE, input: v, path: ['$lte'] });
    }
    const start = v.$gte ?? v.$gt;
    const end = v.$lt ?? v.$lte;
    if (start !== undefined && end !== undefined && Date.parse(start) > Date.parse(end)) {
      ctx.issues.push({ code: 'custom', message: RANGE_ORDER_MESSAGE, input: v, path: [v.$lt ? '$lt' : '$lte'] });
    }
  })
  .transform((v): TimeRange => ({
    start: v.$gte !== undefined ? new Date(v.$gte) : v.$gt !== undefined ? new Date(v.$gt) : null,
    startInclusive: v.$gt === undefined,
    end: v.$lt !== undefined ? new Date(v.$lt) : v.$lte !== undefined ? new Date(v.$lte) : null,
    endInclusive: v.$lte !== undefined,
  }));

const statusValue = z.enum(ORDER_STATUSES);
const manyOf = <T extends z.ZodType>(value: T, max: number) => z.array(value).max(max);

/** `"done"`, `["done", "feedback"]` or `{"$in": [...]}`: the statuses counted. */
export const statusFilterSchema = z
  .union([statusValue, manyOf(statusValue, ORDER_STATUSES.length), z.strictObject({ $in: manyOf(statusValue, 20) })])
  .transform((v): OrderStatus[] => (typeof v === 'string' ? [v] : Array.isArray(v) ? v : v.$in));

/** `3`, `[3, 4]` or `{"$in": [3, 4]}`: the groups (niches, channels, …) counted. */
export const groupFilterSchema = z
  .union([idSchema(), manyOf(idSchema(), MAX_LIST_ITEMS), z.strictObject({ $in: manyOf(idSchema(), MAX_LIST_ITEMS) })])
  .transform((v): number[] => (typeof v === 'number' ? [v] : Array.isArray(v) ? v : v.$in));

/** `GET /summaries/dashbroad`: the range of the orders' creation. */
export const summaryFilterSchema = z
  .strictObject({ createdAt: rangeSchema.optional() })
  .transform((v) => ({ range: v.createdAt ?? ALL_TIME }));

/** `GET /{resource}/analysis`: a range, statuses and groups. */
export const analysisFilterSchema = z
  .strictObject({
    createdAt: rangeSchema.optional(),
    status: statusFilterSchema.optional(),
    id: groupFilterSchema.optional(),
  })
  .transform((v) => ({ range: v.createdAt ?? ALL_TIME, statuses: v.status ?? null, groups: v.id ?? null }));

/** `GET /niches/analysic` and `GET /users/designersAnalysis`: a range and statuses. */
export const chartFilterSchema = z
  .strictObject({ createdAt: rangeSchema.optional(), status: statusFilterSchema.optional() })
  .transform((v) => ({ range: v.createdAt ?? ALL_TIME, statuses: v.status ?? null, groups: null }));

/** `GET /users/designersAnalysisBaseOnStatus/{status}`: a range (the status is in the path). */
export const rangeFilterSchema = z
  .strictObject({ createdAt: rangeSchema.optional() })
  .transform((v) => ({ range: v.createdAt ?? ALL_TIME, statuses: null, groups: null }));

/** What a client may put in each filter, to build it typed before `JSON.stringify`. */
export type SummaryFilter = z.input<typeof summaryFilterSchema>;
export type AnalysisFilter = z.input<typeof analysisFilterSchema>;
export type ChartFilter = z.input<typeof chartFilterSchema>;

/** `startTime` and `endTime` of an export's filter: creation from `startTime` (included) to `endTime` (excluded). */
export const exportRangeSchema = z
  .strictObject({ startTime: instantValue.optional(), endTime: instantValue.optional() })
  .refine((v) => !v.startTime || !v.endTime || Date.parse(v.startTime) <= Date.parse(v.endTime), {
    error: RANGE_ORDER_MESSAGE,
    path: ['endTime'],
  })
  .transform((v): TimeRange => ({
    start: v.startTime ? new Date(v.startTime) : null,
    startInclusive: true,
    end: v.endTime ? new Date(v.endTime) : null,
    endInclusive: false,
  }));

export type ParsedParam<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly errors: FieldError[] };

/** Checks a value already read with its schema; problems are named by their path under `name`. */
export function checkParam<S extends z.ZodType>(raw: unknown, schema: S, name = 'filter'): ParsedParam<z.output<S>> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors = fieldErrors(parsed.error).map((e) => ({ ...e, path: e.path ? `${name}.${e.path}` : name }));
  return { ok: false, errors };
}

/**
 * Reads a JSON query parameter (`filter`) with its schema; problems are named by their path
 * under the parameter (`filter.createdAt.$lt`), like the API's other field errors.
 */
export function parseJsonParam<S extends z.ZodType>(
  text: string | undefined,
  schema: S,
  name = 'filter',
): ParsedParam<z.output<S>> {
  if (text === undefined || text.trim() === '') return checkParam({}, schema, name);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, errors: [{ path: name, message: `The ${name} is not valid JSON.` }] };
  }
  return checkParam(raw, schema, name);
}
