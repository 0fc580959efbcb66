import { DESIGNER_ASSIGN_STATUSES, ORDER_STATUS_TABLE, type OrderStatus } from '../orderStatus';
import type { WorkflowAction } from './types';

/** The steps a client may ask for by naming the status it wants the order to move to. */
export type StepAction = Extract<WorkflowAction, 'accept' | 'reject' | 'assignDesigner'>;

/**
 * Which step moves an order from `current` to `target`, as spec section 7's
 * `POST /orderHistories {status, …}` asks for it: the accept target (or the extra one,
 * feedback → gua_pd) is an accept, the reject target a reject, and designer_confirm again
 * from new_deal or designer_confirm a designer assignment. Null when no single step leads there.
 */
export function stepForStatus(current: OrderStatus, target: OrderStatus): StepAction | null {
  const def = ORDER_STATUS_TABLE[current];
  if (target === def.accept || target === def.extraAccept) return 'accept';
  if (target === def.reject) return 'reject';
  if (target === 'designer_confirm' && DESIGNER_ASSIGN_STATUSES.includes(current)) return 'assignDesigner';
  return null;
}
