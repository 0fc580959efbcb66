import { Intent } from '@blueprintjs/core';
import { describe, expect, it } from 'vitest';
import { HOUR_MS } from '../../../shared/domain/time';
import { deadlineIntent, imageStack, orderCodes, productImagesOf, productTypeNames } from './orderCellData';
import type { ListedOrder } from './orderQueries';

type Order = ListedOrder;

const now = new Date('2026-11-21T12:00:00Z');
const inHours = (h: number) => new Date(now.getTime() + h * HOUR_MS).toISOString();

describe('imageStack', () => {
  it('shows the first images and counts the rest', () => {
    expect(imageStack(['a', 'b', 'c'])).toEqual({ shown: ['a'], more: 2 });
    expect(imageStack(['a', '', null, 'b'], 2)).toEqual({ shown: ['a', 'b'], more: 0 });
    expect(imageStack([])).toEqual({ shown: [], more: 0 });
  });
});

describe('deadlineIntent', () => {
  it('warns under 4 hours and alerts under 2', () => {
    expect(deadlineIntent({ deadline: inHours(3), status: 'new_deal' }, now)).toBe(Intent.WARNING);
    expect(deadlineIntent({ deadline: inHours(1), status: 'new_deal' }, now)).toBe(Intent.DANGER);
    expect(deadlineIntent({ deadline: inHours(-5), status: 'verified' }, now)).toBe(Intent.DANGER);
    expect(deadlineIntent({ deadline: inHours(8), status: 'new_deal' }, now)).toBeNull();
  });

  it('shows no level for done or canceled orders', () => {
    expect(deadlineIntent({ deadline: inHours(1), status: 'done' }, now)).toBeNull();
    expect(deadlineIntent({ deadline: inHours(1), status: 'canceled' }, now)).toBeNull();
  });
});

describe('order cell data', () => {
  it('collects product images and type names', () => {
    const order = {
      products: [{ productImages: ['x', 'y'] }, { productImages: null }, { productImages: ['z'] }],
      productCatalogs: [{ id: 1, name: 'Mug' }],
    } as unknown as ListedOrder;
    expect(productImagesOf(order)).toEqual(['x', 'y', 'z']);
    expect(productTypeNames(order)).toEqual(['Mug']);
  });

  it('prefers the order customer code, then the customer code', () => {
    const base = { id: 7, code: 'DH000007', codeCustomer: null, customer: { id: 1, displayName: 'A', code: 'KH1' } };
    expect(orderCodes(base as unknown as Order)).toEqual({ id: '#7', customerCode: 'KH1' });
    expect(orderCodes({ ...base, codeCustomer: 'C9' }).customerCode).toBe('C9');
  });
});
