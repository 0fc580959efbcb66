import { can } from '../../../shared/domain/permissions';
import { RESOURCES } from '../../../shared/domain/resources';
import type { AuthUser } from '../../plugins/auth';
import { forbidden } from '../../plugins/httpErrors';
import type { ResourceService } from '../../resources/index';

/** Refuses a caller who may not read the order: 403 without orders.get or getOne, 404 outside their scope. */
export type OrderReader = (user: AuthUser, orderId: number) => Promise<void>;

/**
 * The order's own read rules, as `GET /orders/{id}` and an order's timeline apply them:
 * orders.getOne or orders.get, then the order's record scope (outsourced designers reach
 * their own orders only); a deleted order is missing unless the caller sees deleted ones.
 */
export function orderReader(resources: Pick<ResourceService, 'getOne'>): OrderReader {
  return async (user, orderId) => {
    if (!can(user, 'orders', 'getOne') && !can(user, 'orders', 'get')) {
      throw forbidden('Missing permission: orders.getOne', { resource: 'orders', action: 'getOne' });
    }
    await resources.getOne(user, RESOURCES.orders, orderId);
  };
}
