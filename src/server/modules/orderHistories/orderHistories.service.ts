import { and, inArray, sql, type SQL } from 'drizzle-orm';
import { OUTSOURCE_VISIBLE_STATUSES } from '../../../shared/domain/orderStatus';
import { can } from '../../../shared/domain/permissions';
import { orderHistories } from '../../db/schema';
import type { AuthUser } from '../../plugins/auth';
import { forbidden } from '../../plugins/httpErrors';
import type { ListParams, ResourceService } from '../../resources/index';

const assignedTo = (userId: number): SQL => sql`${orderHistories.assignedUser} @> ${JSON.stringify([userId])}::jsonb`;

/**
 * History lists: an order's timeline (GET /orderHistories), the entries assigned to me and
 * the outsourced view. Which entries a user reaches at all (outsourced designers and
 * customers: their own orders') is the registry's scope of orderHistories.
 */
export class OrderHistoriesService {
  constructor(private readonly resources: ResourceService) {}

  /** With orderHistories.get any list; otherwise one order's timeline, for those who may read orders. */
  list(user: AuthUser, params: ListParams) {
    if (!can(user, 'orderHistories', 'get')) {
      const oneOrder = params.terms.some((t) => t.field === 'orderId' && t.op === '$eq' && typeof t.value === 'number');
      if (!oneOrder || !(can(user, 'orders', 'getOne') || can(user, 'orders', 'get'))) {
        throw forbidden('Missing permission: orderHistories.get', { resource: 'orderHistories', action: 'get' });
      }
    }
    return this.resources.listJsonOf(user, 'orderHistories', params);
  }

  me(user: AuthUser, params: ListParams) {
    return this.resources.listJsonOf(user, 'orderHistories', params, { where: assignedTo(user.id) });
  }

  /** Entries assigned to me whose status outsourced users see. */
  onPd(user: AuthUser, params: ListParams) {
    const where = and(assignedTo(user.id), inArray(orderHistories.status, [...OUTSOURCE_VISIBLE_STATUSES]));
    return this.resources.listJsonOf(user, 'orderHistories', params, { where });
  }
}
