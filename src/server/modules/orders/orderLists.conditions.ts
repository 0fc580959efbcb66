import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { OUTSOURCE_VISIBLE_STATUSES } from '../../../shared/domain/orderStatus';
import { orders } from '../../db/schema';

/**
 * The personal order lists' conditions on the orders table, for the engine's list
 * (orderLists.service.ts); those on the order's people are `ordersWorkedOnBy` (db/orderPeople.ts).
 */

/** Orders an outsourced designer designs. */
export const ordersDesignedBy = (userId: number): SQL => eq(orders.designerId, userId);

/** Orders requested of the designer, in the statuses outsourced users see. */
export const ordersOnPd = (userId: number): SQL | undefined =>
  and(ordersDesignedBy(userId), inArray(orders.status, [...OUTSOURCE_VISIBLE_STATUSES]));
