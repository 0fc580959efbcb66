import { describe, expect, it } from 'vitest';
import {
  defaultFinishDate,
  initialOrderForm,
  orderCreateBody,
  REQUIREMENT_TEMPLATE,
  toWholeVnd,
  validateOrderForm,
  withCustomer,
} from './orderCreateForm';

const now = new Date(2026, 10, 21, 9, 30);

describe('order create defaults', () => {
  it('finishes 24 hours from now, unpaid, with the requirement template', () => {
    expect(defaultFinishDate(now).getTime() - now.getTime()).toBe(24 * 3_600_000);
    const values = initialOrderForm(now);
    expect(values.finishedDate).toBe('2026-11-22T09:30');
    expect(values.paymentStatus).toBe('CTT');
    expect(values.customerRequirements).toBe(REQUIREMENT_TEMPLATE);
    for (const section of ['Template/size', 'requirement', 'Note']) expect(REQUIREMENT_TEMPLATE).toContain(section);
  });
});

describe('validateOrderForm', () => {
  it('requires thumbnail, name and finish date', () => {
    const errors = validateOrderForm({ ...initialOrderForm(now), finishedDate: '' });
    expect(errors).toEqual({ thumbnail: 'form.required', name: 'form.required', finishedDate: 'form.required' });
  });

  it('refuses a negative price', () => {
    const values = { ...initialOrderForm(now), thumbnail: 'https://x/y.png', name: 'Logo', priceOrder: -1 };
    expect(validateOrderForm(values)).toEqual({ priceOrder: 'form.errorFormat' });
  });
});

describe('withCustomer', () => {
  it('takes the channel and drops the package when the customer changes', () => {
    const values = { ...initialOrderForm(now), customerId: 1, packageId: 4 };
    expect(withCustomer(values, { id: 2, channelId: 5 })).toMatchObject({
      customerId: 2,
      channelId: 5,
      packageId: null,
    });
    expect(withCustomer(values, { id: 1, channelId: 5 }).packageId).toBe(4);
  });
});

describe('orderCreateBody', () => {
  it('sends the finish date as deadline, the first status, whole prices, no empty values', () => {
    const body = orderCreateBody({
      ...initialOrderForm(now),
      thumbnail: ' https://x/y.png ',
      name: ' Logo ',
      priceOrder: 1_500_000.6,
    });
    expect(body).toMatchObject({
      thumbnail: 'https://x/y.png',
      name: 'Logo',
      priceOrder: 1_500_001,
      status: 'pre_order',
    });
    expect(body.deadline).toBe(body.finishedDate);
    expect(body).not.toHaveProperty('customerId');
    expect(body).not.toHaveProperty('orderFeature');
    expect(toWholeVnd(null)).toBeNull();
  });
});
