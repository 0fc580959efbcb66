import { z } from 'zod';
import { listedRowSchema, listResultSchema, instant } from '../../domain/rowSchema';
import { INT_MAX } from '../../domain/validation/fieldSchema';
import { access, endpoint } from '../endpoint';
import { listQuerySchema, unknownParams, wholeParam } from '../listQuery';

/**
 * Deadlines per stage (issue 12): the orders list narrowed to the department holding each
 * order's current stage, and the dashboard's late hand-offs. Lateness itself is the field
 * `stageDueAt` of every order: the orders late at their stage are `filter={"stageDueAt":{"$lt":now}}`.
 */

const tag = 'Orders';

/** `GET /orders`: the generic list's query, plus the department holding the orders' current stage. */
export const ordersListQuerySchema = listQuerySchema.extend({
  heldBy: wholeParam('heldBy', INT_MAX).describe(
    "A department's id: only the orders whose current stage is held by one of its people (the newest history entry's assignees, else the status's people field).",
  ),
});

const count = z.number().int().min(0);

/** One department's late hand-offs: the orders late at their stage that its people hold. */
export const lateDepartmentSchema = z.object({
  /** The department; null for the holders without one, and for the orders nobody holds. */
  departmentId: z.number().nullable(),
  /** Its name; null without a department, or when the caller may not read departments. */
  name: z.string().nullable(),
  total: count,
});

export const lateHandoffsSchema = z.object({
  /** The instant lateness was judged at. */
  at: instant,
  /** Orders late at their stage that the caller may read (an order held in two departments counts once). */
  total: count,
  /** Per holding department, most late orders first. */
  departments: z.array(lateDepartmentSchema),
});

export type LateHandoffs = z.output<typeof lateHandoffsSchema>;
export type LateDepartment = z.output<typeof lateDepartmentSchema>;

export const orderStageEndpoints = [
  endpoint({
    method: 'GET',
    path: '/orders',
    access: access.resource('orders', 'get'),
    summary:
      'Lists orders: limit, offset, filter, includes, q and orderBy; answers {results, total}. `heldBy` keeps the orders whose current stage a department holds; `filter={"stageDueAt":{"$lt":now}}` the ones late at their stage.',
    tag,
    query: ordersListQuerySchema,
    response: listResultSchema(listedRowSchema('orders')),
  }),
  endpoint({
    method: 'GET',
    path: '/orders/lateHandoffs',
    access: access.resource('orders', 'get'),
    summary:
      "The dashboard's late hand-offs: the orders late at their stage that the caller may read, counted per department of the people holding them. Staff only: 403 to outsourced and customer users.",
    tag,
    query: z.strictObject({}, { error: unknownParams }),
    response: lateHandoffsSchema,
  }),
] as const;
