import { describe, expect, it } from 'vitest';
import { f } from '../../../shared/domain/fields';
import { cellText, enumColor, referencedIds } from './cellFormat';

describe('cell text', () => {
  it('formats money, numbers and dates the spec way', () => {
    expect(cellText(f.money(), 1500000, 'en')).toBe('1,500,000 đ');
    expect(cellText(f.money(), 1500000, 'vi')).toBe('1.500.000 đ');
    expect(cellText(f.int(), 12345, 'en')).toBe('12,345');
    expect(cellText(f.number(), 1.23456, 'en')).toBe('1.23');
    expect(cellText(f.datetime(), new Date(2026, 10, 21, 14, 5).toISOString(), 'en')).toBe('14:05PM 21/11/26');
    expect(cellText(f.date(), '2026-11-21', 'en')).toBe('21/11/2026');
  });

  it('joins lists, strips html and clips long text', () => {
    expect(cellText(f.list(), ['a', 'b'], 'en')).toBe('a, b');
    expect(cellText(f.html(), '<p>Hello <b>there</b></p>', 'en')).toBe('Hello there');
    expect(cellText(f.text(), 'x'.repeat(300), 'en')).toHaveLength(120);
    expect(cellText(f.string(), null, 'en')).toBe('');
  });

  it('colours order statuses from the workflow table', () => {
    expect(enumColor('done')).toBe('#238551');
    expect(enumColor('male')).toBeUndefined();
  });

  it('groups referenced ids per target resource for one lookup each', () => {
    const columns = [
      { name: 'customerId', field: f.ref('customers') },
      { name: 'serviceTypeIds', field: f.refs('serviceTypes') },
      { name: 'contactOwner', field: f.ref('users') },
      { name: 'name', field: f.string() },
    ];
    const rows = [
      { customerId: 3, serviceTypeIds: [2, 1], contactOwner: null },
      { customerId: 3, serviceTypeIds: [], contactOwner: 7 },
      { customerId: 1 },
    ];
    expect(referencedIds(columns, rows)).toEqual({ customers: [1, 3], serviceTypes: [1, 2], users: [7] });
  });
});
