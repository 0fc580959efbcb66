import { can } from '../../../shared/domain/permissions';
import type { AuthUser } from '../../plugins/auth';
import { forbidden } from '../../plugins/httpErrors';
import type { ListParams, ResourceService } from '../../resources/index';
import { historiesAssignedTo, historiesOnPd } from './orderHistories.conditions';

/**
 * History lists: an order's timeline (GET /orderHistories), the entries assigned to me and
 * the outsourced view. Which entries a user reaches at all (outsourced designers and
 * customers: their own orders') is the registry's scope of orderHistories.
 */
export class OrderHistoriesService {
  constructor(private readonly resources: Pick<ResourceService, 'listJsonOf'>) {}

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
    return this.resources.listJsonOf(user, 'orderHistories', params, { where: historiesAssignedTo(user.id) });
  }

  /** Entries assigned to me whose status outsourced users see. */
  onPd(user: AuthUser, params: ListParams) {
    return this.resources.listJsonOf(user, 'orderHistories', params, { where: historiesOnPd(user.id) });
  }
}
