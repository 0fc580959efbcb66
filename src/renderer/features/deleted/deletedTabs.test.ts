import { describe, expect, it } from 'vitest';
import { visibleDeletedTabs } from './deletedTabs';

describe('deleted tabs', () => {
  it('shows deleted tabs per getDelete', () => {
    const staff = {
      id: 2,
      scope: 'staff',
      isOutsource: false,
      permission: { customers: ['getDelete'], orders: ['get'] },
    };
    expect(visibleDeletedTabs(staff)).toEqual(['customers']);
    expect(visibleDeletedTabs({ id: 1, scope: 'manager', isOutsource: false, permission: null })).toEqual([
      'orders',
      'customers',
    ]);
  });
});
