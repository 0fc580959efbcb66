import type { OrderStatus } from './orderStatus';
import type { PaymentStatus } from './payment';

/**
 * The figures of the dashboard, the reports and the list analyses, named once: docs/figures.md
 * defines each in words, and the server's SQL (`src/server/modules/analysis/`) reads these
 * constants, so the two cannot drift apart without a test noticing.
 */

/** The order field that holds what the customer pays (VND): every revenue figure sums it. */
export const REVENUE_FIELD = 'priceOrder';

/** An order is done when its status is this one (a reopened order stops counting until it is done again). */
export const DONE_STATUS: OrderStatus = 'done';

/** The order field that says whether the customer has paid. */
export const PAYMENT_FIELD = 'paymentStatus';

/** An order is paid when its payment status is this one (`CTT` and no status are unpaid). */
export const PAID_STATUS: PaymentStatus = 'TT';

/** Orders in these statuses are counted but bring no revenue: their price was never earned. */
export const NO_REVENUE_STATUSES: readonly OrderStatus[] = ['canceled'];

/** The date an order counts on in every figure and every range. */
export const ORDER_DATE_FIELD = 'createdAt';

/** The order field naming its designer: an order is outsourced when that user is. */
export const DESIGNER_FIELD = 'designerId';

/** The user field that makes a designer outsourced. */
export const OUTSOURCE_FLAG = 'isOutsource';

/**
 * The four cards of the managers' dashboard over the done orders of a range (docs/figures.md):
 * `totalPriceDoneOrder` their revenue, `totalDoneOrder` how many, `ratioPayment` the paid share
 * and `coefOut` the outsourced share, both from 0 to 1 and null when no order is done.
 */
export interface SummaryFigures {
  readonly totalPriceDoneOrder: number;
  readonly totalDoneOrder: number;
  readonly ratioPayment: number | null;
  readonly coefOut: number | null;
}

/** The cards from the counts of done orders: all, their revenue, the paid and the outsourced ones. */
export function summaryFigures(done: {
  readonly done: number;
  readonly revenue: number;
  readonly paid: number;
  readonly outsourced: number;
}): SummaryFigures {
  const share = (n: number) => (done.done > 0 ? n / done.done : null);
  return {
    totalPriceDoneOrder: done.revenue,
    totalDoneOrder: done.done,
    ratioPayment: share(done.paid),
    coefOut: share(done.outsourced),
  };
}

/** Colour of the group of orders that name nothing (no niche, no channel, no customer). */
export const NONE_COLOR = '#8F99A8';

/**
 * Colours of groups that have none of their own (designers, channels, niches, customers),
 * picked by id so a group keeps its colour from one chart to the next.
 */
export const CHART_PALETTE = [
  '#2D72D2',
  '#238551',
  '#C87619',
  '#CD4246',
  '#7961DB',
  '#00A396',
  '#D1980B',
  '#147EB3',
  '#D33D17',
  '#634DBF',
  '#29A634',
  '#DB2C6F',
] as const;

/** The palette colour of a group: by id for numbers, by a hash of the text otherwise; null is {@link NONE_COLOR}. */
export function paletteColor(key: number | string | null): string {
  if (key === null) return NONE_COLOR;
  const n =
    typeof key === 'number'
      ? Math.abs(Math.trunc(key))
      : [...key].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
  return CHART_PALETTE[n % CHART_PALETTE.length] ?? NONE_COLOR;
}
