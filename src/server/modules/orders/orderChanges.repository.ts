import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { auditEvents, comments, mistakeRecords, orderHistories } from '../../db/schema';

/** The audit names of the comment kinds: all three are rows of `comments`. */
const COMMENT_KINDS = ['comments', 'customerComments', 'userComments'];

/** Which audit events belong to an order, as SQL over `audit_events`. */
export interface OrderChangesRepository {
  /**
   * The order's own events, and those of its history entries, comments (every kind) and
   * mistake records that still exist. Each branch is a lookup of the (resource, record_id)
   * index, the child ids coming from the children's order_id indexes.
   */
  condition(orderId: number): SQL;
}

export function drizzleOrderChangesRepository(db: Db): OrderChangesRepository {
  return {
    condition(orderId) {
      const ids = (table: typeof comments | typeof mistakeRecords | typeof orderHistories) =>
        db.select({ id: table.id }).from(table).where(eq(table.orderId, orderId));
      return or(
        and(eq(auditEvents.resource, 'orders'), eq(auditEvents.recordId, orderId)),
        and(eq(auditEvents.resource, 'orderHistories'), inArray(auditEvents.recordId, ids(orderHistories))),
        and(inArray(auditEvents.resource, COMMENT_KINDS), inArray(auditEvents.recordId, ids(comments))),
        and(eq(auditEvents.resource, 'mistakeRecords'), inArray(auditEvents.recordId, ids(mistakeRecords))),
      )!;
    },
  };
}
