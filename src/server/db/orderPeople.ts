import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { OrderPeopleField } from '../../shared/domain/stageLateness';
import { orderHistories, orders } from './schema';

/**
 * The order's people columns (sale, dealer, designer, deliverer, quality assurance,
 * guarantee), to spread into a select: who works on an order, for the live events' audience
 * and for who holds a late stage.
 */
export const orderPeopleColumns = {
  saleId: orders.saleId,
  dealerId: orders.dealerId,
  designerId: orders.designerId,
  deliverId: orders.deliverId,
  qualityAssuranceId: orders.qualityAssuranceId,
  guaId: orders.guaId,
} satisfies Record<OrderPeopleField, unknown>;

/** The orders the user works on: any of the order's people columns is theirs. */
export const ordersWorkedOnBy = (userId: number): SQL | undefined =>
  or(...Object.values(orderPeopleColumns).map((column) => eq(column, userId)));

/** The orders whose current history entry is assigned to the user: what waits on them now. */
export const ordersHandedTo = (userId: number): SQL =>
  sql`exists (select 1 from ${orderHistories} where ${orderHistories.orderId} = ${orders.id} and ${orderHistories.isCurrent} = true and ${orderHistories.assignedUser} @> ${JSON.stringify([userId])}::jsonb)`;
