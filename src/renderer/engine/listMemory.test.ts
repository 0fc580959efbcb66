import { describe, expect, it } from 'vitest';
import {
  idsOfRows,
  neighbourPath,
  neighboursOf,
  rememberedListIds,
  rememberListIds,
  type IdStorage,
} from './listMemory';

function memoryStorage(): IdStorage & { readonly items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

describe('the ids a list remembers for its record pages', () => {
  it('takes the rows’ ids in order, skipping rows without a positive whole id', () => {
    expect(idsOfRows([{ id: 7 }, { id: 3 }, { id: '4' }, { id: 0 }, null, 5, { id: 2.5 }, { id: 9 }])).toEqual([
      7, 3, 9,
    ]);
  });

  it('finds the neighbours in the list’s order, none past an edge', () => {
    const ids = [7, 3, 9];
    expect(neighboursOf(ids, 3)).toEqual({ previous: 7, next: 9, listed: true });
    expect(neighboursOf(ids, 7)).toEqual({ previous: null, next: 3, listed: true });
    expect(neighboursOf(ids, 9)).toEqual({ previous: 3, next: null, listed: true });
    expect(neighboursOf(ids, 4)).toEqual({ previous: null, next: null, listed: false });
    expect(neighboursOf([], 4).listed).toBe(false);
  });

  it('keeps one list per resource, the last one shown', () => {
    const storage = memoryStorage();
    rememberListIds(storage, 'orders', [1, 2, 3]);
    rememberListIds(storage, 'customers', [8]);
    rememberListIds(storage, 'orders', [4, 5]);
    expect(rememberedListIds(storage, 'orders')).toEqual([4, 5]);
    expect(rememberedListIds(storage, 'customers')).toEqual([8]);
    expect(rememberedListIds(storage, 'users')).toEqual([]);
  });

  it('reads anything but a list of ids as none, and survives a storage that refuses', () => {
    const storage = memoryStorage();
    storage.items.set('bo.listIds.orders', '{"ids":[1]}');
    expect(rememberedListIds(storage, 'orders')).toEqual([]);
    storage.items.set('bo.listIds.orders', 'not json');
    expect(rememberedListIds(storage, 'orders')).toEqual([]);
    storage.items.set('bo.listIds.orders', '[1,"2",-3,4]');
    expect(rememberedListIds(storage, 'orders')).toEqual([1, 4]);
    const full: IdStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => rememberListIds(full, 'orders', [1])).not.toThrow();
  });

  it('keeps at most a page of 500 ids', () => {
    const storage = memoryStorage();
    rememberListIds(
      storage,
      'orders',
      Array.from({ length: 600 }, (_, i) => i + 1),
    );
    expect(rememberedListIds(storage, 'orders')).toHaveLength(500);
  });

  it('puts the neighbour’s id in place of the record’s in the page’s path', () => {
    expect(neighbourPath('/orders/12/edit', 12, 13)).toBe('/orders/13/edit');
    expect(neighbourPath('/auth/users/5/show', 5, 6)).toBe('/auth/users/6/show');
    expect(neighbourPath('/customers/5/edit', 5, 55)).toBe('/customers/55/edit');
    expect(neighbourPath('/niches/3/show', 4, 5)).toBe('/niches/3/show');
  });
});
