import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { RESOURCES } from '../../../shared/domain/resources';
import type { Db } from '../../db/connection';
import { orderHistories, orders } from '../../db/schema';
import type { AuthUser } from '../../plugins/auth';
import { scopeCondition } from '../../resources/index';
import type { ImageLink } from './rankOrders';

/** The orders the user may read that show one of `paths`: as thumbnail or as a product image of a history entry. */
export type FindImageOrders = (user: AuthUser, paths: readonly string[]) => Promise<ImageLink[]>;

const textArray = (values: readonly string[]): SQL =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/**
 * Maps images to orders through the database, under the record scopes the lists use (an
 * outsourced designer's own orders in the statuses it sees, a customer's own): the orders'
 * for thumbnails, and the order histories' too for their product images.
 */
export function drizzleImageOrders(db: Db): FindImageOrders {
  return async (user, paths) => {
    if (paths.length === 0) return [];
    const readable = and(eq(orders.isDelete, false), scopeCondition(db, user, RESOURCES.orders));
    const thumbnails = await db
      .select({ orderId: orders.id, path: orders.thumbnail })
      .from(orders)
      .where(and(inArray(orders.thumbnail, [...paths]), readable));
    const histories = await db
      .select({ orderId: orderHistories.orderId, products: orderHistories.products })
      .from(orderHistories)
      .innerJoin(orders, eq(orders.id, orderHistories.orderId))
      .where(
        and(
          sql`${orderHistories.products} ?| ${textArray(paths)}`,
          readable,
          scopeCondition(db, user, RESOURCES.orderHistories),
        ),
      );
    const wanted = new Set(paths);
    const links: ImageLink[] = thumbnails.flatMap(({ orderId, path }) => (path ? [{ orderId, path }] : []));
    for (const { orderId, products } of histories) {
      for (const path of products ?? []) if (wanted.has(path)) links.push({ orderId, path });
    }
    return links;
  };
}
