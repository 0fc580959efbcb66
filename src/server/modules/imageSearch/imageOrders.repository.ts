import { and, eq, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { RESOURCES } from '../../../shared/domain/resources';
import type { Db } from '../../db/connection';
import { orderHistories, orders } from '../../db/schema';
import type { AuthUser } from '../../plugins/auth';
import { scopeCondition } from '../../resources/index';
import type { ImageLink } from './rankOrders';
import { textArray } from './textArray';

/** The orders the user may read that show one of `paths`: as thumbnail or as a product image of a history entry. */
export type FindImageOrders = (user: AuthUser, paths: readonly string[]) => Promise<ImageLink[]>;

/**
 * Maps images to orders through the database, under the record scopes the lists use (an
 * outsourced designer's own orders in the statuses it sees, a customer's own): the orders'
 * for thumbnails, and the order histories' too for their product images.
 */
export function drizzleImageOrders(db: Db): FindImageOrders {
  return async (user, paths) => {
    if (paths.length === 0) return [];
    const wanted = textArray(paths);
    const readable = and(eq(orders.isDelete, false), scopeCondition(db, user, RESOURCES.orders));
    // One round trip: each row is an order and the images it shows that may be wanted.
    const rows = await unionAll(
      db
        .select({ orderId: orders.id, images: sql<string[]>`jsonb_build_array(${orders.thumbnail})` })
        .from(orders)
        .where(and(sql`${orders.thumbnail} = any(${wanted})`, readable)),
      db
        .select({ orderId: orderHistories.orderId, images: sql<string[]>`${orderHistories.products}` })
        .from(orderHistories)
        .innerJoin(orders, eq(orders.id, orderHistories.orderId))
        .where(
          and(
            sql`${orderHistories.products} ?| ${wanted}`,
            readable,
            scopeCondition(db, user, RESOURCES.orderHistories),
          ),
        ),
    );
    const asked = new Set(paths);
    return rows.flatMap(({ orderId, images }) =>
      images.filter((path) => asked.has(path)).map((path) => ({ orderId, path })),
    );
  };
}
