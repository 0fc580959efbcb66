import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ListResult } from '../../../shared/api/contract';
import { OUTSOURCE_VISIBLE_STATUSES } from '../../../shared/domain/orderStatus';
import { can } from '../../../shared/domain/permissions';
import { RESOURCES } from '../../../shared/domain/resources';
import { isCustomerUser } from '../../../shared/domain/roles';
import type { Db } from '../../db/connection';
import { orderHistories, orders } from '../../db/schema';
import type { AuthUser } from '../../plugins/auth';
import { forbidden } from '../../plugins/httpErrors';
import { parseListQuery } from '../../resources/listParams';
import type { Row } from '../../resources/resource.repository';
import { scopedList } from '../orders/scopedList';

const resource = RESOURCES.orderHistories;

/** Statuses outsourced users see, with their history entries (spec section 4). */

const assignedTo = (userId: number): SQL => sql`${orderHistories.assignedUser} @> ${JSON.stringify([userId])}::jsonb`;

const visibleToOutsource = (): SQL => inArray(orderHistories.status, [...OUTSOURCE_VISIBLE_STATUSES]);

/**
 * History lists: the order's timeline (GET /orderHistories), the entries assigned to me and
 * the outsourced view. Outsourced users see only entries of their own orders whose status is
 * visible to them; customer-role users only entries of their own customer's orders.
 */
export class OrderHistoriesService {
  constructor(private readonly db: Db) {}

  /** With orderHistories.get any list; otherwise one order's timeline, for those who may read orders. */
  list(user: AuthUser, query: Record<string, unknown>): Promise<ListResult<Row>> {
    if (!can(user, 'orderHistories', 'get')) {
      const { terms } = parseListQuery(resource, query);
      const oneOrder = terms.some((t) => t.field === 'orderId' && t.op === '$eq' && typeof t.value === 'number');
      if (!oneOrder || !(can(user, 'orders', 'getOne') || can(user, 'orders', 'get'))) {
        throw forbidden('Missing permission: orderHistories.get', { resource: 'orderHistories', action: 'get' });
      }
    }
    return scopedList(this.db, user, resource, query, { where: this.scope(user) });
  }

  me(user: AuthUser, query: Record<string, unknown>): Promise<ListResult<Row>> {
    return scopedList(this.db, user, resource, query, { where: and(assignedTo(user.id), this.scope(user)) });
  }

  /** Entries assigned to me whose status outsourced users see. */
  onPd(user: AuthUser, query: Record<string, unknown>): Promise<ListResult<Row>> {
    return scopedList(this.db, user, resource, query, {
      where: and(assignedTo(user.id), visibleToOutsource(), this.scope(user)),
    });
  }

  /** The entries a user may reach: outsourced designers' and customers' own orders only. */
  private scope(user: AuthUser): SQL | undefined {
    if (isCustomerUser(user)) {
      if (user.customerId === null) return sql`false`;
      const theirs = this.db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.customerId, user.customerId), eq(orders.isDelete, false)));
      return inArray(orderHistories.orderId, theirs);
    }
    if (!user.isOutsource) return undefined;
    const own = this.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.designerId, user.id), eq(orders.isDelete, false)));
    return and(visibleToOutsource(), inArray(orderHistories.orderId, own));
  }
}
