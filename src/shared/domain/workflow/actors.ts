import type { OrderStatus } from '../orderStatus';
import { can } from '../permissions';
import { isCustomerUser, USER_LOOKUP_ROLES } from '../roles';
import type { WorkflowActor, WorkflowEntry, WorkflowOrder } from './types';

/** The orderFlow key that moves an order out of a status: `new_deal` → `nextNewDeal`. */
export function flowKeyOf(status: OrderStatus): string {
  return `next${status.replace(/(^|_)([a-z])/g, (_, _sep: string, c: string) => c.toUpperCase())}`;
}

/** The designer-assign step needs the first action of the working flow, new_deal's (spec section 6). */
export const DESIGNER_ASSIGN_FLOW_KEY = flowKeyOf('new_deal');

export const FORCE_FLOW_KEY = 'forceCreateOne';

/** Role ids of leaders (LS or CPO), one of whom design_in_progress must hand over to. */
export const LEADER_ROLE_IDS: readonly number[] = USER_LOOKUP_ROLES.leaders;

/** An outsourced user's own order: they design it or the current step is theirs. */
export function ownsOrder(order: WorkflowOrder, current: WorkflowEntry | null, actor: WorkflowActor): boolean {
  return order.designerId === actor.id || (current?.assignedUser.includes(actor.id) ?? false);
}

/** A customer-role user's own order: one of the customer record the user stands for. */
export function customerOwnsOrder(order: WorkflowOrder, actor: WorkflowActor): boolean {
  return actor.customerId != null && order.customerId === actor.customerId;
}

/** Users limited to some orders act only on those: outsourced designers on theirs, customers on their customer's. */
function reaches(order: WorkflowOrder, current: WorkflowEntry | null, actor: WorkflowActor): boolean {
  if (actor.isOutsource && !ownsOrder(order, current, actor)) return false;
  return !isCustomerUser(actor) || customerOwnsOrder(order, actor);
}

/**
 * Who may accept or reject the current step (spec section 6): the status's orderFlow key
 * (managers pass), the assigned user in gua_pd and designer_confirm, the order's designer
 * in design_in_progress. Outsourced users act only on their own orders, customer-role users
 * (who hold the waiting_approved and waiting_for_file keys) only on their customer's.
 */
export function mayMoveOrder(
  status: OrderStatus,
  order: WorkflowOrder,
  current: WorkflowEntry | null,
  actor: WorkflowActor,
): boolean {
  if (!reaches(order, current, actor)) return false;
  if (can(actor, 'orderFlow', flowKeyOf(status))) return true;
  const assigned = current?.assignedUser.includes(actor.id) ?? false;
  if ((status === 'gua_pd' || status === 'designer_confirm') && assigned) return true;
  return status === 'design_in_progress' && order.designerId === actor.id;
}

/** Who may pick the designer (new_deal and designer_confirm only). */
export function mayAssignDesigner(order: WorkflowOrder, current: WorkflowEntry | null, actor: WorkflowActor): boolean {
  if (!reaches(order, current, actor)) return false;
  return can(actor, 'orderFlow', DESIGNER_ASSIGN_FLOW_KEY);
}

/** Who may force any status (orderFlow forceCreateOne). */
export function mayForce(order: WorkflowOrder, current: WorkflowEntry | null, actor: WorkflowActor): boolean {
  if (!reaches(order, current, actor)) return false;
  return can(actor, 'orderFlow', FORCE_FLOW_KEY);
}
