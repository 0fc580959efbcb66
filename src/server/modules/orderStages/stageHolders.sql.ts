import { sql, type SQL } from 'drizzle-orm';
import { ORDER_STATUSES } from '../../../shared/domain/orderStatus';
import { STAGE_HOLDER_FIELD } from '../../../shared/domain/stageLateness';
import { orderHistories, orders, users } from '../../db/schema';

/**
 * The people holding each order's current stage, in SQL over the `orders` table of the query:
 * the assignees of its newest history entry, else the status's people field
 * (`stageHolders` of shared/domain/stageLateness.ts says the same in TypeScript).
 */

/** The newest entry's assignees when it names some; null otherwise. */
const newestAssignees = sql`(
  SELECT CASE WHEN jsonb_typeof(${orderHistories.assignedUser}) = 'array' AND ${orderHistories.assignedUser} <> '[]'::jsonb
    THEN ${orderHistories.assignedUser} END
  FROM ${orderHistories} WHERE ${orderHistories.orderId} = ${orders.id}
  ORDER BY ${orderHistories.id} DESC LIMIT 1)`;

/** The status's people field. */
const fallbackHolder = sql`CASE ${orders.status} ${sql.join(
  ORDER_STATUSES.map((status) => sql`WHEN ${status} THEN ${orders[STAGE_HOLDER_FIELD[status]]}`),
  sql` `,
)} END`;

/** The holders' user ids as a jsonb array (`[null]` when the stage has none). */
export const stageHoldersJson: SQL = sql`coalesce(${newestAssignees}, jsonb_build_array(${fallbackHolder}))`;

/** The order's current stage is held by someone of the department. */
export function heldByDepartment(departmentId: number): SQL {
  return sql`EXISTS (
    SELECT 1 FROM jsonb_array_elements_text(${stageHoldersJson}) AS holder(user_id)
    JOIN ${users} ON ${users.id} = (holder.user_id)::int
    WHERE ${users.departmentId} = ${departmentId})`;
}
