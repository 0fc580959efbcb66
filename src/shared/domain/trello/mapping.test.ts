import { describe, expect, it } from 'vitest';
import { INITIAL_ORDER_STATUS } from '../orderStatus';
import { defaultListStatus, defaultListStatuses, featuresOfLabels, plainName } from './mapping';

describe('defaultListStatus', () => {
  it.each([
    ['To do', INITIAL_ORDER_STATUS],
    ['New', INITIAL_ORDER_STATUS],
    ['Backlog', INITIAL_ORDER_STATUS],
    ['Doing', 'design_in_progress'],
    ['In progress', 'design_in_progress'],
    ['Review', 'verified'],
    ['Delivery', 'delivery'],
    ['Waiting for approval', 'waiting_approved'],
    ['Waiting for files', 'waiting_for_file'],
    ['Feedback', 'feedback'],
    ['Done', 'done'],
    ['Complete', 'done'],
    ['✅ Completed!', 'done'],
    ['Hoàn thành', 'done'],
    ['Đang làm', 'design_in_progress'],
    ['Cancelled', 'canceled'],
    ['Ideas', INITIAL_ORDER_STATUS],
  ])('%s → %s', (name, status) => {
    expect(defaultListStatus(name)).toBe(status);
  });

  it('maps every list by id', () => {
    expect(
      defaultListStatuses([
        { id: 'a', name: 'To do' },
        { id: 'b', name: 'Done' },
      ]),
    ).toEqual({ a: INITIAL_ORDER_STATUS, b: 'done' });
  });
});

describe('featuresOfLabels', () => {
  it('turns labels named like order features into features, in the features’ order, once each', () => {
    const labels = [
      { name: 'High class' },
      { name: 'Urgent' },
      { name: 'prioritize' },
      { name: 'Ưu tiên' },
      { name: 'Logo' },
      { name: '' },
      { name: null },
      { name: 'Customer care' },
    ];
    expect(featuresOfLabels(labels)).toEqual({
      features: ['prioritize', 'highClass', 'customerCare'],
      otherLabels: ['Logo'],
    });
  });
});

describe('plainName', () => {
  it('drops case, diacritics and punctuation', () => {
    expect(plainName('  Đã Giao – hàng! ')).toBe('da giao hang');
  });
});
