import { ordersHandedTo, ordersWorkedOnBy } from '../../db/orderPeople';
import type { AuthUser } from '../../plugins/auth';
import { notFound } from '../../plugins/httpErrors';
import type { ListParams, ResourceService } from '../../resources/index';
import type { UserOrdersRepository } from './userOrders.repository';

/**
 * The order tabs of a user's page: the orders they work on and the orders handed to them
 * now. Both go through the engine's orders list, so the caller's own order scope, filters,
 * includes and paging apply as on `GET /orders`.
 */
export class UserOrdersService {
  constructor(
    private readonly repo: UserOrdersRepository,
    private readonly resources: Pick<ResourceService, 'listOf'>,
  ) {}

  /** Orders where the user is the sale, dealer, designer, deliverer, quality assurance or guarantee. */
  async workedOn(caller: AuthUser, userId: number, params: ListParams) {
    await this.assertUser(userId);
    return this.resources.listOf(caller, 'orders', params, { where: ordersWorkedOnBy(userId) });
  }

  /** Orders whose current history entry is assigned to the user: what waits on them now. */
  async requested(caller: AuthUser, userId: number, params: ListParams) {
    await this.assertUser(userId);
    return this.resources.listOf(caller, 'orders', params, { where: ordersHandedTo(userId) });
  }

  private async assertUser(userId: number): Promise<void> {
    if (!(await this.repo.userExists(userId))) throw notFound(`users #${userId} was not found.`);
  }
}
