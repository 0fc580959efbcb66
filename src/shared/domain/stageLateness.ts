import { isTerminalStatus, type OrderStatus } from './orderStatus';
import { HOUR_MS } from './time';

/**
 * Deadlines per stage (issue 12): each order status may carry a time budget in hours
 * (`orderStatuses.stageBudgetHours`). An order's current stage starts with its newest history
 * entry (`orders.stageStartedAt`) and is due that many hours later (`orders.stageDueAt`, kept
 * by the database, null without a budget and for done or canceled orders). The order is late
 * at its stage once that instant has passed; the people holding the stage are told once.
 */

/** The longest budget a status may carry: a year. */
export const STAGE_BUDGET_MAX_HOURS = 8_760;

/** The budgets the demo data gives the working statuses; the others (pre_order, done, canceled…) have none. */
export const DEMO_STAGE_BUDGETS: Readonly<Partial<Record<OrderStatus, number>>> = {
  new_deal: 8,
  designer_confirm: 4,
  design_in_progress: 24,
  verified: 8,
  delivery: 24,
  waiting_approved: 48,
  feedback: 24,
  waiting_for_file: 48,
  gua_pd: 24,
};

/** An order's people fields (spec section 3). */
export type OrderPeopleField = 'saleId' | 'dealerId' | 'designerId' | 'deliverId' | 'qualityAssuranceId' | 'guaId';

/**
 * Who works a stage when its history entry names nobody: the order's people field for the
 * status (the designer designs, the leader filling the quality slot verifies, the deliverer
 * delivers, the guarantee person handles feedback; the sale waits on the customer).
 */
export const STAGE_HOLDER_FIELD: Readonly<Record<OrderStatus, OrderPeopleField>> = {
  pre_order: 'saleId',
  new_deal: 'saleId',
  designer_confirm: 'designerId',
  design_in_progress: 'designerId',
  verified: 'qualityAssuranceId',
  delivery: 'deliverId',
  waiting_approved: 'saleId',
  feedback: 'guaId',
  waiting_for_file: 'saleId',
  done: 'saleId',
  canceled: 'saleId',
  gua_pd: 'guaId',
  payment_progress: 'saleId',
};

/** When a stage that started at `startedAt` is due, or null when its status has no budget or has ended. */
export function stageDueAt(status: OrderStatus, startedAt: Date | null, budgetHours: number | null): Date | null {
  if (!startedAt || budgetHours === null || isTerminalStatus(status)) return null;
  return new Date(startedAt.getTime() + budgetHours * HOUR_MS);
}

/** Whole hours past the stage's due instant, or null while it is not late (or has no budget). */
export function hoursLate(dueAt: Date | string | null, now: Date): number | null {
  if (dueAt === null) return null;
  const over = now.getTime() - new Date(dueAt).getTime();
  return over > 0 ? Math.floor(over / HOUR_MS) : null;
}

/** True when the order's current stage has outlived its budget. */
export function isLateAtStage(order: { readonly stageDueAt: Date | string | null }, now: Date): boolean {
  return hoursLate(order.stageDueAt, now) !== null;
}

/**
 * The people holding a stage: its history entry's assignees, or else the order's people field
 * for the status (empty when that is not set either).
 */
export function stageHolders(
  status: OrderStatus,
  assigned: readonly number[] | null,
  order: Readonly<Partial<Record<OrderPeopleField, number | null>>>,
): number[] {
  if (assigned && assigned.length > 0) return [...new Set(assigned)];
  const fallback = order[STAGE_HOLDER_FIELD[status]];
  return typeof fallback === 'number' ? [fallback] : [];
}

/** The list filter of the orders late at their stage at `now`: `{"stageDueAt":{"$lt":now}}`. */
export function lateAtStageFilter(now: Date): { readonly stageDueAt: { readonly $lt: string } } {
  return { stageDueAt: { $lt: now.toISOString() } };
}
