/** Payment statuses of an order or package: TT paid, CTT unpaid (spec section 4). */
export const PAYMENT_STATUSES = ['TT', 'CTT'] as const;

export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A new order defaults to the second option of the list. */
export const DEFAULT_PAYMENT_STATUS: PaymentStatus = PAYMENT_STATUSES[1];
