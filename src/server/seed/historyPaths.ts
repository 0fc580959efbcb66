import { ACCEPT_PATH, ORDER_STATUSES, type OrderStatus } from '../../shared/domain/orderStatus';
import type { Random } from './random';

/** One entry of an order's history: the status it was in and how that step ended. */
export interface HistoryStep {
  readonly status: OrderStatus;
  /** True accepted, false rejected, null still waiting (the current step). */
  readonly accept: boolean | null;
}

/**
 * Statuses reached by a forced update rather than by accept or reject; the seed's history
 * chains enter them from an accepted waiting_approved.
 */
export const FORCED_ENTRY_STATUSES: readonly OrderStatus[] = ['waiting_for_file', 'payment_progress'];

const accepted = (statuses: OrderStatus[]): HistoryStep[] => statuses.map((status) => ({ status, accept: true }));

/** The main line up to `last` (exclusive), sometimes with a rejected verification redone. */
function mainLine(last: OrderStatus, random: Random): HistoryStep[] {
  const upto = ACCEPT_PATH.indexOf(last);
  const steps = accepted(ACCEPT_PATH.slice(0, upto === -1 ? ACCEPT_PATH.length : upto));
  const verified = steps.findIndex((s) => s.status === 'verified');
  if (verified !== -1 && random.chance(0.15)) {
    steps.splice(verified, 0, { status: 'verified', accept: false }, { status: 'design_in_progress', accept: true });
  }
  return steps;
}

/** Waiting approval rejected by the customer, feedback handed to a guarantee designer, then back on track. */
function feedbackLoop(): HistoryStep[] {
  return [
    { status: 'waiting_approved', accept: false },
    { status: 'feedback', accept: true },
    ...accepted(['gua_pd', 'verified', 'delivery']),
  ];
}

/**
 * A consistent history for an order now in `status`: every accepted step leads to its
 * accept target (or extra accept target), every rejected one to its reject target, and the
 * last step is the current one, still waiting.
 */
export function historyPath(status: OrderStatus, random: Random): HistoryStep[] {
  const current: HistoryStep = { status, accept: null };
  switch (status) {
    case 'pre_order':
      return [current];
    case 'new_deal':
      return random.chance(0.3) ? [{ status: 'pre_order', accept: true }, current] : [current];
    case 'feedback':
      return [...mainLine('waiting_approved', random), { status: 'waiting_approved', accept: false }, current];
    case 'gua_pd':
      return [
        ...mainLine('waiting_approved', random),
        { status: 'waiting_approved', accept: false },
        { status: 'feedback', accept: true },
        current,
      ];
    case 'canceled': {
      const from = random.pick<HistoryStep[]>([
        [{ status: 'pre_order', accept: false }],
        [{ status: 'new_deal', accept: false }],
        [
          ...mainLine('waiting_approved', random),
          { status: 'waiting_approved', accept: false },
          { status: 'feedback', accept: false },
        ],
      ]);
      return [...from, current];
    }
    case 'done':
    case 'waiting_for_file':
    case 'payment_progress': {
      const loop = random.chance(0.2) ? feedbackLoop() : [];
      return [...mainLine('waiting_approved', random), ...loop, { status: 'waiting_approved', accept: true }, current];
    }
    default:
      return [...mainLine(status, random), current];
  }
}

/** Status of the n-th seeded order: the first rounds cover every status, the rest lean to done. */
export function statusFor(index: number, random: Random): OrderStatus {
  if (index < ORDER_STATUSES.length * 2) return ORDER_STATUSES[index % ORDER_STATUSES.length];
  const roll = random.next();
  if (roll < 0.42) return 'done';
  if (roll < 0.5) return 'canceled';
  return random.pick(ORDER_STATUSES.filter((s) => s !== 'done' && s !== 'canceled'));
}
