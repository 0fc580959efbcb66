import { and, eq, inArray, or } from 'drizzle-orm';
import type { ListResult } from '../../../shared/api/contract';
import { RESOURCES } from '../../../shared/domain/resources';
import type { Db } from '../../db/connection';
import { orders } from '../../db/schema';
import type { AuthUser } from '../../plugins/auth';
import type { Row } from '../../resources/resource.repository';
import { OUTSOURCE_VISIBLE_STATUSES } from '../../../shared/domain/orderStatus';
import { isCustomerUser } from '../../../shared/domain/roles';
import { scopedList } from './scopedList';

const resource = RESOURCES.orders;

/** What the outsourced list shows of an order (spec section 2). */
export const ON_PD_COLUMNS = ['id', 'thumbnail', 'deadline', 'status', 'finishedDate', 'dealPrice'] as const;

/** The personal order lists: orders/me and orders/on-pd. */
export class OrderListsService {
  constructor(private readonly db: Db) {}

  /**
   * Orders where I am the sale, dealer, designer, deliverer, quality assurance or guarantee;
   * for a customer-role user, its customer's orders (the list's scope narrows them).
   */
  me(user: AuthUser, query: Record<string, unknown>): Promise<ListResult<Row>> {
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
    return scopedList(this.db, user, resource, query, { where: mine });
  }

  /** My requested orders, reduced to what outsourced users see, in the statuses they see. */
  onPd(user: AuthUser, query: Record<string, unknown>): Promise<ListResult<Row>> {
    const where = and(eq(orders.designerId, user.id), inArray(orders.status, [...OUTSOURCE_VISIBLE_STATUSES]));
    return scopedList(this.db, user, resource, { ...query, includes: undefined }, { where, columns: ON_PD_COLUMNS });
  }
}
