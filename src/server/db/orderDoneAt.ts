import { eq, sql } from 'drizzle-orm';
import type { Db } from './db';
import { orderHistories } from './schema';

/**
 * When each order last stepped to done: the day a done order counts on for salaries (the KPI)
 * and for payments (what a period gathers). Join it on `orderId`; `at` is the instant.
 */
export function orderDoneAt(db: Db) {
  return db
    .select({ orderId: orderHistories.orderId, at: sql<Date>`max(${orderHistories.createdAt})`.as('done_at') })
    .from(orderHistories)
    .where(eq(orderHistories.status, 'done'))
    .groupBy(orderHistories.orderId)
    .as('done');
}
