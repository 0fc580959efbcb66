import { describe, expect, it } from 'vitest';
import { matchesSearch as matchesText } from '../../../shared/domain/search/searchText';
import {
  orderedItems,
  parsePaletteQuery,
  searchesRecords,
  sectionsOf,
  type PaletteGroup,
  type PaletteItem,
} from './paletteItems';

const item = (group: PaletteGroup, id: string): PaletteItem => ({
  key: `${group}:${id}`,
  group,
  icon: 'dot',
  text: id,
  path: `/${group}/${id}`,
});

describe('what the palette reads from the typed text', () => {
  it('reads a number, with or without #, as an order id', () => {
    expect(parsePaletteQuery(' 12 ')).toEqual({ text: '12', orderId: 12 });
    expect(parsePaletteQuery('#7')).toEqual({ text: '7', orderId: 7 });
    expect(parsePaletteQuery('DH000012')).toEqual({ text: 'DH000012', orderId: null });
    expect(parsePaletteQuery('12 roses')).toEqual({ text: '12 roses', orderId: null });
    expect(parsePaletteQuery('0')).toEqual({ text: '0', orderId: null });
    expect(parsePaletteQuery('1234567890')).toEqual({ text: '1234567890', orderId: null });
  });

  it('cuts the text to the longest search the API takes', () => {
    expect(parsePaletteQuery('x'.repeat(300)).text).toHaveLength(200);
  });

  it('searches records from two characters, or from an order id’s first digit', () => {
    expect(searchesRecords(parsePaletteQuery('a'))).toBe(false);
    expect(searchesRecords(parsePaletteQuery('an'))).toBe(true);
    expect(searchesRecords(parsePaletteQuery('5'))).toBe(true);
    expect(searchesRecords(parsePaletteQuery('  '))).toBe(false);
  });

  it('matches screens by the search rule: words by their start, whatever the case and the Vietnamese marks', () => {
    expect(matchesText('Đơn hàng', 'don')).toBe(true);
    expect(matchesText('Đơn hàng', 'HANG đơn')).toBe(true);
    expect(matchesText('Settings › Niches', 'set nich')).toBe(true);
    expect(matchesText('Orders', 'users')).toBe(false);
    // A word's start, not any part of it: 'an' is in 'Change password' but starts none of its words.
    expect(matchesText('Change password', 'an')).toBe(false);
    expect(matchesText('Change password', 'pass')).toBe(true);
    expect(matchesText('Orders', '')).toBe(true);
  });
});

describe('the palette’s groups', () => {
  it('lists screens, orders, customers and users in that order, each entry once', () => {
    const items = orderedItems({
      users: [item('users', '1')],
      orders: [item('orders', '12'), item('orders', '3'), item('orders', '12')],
      screens: [item('screens', 'orders')],
      customers: [],
    });
    expect(items.map((i) => i.key)).toEqual(['screens:orders', 'orders:12', 'orders:3', 'users:1']);
  });

  it('drops an item filed under another group', () => {
    expect(orderedItems({ orders: [item('users', '1')] })).toEqual([]);
  });

  it('puts each group under one header, with the items’ places in the keyboard order', () => {
    const items = orderedItems({
      screens: [item('screens', 'a'), item('screens', 'b')],
      customers: [item('customers', '4')],
    });
    expect(sectionsOf(items)).toEqual([
      {
        group: 'screens',
        entries: [
          { item: items[0], index: 0 },
          { item: items[1], index: 1 },
        ],
      },
      { group: 'customers', entries: [{ item: items[2], index: 2 }] },
    ]);
    expect(sectionsOf([])).toEqual([]);
  });
});
