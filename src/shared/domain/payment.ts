/** Payment statuses of an order or package: TT paid, CTT unpaid (spec section 4). */
export const PAYMENT_STATUSES = ['TT', 'CTT'] as const;

export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** An order the customer has paid for (a confirmed customer payment sets it). */
export const PAID_PAYMENT_STATUS: PaymentStatus = PAYMENT_STATUSES[0];

/** A new order defaults to the second option of the list. */
export const DEFAULT_PAYMENT_STATUS: PaymentStatus = PAYMENT_STATUSES[1];

/**
 * What a payment counts of each order: a designer is paid the deal price, a customer pays the
 * order's price (spec section 3: `dealPrice`, `priceOrder`).
 */
export const PAYMENT_AMOUNT_FIELD = { DESIGNER: 'dealPrice', customer: 'priceOrder' } as const;

/** A payment's total: its orders' amounts, plus the bonus, less the discount, in whole VND. */
export function paymentTotal(
  amounts: readonly (number | null | undefined)[],
  bonusAmount = 0,
  discountAmount = 0,
): number {
  return Math.round(amounts.reduce<number>((sum, amount) => sum + (amount ?? 0), 0) + bonusAmount - discountAmount);
}
