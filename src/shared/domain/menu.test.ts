import { describe, expect, it } from 'vitest';
import { MENU, visibleDeletedTabs, visibleMenu, visibleSettingsTabs } from './menu';
import type { PermissionMap, Principal } from './permissions';
import { SETTINGS_TABS } from './resources';

const staff = (permission: PermissionMap | null, isOutsource = false): Principal => ({
  id: 9,
  scope: 'staff',
  isOutsource,
  permission,
});
const manager: Principal = { id: 1, scope: 'manager', isOutsource: false, permission: null };
const keysOf = (user: Principal) => visibleMenu(user).map((e) => e.key);

describe('side menu', () => {
  it('lists the spec entries in order with their paths', () => {
    expect(MENU.map((e) => [e.key, e.path])).toEqual([
      ['dashboard', '/'],
      ['workingRegisters', '/workingRegisters'],
      ['customers', '/customers'],
      ['users', '/users'],
      ['packages', '/packages'],
      ['orders', '/orders'],
      ['payments', '/payments'],
      ['deleted', '/deleted/orders'],
      ['mistakeRecords', '/mistakeRecords'],
      ['reports', '/reports'],
      ['salaryHistories', '/salaryHistories/users'],
      ['permissions', '/permissions'],
      ['roles', '/roles'],
      ['logs', '/logs'],
      ['settings', '/settings/niches'],
      ['changePassword', '/change-password'],
    ]);
    for (const e of MENU) expect(e.icon).toMatch(/^[a-z-]+$/);
  });

  it('shows managers every entry', () => {
    expect(keysOf(manager)).toEqual(MENU.map((e) => e.key));
  });

  it('shows the viewer only dashboard, customers, orders and settings', () => {
    expect(keysOf(staff({ customers: ['get'], orders: ['get'] }))).toEqual([
      'dashboard',
      'customers',
      'orders',
      'settings',
    ]);
  });

  it('shows deleted with getDelete and reports with analysis on any resource', () => {
    const keys = keysOf(staff({ customers: ['getDelete'], niches: ['analysis'] }));
    expect(keys).toEqual(['dashboard', 'deleted', 'reports', 'settings']);
  });

  it('shows an entry with get on its resource', () => {
    expect(keysOf(staff({ salaryHistories: ['get'], logs: ['get'], roles: ['getOne'] }))).toEqual([
      'dashboard',
      'salaryHistories',
      'logs',
      'settings',
    ]);
  });

  it('never shows outsourced users working registers, packages or deleted', () => {
    const outsourced = staff(
      { workingRegisters: ['get'], packages: ['get'], orders: ['get', 'getDelete'], payments: ['get'] },
      true,
    );
    expect(keysOf(outsourced)).toEqual(['dashboard', 'orders', 'payments', 'settings']);
    const keys = keysOf({ ...manager, isOutsource: true });
    expect(keys).not.toContain('workingRegisters');
    expect(keys).not.toContain('packages');
    expect(keys).not.toContain('deleted');
    expect(keys).toContain('payments');
  });

  it('shows Logs with get on the import logs or on the audit trail, never the trail to outsourced users', () => {
    expect(keysOf(staff({ auditEvents: ['get'] }))).toEqual(['dashboard', 'logs', 'settings']);
    expect(keysOf(staff({ logs: ['get'] }))).toEqual(['dashboard', 'logs', 'settings']);
    expect(keysOf(staff({ auditEvents: ['getOne'] }))).toEqual(['dashboard', 'settings']);
    expect(keysOf(staff({ auditEvents: ['get'] }, true))).toEqual(['dashboard', 'settings']);
  });

  it('shows a user with no map the always-on entries', () => {
    expect(keysOf(staff(null))).toEqual(['dashboard', 'settings']);
  });
});

describe('settings tabs', () => {
  it('shows managers every tab', () => {
    expect(visibleSettingsTabs(manager)).toEqual([...SETTINGS_TABS]);
  });

  it('shows others the tabs they may get, in order', () => {
    expect(visibleSettingsTabs(staff({ channels: ['get'], niches: ['get'], brands: ['create'] }))).toEqual([
      'niches',
      'channels',
    ]);
    expect(visibleSettingsTabs(staff(null))).toEqual([]);
  });

  it('hides niches, brands and products from outsourced users', () => {
    const tabs = visibleSettingsTabs(staff({ niches: ['get'], products: ['get'], platforms: ['get'] }, true));
    expect(tabs).toEqual(['platforms']);
  });
});

describe('deleted tabs', () => {
  it('follow getDelete per resource', () => {
    const all = visibleDeletedTabs(manager);
    expect(all.slice(0, 2)).toEqual(['orders', 'customers']);
    expect(all).toEqual(expect.arrayContaining(['users', 'products', 'packages', 'departments', 'productTypes']));
    expect(all).not.toContain('designers');
    expect(all).not.toContain('mistakeRecords');
    expect(visibleDeletedTabs(staff({ products: ['getDelete'], packages: ['get'] }))).toEqual(['products']);
    expect(visibleDeletedTabs(staff({ customers: ['getDelete'] }))).toEqual(['customers']);
    expect(visibleDeletedTabs(staff({ orders: ['get'] }))).toEqual([]);
    expect(visibleDeletedTabs(staff({ orders: ['getDelete'] }, true))).toEqual([]);
  });
});
