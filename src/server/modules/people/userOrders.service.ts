import { and, eq, sql } from 'drizzle-orm';
import { ordersWorkedOnBy } from '../../db/orderPeople';
import type { Db } from '../../db/connection';
import { orderHistories, orders, users } from '../../db/schema';
import type { AuthUser } from '../../plugins/auth';
import { notFound } from '../../plugins/httpErrors';
import type { ListParams, ResourceService } from '../../resources/index';

/**
 * The order tabs of a user's page: the orders they work on and the orders handed to them
 * now. Both go through the engine's orders list, so the caller's own order scope, filters,
 * includes and paging apply as on `GET /orders`.
 */
export class UserOrdersService {
  constructor(
    private readonly db: Db,
    private readonly resources: ResourceService,
  ) {}

  /** Orders where the user is the sale, dealer, designer, deliverer, quality assurance or guarantee. */
  async workedOn(caller: AuthUser, userId: number, params: ListParams) {
    await this.assertUser(userId);
    return this.resources.listOf(caller, 'orders', params, { where: ordersWorkedOnBy(userId) });
  }

  /** Orders whose current history entry is assigned to the user: what waits on them now. */
  async requested(caller: AuthUser, userId: number, params: ListParams) {
    await this.assertUser(userId);
    const handed = this.db
      .select({ one: sql`1` })
      .from(orderHistories)
      .where(
        and(
          eq(orderHistories.orderId, orders.id),
          eq(orderHistories.isCurrent, true),
          sql`${orderHistories.assignedUser} @> ${JSON.stringify([userId])}::jsonb`,
        ),
      );
    return this.resources.listOf(caller, 'orders', params, { where: sql`exists (${handed})` });
  }

  private async assertUser(userId: number): Promise<void> {
    const [row] = await this.db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
    if (!row) throw notFound(`users #${userId} was not found.`);
  }
}
