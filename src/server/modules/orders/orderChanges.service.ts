import { isStaff } from '../../../shared/domain/auditAccess';
import { RESOURCES } from '../../../shared/domain/resources';
import type { AuthUser } from '../../plugins/auth';
import { forbidden } from '../../plugins/httpErrors';
import type { ListParams, ResourceService } from '../../resources/index';
import type { OrderChangesRepository } from './orderChanges.repository';

/** The engine calls the changes list needs: the order's scope check and the scoped list. */
export type ChangesResources = Pick<ResourceService, 'getOne' | 'listOf'>;

/** The default order: newest first; events of one transaction share their instant, so the id breaks the tie. */
export const CHANGES_ORDER_BY = '-createdAt,-id';

/** `GET /orders/{id}/changes`: an order's audit trail, for staff who reach the order. */
export class OrderChangesService {
  constructor(
    private readonly resources: ChangesResources,
    private readonly repo: OrderChangesRepository,
  ) {}

  /**
   * 403 for outsourced and customer-role users (the trail is staff-only), 404 when the order
   * lies outside the caller's scope, else a page of its events with their author (`user`).
   */
  async list(user: AuthUser, orderId: number, params: ListParams) {
    if (!isStaff(user)) throw forbidden('The audit trail is for staff only.', { resource: 'auditEvents' });
    await this.resources.getOne(user, RESOURCES.orders, orderId);
    return this.resources.listOf(
      user,
      'auditEvents',
      { ...params, includes: ['user'] },
      { where: this.repo.condition(orderId) },
    );
  }
}
