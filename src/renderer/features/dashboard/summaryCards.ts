import { Intent, type IconName } from '@blueprintjs/core';
import type { ApiResponse } from '../../../shared/api/apiCaller';
import type { Language } from '../../../shared/domain/constants';
import { formatMoney, groupThousands } from '../../../shared/domain/format';

/** What `GET /summaries/dashbroad` answers, as it arrives. */
export type DashboardSummary = ApiResponse<'GET /summaries/dashbroad'>;

/** The four figures of `GET /summaries/dashbroad` a card shows (docs/figures.md). */
export const SUMMARY_KEYS = ['totalPriceDoneOrder', 'totalDoneOrder', 'ratioPayment', 'coefOut'] as const;
export type SummaryKey = (typeof SUMMARY_KEYS)[number];

const CARD_LOOK: Readonly<Record<SummaryKey, { icon: IconName; intent: Intent }>> = {
  totalPriceDoneOrder: { icon: 'dollar', intent: Intent.SUCCESS },
  totalDoneOrder: { icon: 'tick-circle', intent: Intent.PRIMARY },
  ratioPayment: { icon: 'credit-card', intent: Intent.WARNING },
  coefOut: { icon: 'people', intent: Intent.DANGER },
};

/** How a figure moved against the period before: `+12%` for amounts, `+3 pts` for ratios. */
export interface SummaryChange {
  readonly direction: 'up' | 'down' | 'same';
  /** The change as printed, without its sign's words; null when the period before has nothing to compare. */
  readonly amount: number | null;
  readonly unit: 'percent' | 'points';
}

/** A card, ready to draw: i18n key `dashboard.cards.{key}`. */
export interface SummaryCardView {
  readonly key: SummaryKey;
  readonly icon: IconName;
  readonly intent: Intent;
  readonly value: string;
  readonly change: SummaryChange | null;
}

const isRatio = (key: SummaryKey) => key === 'ratioPayment' || key === 'coefOut';

function formatValue(key: SummaryKey, value: number | null, language: Language): string {
  if (value === null) return '—';
  if (key === 'totalPriceDoneOrder') return formatMoney(value, language);
  if (isRatio(key)) return `${Math.round(value * 1000) / 10}%`;
  return groupThousands(value, language === 'vi' ? '.' : ',');
}

const directionOf = (delta: number): SummaryChange['direction'] => (delta > 0 ? 'up' : delta < 0 ? 'down' : 'same');

/** Amounts compare in percent of the period before, ratios in percentage points. */
export function summaryChange(key: SummaryKey, current: number | null, previous: number | null): SummaryChange | null {
  if (current === null || previous === null) return null;
  if (isRatio(key)) {
    const points = Math.round((current - previous) * 1000) / 10;
    return { direction: directionOf(points), amount: Math.abs(points), unit: 'points' };
  }
  if (previous === 0) return { direction: directionOf(current), amount: null, unit: 'percent' };
  const percent = Math.round(((current - previous) / previous) * 1000) / 10;
  return { direction: directionOf(percent), amount: Math.abs(percent), unit: 'percent' };
}

/** The manager's cards for a summary and the period before it. */
export function summaryCards(summary: DashboardSummary, language: Language): SummaryCardView[] {
  return SUMMARY_KEYS.map((key) => ({
    key,
    ...CARD_LOOK[key],
    value: formatValue(key, summary[key], language),
    change: summary.previous ? summaryChange(key, summary[key], summary.previous[key]) : null,
  }));
}
