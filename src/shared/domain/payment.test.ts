import { describe, expect, it } from 'vitest';
import { PAYMENT_AMOUNT_FIELD, paymentTotal } from './payment';

describe('payments', () => {
  it('pay a designer the deal price and charge a customer the order price', () => {
    expect(PAYMENT_AMOUNT_FIELD).toEqual({ DESIGNER: 'dealPrice', customer: 'priceOrder' });
  });

  it('total the orders plus the bonus less the discount, an order without an amount adding nothing', () => {
    expect(paymentTotal([1_500_000, 2_000_000, null, undefined], 100_000, 30_000)).toBe(3_570_000);
    expect(paymentTotal([])).toBe(0);
    expect(paymentTotal([100_000], 0, 250_000)).toBe(-150_000);
  });
});
