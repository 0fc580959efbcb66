import { and, inArray, sql, type SQL } from 'drizzle-orm';
import { OUTSOURCE_VISIBLE_STATUSES } from '../../../shared/domain/orderStatus';
import { orderHistories } from '../../db/schema';

/** The history lists' conditions on the order_histories table, for the engine's list (orderHistories.service.ts). */

/** Entries assigned to the user. */
export const historiesAssignedTo = (userId: number): SQL =>
  sql`${orderHistories.assignedUser} @> ${JSON.stringify([userId])}::jsonb`;

/** Entries assigned to the user whose status outsourced users see. */
export const historiesOnPd = (userId: number): SQL | undefined =>
  and(historiesAssignedTo(userId), inArray(orderHistories.status, [...OUTSOURCE_VISIBLE_STATUSES]));
