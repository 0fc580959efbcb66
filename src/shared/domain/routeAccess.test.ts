import { describe, expect, it } from 'vitest';
import type { PermissionMap, Principal } from './permissions';
import { canAccessRoute, isHiddenFromOutsource, OUTSOURCE_HIDDEN_SECTIONS, pathSegments } from './routeAccess';

const staff = (permission: PermissionMap | null, isOutsource = false): Principal => ({
  id: 42,
  scope: 'staff',
  isOutsource,
  permission,
});
const manager: Principal = { id: 1, scope: 'manager', isOutsource: false, permission: null };
const outsourcedManager: Principal = { ...manager, isOutsource: true };

/** The viewer demo account: get on customers and orders only. */
const viewer = staff({ customers: ['get'], orders: ['get'] });
const editor = staff({
  orders: ['get', 'getOne', 'create', 'getDelete'],
  niches: ['get', 'create'],
  users: ['getDesigners', 'getOne'],
  channels: ['analysis'],
  workingRegisters: ['get'],
});
const outsourced = staff(
  {
    orders: ['get', 'getOne'],
    packages: ['get', 'getOne'],
    niches: ['get'],
    workingRegisters: ['get', 'create'],
    products: ['getOne'],
    customers: ['getDelete'],
  },
  true,
);
const nobody = staff(null);

describe('canAccessRoute', () => {
  it.each([
    // open to every signed-in user
    [nobody, '/', true],
    [nobody, '/profile', true],
    [nobody, '/change-password', true],
    [nobody, '/settings/niches', true],
    [nobody, '/settings', true],
    [nobody, '/login', true],
    [nobody, '/error/401', true],
    [nobody, '/reset-password?token=abc', true],
    // list needs get on the first segment
    [viewer, '/orders', true],
    [viewer, '/orders/', true],
    [viewer, '/orders?page=2&limit=20', true],
    [viewer, '/customers', true],
    [viewer, '/payments', false],
    [viewer, '/users', false],
    [viewer, '/niches', false],
    [viewer, '/unknown', false],
    // create needs get and create; edit and show need getOne
    [viewer, '/orders/create', false],
    [editor, '/orders/create', true],
    [editor, '/niches/create', true],
    [staff({ niches: ['create'] }), '/niches/create', false],
    [viewer, '/orders/12/edit', false],
    [viewer, '/orders/12/show', false],
    [editor, '/orders/12/edit', true],
    [editor, '/orders/12/show', true],
    [staff({ packages: ['getOne'] }), '/packages/3/show', true],
    [editor, '/users/7/edit', true],
    // special sections
    [viewer, '/reports', false],
    [editor, '/reports', true],
    [viewer, '/deleted/orders', false],
    [editor, '/deleted/orders', true],
    [editor, '/deleted/customers', true],
    [editor, '/orders/deleted', true],
    [viewer, '/orders/deleted', false],
    [staff({ salaryHistories: ['get'] }), '/salaryHistories/users', true],
    [viewer, '/salaryHistories/users', false],
    [editor, '/designers', true],
    [viewer, '/designers', false],
    // working registers: own schedule for everyone, own days with create, others' need get and create
    [viewer, '/workingRegisters/me', true],
    [viewer, '/workingRegisters/42', true],
    [editor, '/workingRegisters/7', false],
    [staff({ workingRegisters: ['create'] }), '/workingRegisters/7', false],
    [staff({ workingRegisters: ['get', 'create'] }), '/workingRegisters/7', true],
    [editor, '/workingRegisters', true],
    [editor, '/workingRegisters/create', false],
    [staff({ workingRegisters: ['create'] }), '/workingRegisters/create', true],
    // one's own rows of a resource naming its owner; everyone's need get
    [viewer, '/userRequests/me', true],
    [viewer, '/mistakeRecords/me', true],
    [viewer, '/userRequests', false],
    [staff({ userRequests: ['get'] }), '/userRequests', true],
    [staff({}), '/orders/me', false],
    // reference links
    [editor, '/auth/orders/5/show', true],
    [viewer, '/auth/orders/5/show', false],
    [editor, '/auth/designers/5/show', true],
    [editor, '/auth/nothing/5/show', false],
    [editor, '/auth/orders/5/edit', false],
    [manager, '/auth/orders', false],
    // managers pass every check
    [manager, '/payments', true],
    [manager, '/reports', true],
    [manager, '/deleted/orders', true],
    [manager, '/niches/3/edit', true],
    [manager, '/workingRegisters', true],
    // outsourced users never open their hidden sections
    [outsourced, '/orders', true],
    [outsourced, '/orders/9/edit', true],
    [outsourced, '/packages', false],
    [outsourced, '/packages/1/show', false],
    [outsourced, '/niches', false],
    [outsourced, '/brands', false],
    [outsourced, '/products/2/show', false],
    [outsourced, '/workingRegisters', false],
    [outsourced, '/workingRegisters/me', false],
    [outsourced, '/workingRegisters/42', false],
    [outsourced, '/deleted/customers', false],
    [outsourced, '/auth/products/1/show', false],
    [outsourced, '/auth/orders/1/show', true],
    [outsourced, '/profile', true],
    // the Logs page opens with either of its tabs
    [staff({ auditEvents: ['get'] }), '/logs', true],
    [staff({ auditEvents: ['get'] }), '/logs/audit', true],
    [staff({ auditEvents: ['get'] }), '/logs/imports', true],
    [staff({ logs: ['get'] }), '/logs/audit', true],
    [staff({ auditEvents: ['get'] }), '/logs/3/show', false],
    [staff({ auditEvents: ['get'] }, true), '/logs/audit', false],
    [viewer, '/logs', false],
    [outsourcedManager, '/packages', false],
    [outsourcedManager, '/payments', true],
  ] as const)('%# %s', (user, path, allowed) => {
    expect(canAccessRoute(user, path)).toBe(allowed);
  });
});

describe('pathSegments', () => {
  it('drops query, hash, empty parts and decodes', () => {
    expect(pathSegments('/orders//12/edit/?x=1#orders/create')).toEqual(['orders', '12', 'edit']);
    expect(pathSegments('/auth/user%20s/1/show')).toEqual(['auth', 'user s', '1', 'show']);
    expect(pathSegments('/bad/%E0%A4%A')).toEqual(['bad', '%E0%A4%A']);
    expect(pathSegments('')).toEqual([]);
  });
});

describe('outsourced sections', () => {
  it('are the spec six, and the audit trail', () => {
    expect([...OUTSOURCE_HIDDEN_SECTIONS].sort()).toEqual([
      'auditEvents',
      'brands',
      'deleted',
      'niches',
      'packages',
      'products',
      'workingRegisters',
    ]);
    expect(isHiddenFromOutsource('orders')).toBe(false);
  });
});
