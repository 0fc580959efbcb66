import { describe, expect, it } from 'vitest';
import type { PermissionMap, Principal } from '../../../shared/domain/permissions';
import { customerItem, orderItem, screenItems, searchableGroups, userItem } from './paletteSources';

const staff = (permission: PermissionMap, isOutsource = false): Principal => ({
  id: 9,
  scope: 'staff',
  isOutsource,
  permission,
});
const manager: Principal = { id: 1, scope: 'manager', isOutsource: false, permission: null };
const READ = ['get', 'getOne'];
/** The demo roles' maps that matter here: a viewer, a designer, the same designer outsourced. */
const viewer = staff({ orders: READ, customers: READ });
const designer = staff({ orders: READ, users: ['getLeaders'], mistakeRecords: READ });
const outsourced = staff({ orders: READ, users: ['getLeaders'], payments: READ }, true);
const listOnly = staff({ customers: ['get'] });

const label = { menu: (key: string) => key, resource: (name: string) => name };
const keys = (user: Principal, query = '') => screenItems(user, query, label).map((item) => item.key);

describe('what the palette may search', () => {
  it('searches the lists the menu shows whose pages the user may open', () => {
    expect(searchableGroups(manager)).toEqual({ orders: true, customers: true, users: true });
    expect(searchableGroups(viewer)).toEqual({ orders: true, customers: true, users: false });
    expect(searchableGroups(designer)).toEqual({ orders: true, customers: false, users: false });
    expect(searchableGroups(outsourced)).toEqual({ orders: true, customers: false, users: false });
    // A list without getOne: its records' pages would answer 'unauthorized'.
    expect(searchableGroups(listOnly)).toEqual({ orders: false, customers: false, users: false });
  });

  it('offers the menu’s screens the user sees, and the settings tabs under Settings', () => {
    const all = keys(manager);
    expect(all).toContain('screens:permissions');
    expect(all).toContain('screens:settings/niches');
    expect(keys(outsourced)).not.toContain('screens:customers');
    expect(keys(outsourced)).not.toContain('screens:users');
    expect(keys(outsourced)).toContain('screens:orders');
    expect(keys(viewer)).toEqual(expect.arrayContaining(['screens:dashboard', 'screens:customers', 'screens:orders']));
    expect(keys(viewer)).not.toContain('screens:permissions');
  });

  it('keeps the screens whose name holds the typed words', () => {
    expect(keys(manager, 'ord')).toEqual(['screens:orders', 'screens:settings/orderRequirements']);
    expect(keys(manager, 'set nich')).toEqual(['screens:settings/niches']);
    expect(keys(outsourced, 'customers')).toEqual([]);
  });
});

describe('the records the palette lists', () => {
  it('opens an order on its edit page, named by id and name with its code', () => {
    const item = orderItem({ id: 12, name: 'Logo', code: 'DH000012', status: 'done' }, (s) => `status:${s}`);
    expect(item).toEqual({
      key: 'orders:12',
      group: 'orders',
      icon: 'shopping-cart',
      text: '#12 · Logo',
      label: 'DH000012',
      path: '/orders/12/edit',
    });
  });

  it('names an outsourced list’s order, which has no name or code, by id and status', () => {
    const item = orderItem({ id: 5, status: 'design_in_progress' }, (s) => `status:${s}`);
    expect(item).toMatchObject({ text: '#5', label: 'status:design_in_progress' });
  });

  it('opens a customer on the customer page and a user on the user page', () => {
    expect(customerItem({ id: 3, displayName: 'Anna', code: 'C3', email: 'a@x.vn' })).toMatchObject({
      text: 'Anna',
      label: 'C3',
      path: '/customers/3/edit',
    });
    expect(customerItem({ id: 4, displayName: null, code: null, email: null })).toEqual({
      key: 'customers:4',
      group: 'customers',
      icon: 'person',
      text: '#4',
      path: '/customers/4/edit',
    });
    expect(userItem({ id: 8, displayName: 'Bao', email: 'bao@demo.local' })).toMatchObject({
      text: 'Bao',
      label: 'bao@demo.local',
      path: '/users/8/show',
    });
  });
});
