import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../shared/domain/resources';
import { keptTotalOf, type CountedList } from './keptTotal';
import { totalFromPage } from './pageTotal';

const orders = RESOURCES.orders;
const plain: CountedList = { terms: [], search: null, narrowed: false, deleted: 'live' };

describe('keptTotalOf', () => {
  it('answers every live order, or the deleted ones, without a filter', () => {
    expect(keptTotalOf(orders, plain)).toEqual({ resource: 'orders', keys: null, deleted: false });
    expect(keptTotalOf(orders, { ...plain, deleted: 'only' })).toEqual({
      resource: 'orders',
      keys: null,
      deleted: true,
    });
  });

  it('answers $eq and $in on the counted field, intersecting several terms', () => {
    const terms = [
      { field: 'status', op: '$in' as const, value: ['done', 'feedback'] },
      { field: 'status', op: '$eq' as const, value: 'done' },
    ];
    expect(keptTotalOf(orders, { ...plain, terms })?.keys).toEqual(['done']);
    expect(keptTotalOf(orders, { ...plain, terms: [{ field: 'status', op: '$eq', value: null }] })?.keys).toEqual(['']);
  });

  it('leaves every other list to be counted', () => {
    const other = [{ field: 'customerId', op: '$eq' as const, value: 1 }];
    expect(keptTotalOf(orders, { ...plain, terms: other })).toBeNull();
    expect(keptTotalOf(orders, { ...plain, terms: [{ field: 'status', op: '$ne', value: 'done' }] })).toBeNull();
    expect(keptTotalOf(orders, { ...plain, search: 'logo' })).toBeNull();
    expect(keptTotalOf(orders, { ...plain, narrowed: true })).toBeNull();
    expect(keptTotalOf(orders, { ...plain, deleted: 'any' })).toBeNull();
    expect(keptTotalOf(RESOURCES.customers, plain)).toBeNull();
  });
});

describe('totalFromPage', () => {
  const estimated = { total: 50_000, estimate: true };
  const page = { offset: 0, limit: 50, rows: 50, more: true };

  it('keeps an exact total as it is', () => {
    expect(totalFromPage({ total: 7, estimate: false }, { ...page, rows: 7, more: false })).toEqual({
      total: 7,
      estimate: false,
    });
  });

  it('makes an estimate exact on a short page, and raises it when a full page goes past it', () => {
    expect(totalFromPage(estimated, { ...page, offset: 49_950, rows: 20, more: false })).toEqual({
      total: 49_970,
      estimate: false,
    });
    expect(totalFromPage(estimated, { ...page, offset: 60_000, more: true })).toEqual({
      total: 60_051,
      estimate: true,
    });
    expect(totalFromPage(estimated, page)).toEqual(estimated);
  });

  it('says nothing for an empty page past the end', () => {
    expect(totalFromPage(estimated, { ...page, offset: 90_000, rows: 0, more: false })).toBeNull();
  });
});
