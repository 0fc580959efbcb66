import { ON_PD_COLUMNS } from '../../../shared/api/endpoints/orders';
import { isCustomerUser } from '../../../shared/domain/roles';
import type { AuthUser } from '../../plugins/auth';
import type { ListParams, ResourceService } from '../../resources/index';
import { ordersWorkedOnBy } from '../../db/orderPeople';
import { ordersDesignedBy, ordersOnPd } from './orderLists.conditions';

/** The personal order lists: orders/me and orders/on-pd. */
export class OrderListsService {
  constructor(private readonly resources: Pick<ResourceService, 'listOf'>) {}

  /**
   * Orders where I am the sale, dealer, designer, deliverer, quality assurance or guarantee;
   * for a customer-role user, its customer's orders (the scope narrows them).
   */
  me(user: AuthUser, params: ListParams) {
    const mine = isCustomerUser(user)
      ? undefined
      : user.isOutsource
        ? ordersDesignedBy(user.id)
        : ordersWorkedOnBy(user.id);
    return this.resources.listOf(user, 'orders', params, { where: mine });
  }

  /** My requested orders, reduced to what outsourced users see, in the statuses they see. */
  onPd(user: AuthUser, params: ListParams) {
    return this.resources.listOf(user, 'orders', params, {
      where: ordersOnPd(user.id),
      columns: ON_PD_COLUMNS,
      includes: [],
    });
  }
}
