import { and, eq, inArray, or } from 'drizzle-orm';
import { ON_PD_COLUMNS } from '../../../shared/api/endpoints/orders';
import { OUTSOURCE_VISIBLE_STATUSES } from '../../../shared/domain/orderStatus';
import { isCustomerUser } from '../../../shared/domain/roles';
import { orders } from '../../db/schema';
import type { AuthUser } from '../../plugins/auth';
import type { ListParams, ResourceService } from '../../resources/index';

/** The personal order lists: orders/me and orders/on-pd. */
export class OrderListsService {
  constructor(private readonly resources: ResourceService) {}

  /**
   * Orders where I am the sale, dealer, designer, deliverer, quality assurance or guarantee;
   * for a customer-role user, its customer's orders (the scope narrows them).
   */
  me(user: AuthUser, params: ListParams) {
    const mine = isCustomerUser(user)
      ? undefined
      : user.isOutsource
        ? eq(orders.designerId, user.id)
        : or(
            eq(orders.saleId, user.id),
            eq(orders.dealerId, user.id),
            eq(orders.designerId, user.id),
            eq(orders.deliverId, user.id),
            eq(orders.qualityAssuranceId, user.id),
            eq(orders.guaId, user.id),
          );
    return this.resources.listOf(user, 'orders', params, { where: mine });
  }

  /** My requested orders, reduced to what outsourced users see, in the statuses they see. */
  onPd(user: AuthUser, params: ListParams) {
    const where = and(eq(orders.designerId, user.id), inArray(orders.status, [...OUTSOURCE_VISIBLE_STATUSES]));
    return this.resources.listOf(user, 'orders', params, { where, columns: ON_PD_COLUMNS, includes: [] });
  }
}
