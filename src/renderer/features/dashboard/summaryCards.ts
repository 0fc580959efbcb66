import { Intent, type IconName } from '@blueprintjs/core';

/** A manager's summary card: an order count under a filter of GET /orders. */
export interface SummaryCardDef {
  /** i18n key `dashboard.cards.{key}`. */
  readonly key: string;
  readonly icon: IconName;
  readonly intent: Intent;
  readonly filter: Readonly<Record<string, unknown>>;
}

function startOfMonth(now: Date): string {
  return new Date(now.getFullYear(), now.getMonth(), 1).toISOString();
}

/** The cards, for the month of `now`. */
export function summaryCards(now: Date): readonly SummaryCardDef[] {
  return [
    {
      key: 'newThisMonth',
      icon: 'calendar',
      intent: Intent.PRIMARY,
      filter: { createdAt: { $gte: startOfMonth(now) } },
    },
    { key: 'inProgress', icon: 'refresh', intent: Intent.WARNING, filter: { status: { $nin: ['done', 'canceled'] } } },
    { key: 'done', icon: 'tick-circle', intent: Intent.SUCCESS, filter: { status: { $in: ['done'] } } },
    { key: 'unpaid', icon: 'dollar', intent: Intent.DANGER, filter: { paymentStatus: { $in: ['CTT'] } } },
  ];
}
