import { describe, expect, it } from 'vitest';
import {
  actionsFor,
  can,
  canAny,
  canList,
  defaultPermissionMap,
  isManager,
  listPermission,
  reachesEveryRow,
  ORDER_ACTIONS,
  RESOURCE_ACTIONS,
  sanitizePermissionMap,
  USER_ACTIONS,
  type PermissionMap,
  type Principal,
} from './permissions';

const staff = (permission: PermissionMap | null, isOutsource = false): Principal => ({
  id: 5,
  scope: 'staff',
  isOutsource,
  permission,
});
const manager: Principal = { id: 1, scope: 'manager', isOutsource: false, permission: null };

describe('can', () => {
  it('lets a manager pass every check, even on unknown resources', () => {
    expect(isManager(manager)).toBe(true);
    expect(can(manager, 'orders', 'delete')).toBe(true);
    expect(can(manager, 'nothing', 'anything')).toBe(true);
  });

  it('checks the permission map of anyone else', () => {
    const user = staff({ orders: ['get', 'getOne'], customers: ['get'] });
    expect(isManager(user)).toBe(false);
    expect(can(user, 'orders', 'get')).toBe(true);
    expect(can(user, 'orders', 'getOne')).toBe(true);
    expect(can(user, 'orders', 'delete')).toBe(false);
    expect(can(user, 'customers', 'getOne')).toBe(false);
    expect(can(user, 'payments', 'get')).toBe(false);
  });

  it('refuses everything with no map or a malformed entry', () => {
    expect(can(staff(null), 'orders', 'get')).toBe(false);
    expect(can(staff({ orders: 'get' as unknown as string[] }), 'orders', 'get')).toBe(false);
  });

  it('does not treat a null or other scope as manager', () => {
    expect(can({ ...manager, scope: null }, 'orders', 'get')).toBe(false);
    expect(can({ ...manager, scope: 'Manager' }, 'orders', 'get')).toBe(false);
  });
});

describe('canAny', () => {
  it('is true when any resource holds the action', () => {
    const user = staff({ orders: ['get'], customers: ['getDelete'] });
    expect(canAny(user, 'getDelete')).toBe(true);
    expect(canAny(user, 'analysis')).toBe(false);
    expect(canAny(staff(null), 'get')).toBe(false);
    expect(canAny(manager, 'analysis')).toBe(true);
  });
});

describe('canList', () => {
  it('needs get on an ordinary resource', () => {
    expect(listPermission('orders')).toEqual(['orders', 'get']);
    expect(canList(staff({ orders: ['get'] }), 'orders')).toBe(true);
    expect(canList(staff({ orders: ['getOne'] }), 'orders')).toBe(false);
  });

  it.each([
    ['designers', 'getDesigners'],
    ['guarantees', 'getGuarantees'],
    ['delivers', 'getDelivers'],
    ['dealers', 'getDealer'],
    ['salers', 'getSalerB'],
    ['leaders', 'getLeaders'],
  ])('opens the %s lookup with users.%s', (lookup, action) => {
    expect(listPermission(lookup)).toEqual(['users', action]);
    expect(canList(staff({ users: [action] }), lookup)).toBe(true);
    expect(canList(staff({ users: ['get'] }), lookup)).toBe(false);
  });

  it('also opens a lookup with get on the lookup itself', () => {
    expect(canList(staff({ designers: ['get'] }), 'designers')).toBe(true);
  });
});

describe('actionsFor', () => {
  it('adds the order and user keys to their resources', () => {
    expect(actionsFor('orders')).toEqual([...RESOURCE_ACTIONS, ...ORDER_ACTIONS]);
    expect(actionsFor('users')).toEqual([...RESOURCE_ACTIONS, ...USER_ACTIONS]);
    expect(actionsFor('salaryInfos')).toContain('update');
    expect(actionsFor('orderFlow')).toContain('forceCreateOne');
    expect(actionsFor('orderFlow')).toContain('nextNewDeal');
    expect(actionsFor('niches')).toEqual(RESOURCE_ACTIONS);
  });
});

describe('sanitizePermissionMap', () => {
  it('drops unknown resources and actions, duplicates and non-strings', () => {
    const out = sanitizePermissionMap({
      orders: ['get', 'get', 'dealPrice', 'fly', 7],
      users: ['getDesigners', 'dealPrice'],
      orderFlow: ['nextNewDeal', 'get'],
      nowhere: ['get'],
      customers: 'get',
      niches: ['unknown'],
    });
    expect(out).toEqual({
      orders: ['get', 'dealPrice'],
      users: ['getDesigners'],
      orderFlow: ['nextNewDeal'],
    });
  });

  it('ignores prototype keys', () => {
    const input = JSON.parse('{"__proto__": ["get"], "constructor": ["get"], "orders": ["get"]}') as Record<
      string,
      unknown
    >;
    expect(sanitizePermissionMap(input)).toEqual({ orders: ['get'] });
  });
});

describe('defaultPermissionMap', () => {
  it("joins the role's map and the user type's, per resource the union of action keys", () => {
    const role = { orders: ['get', 'getOne'], customers: ['get'], orderFlow: ['nextNewDeal'] };
    const type = { orders: ['getOne', 'exportExcel'], niches: ['get'], orderFlow: ['nextDone'] };
    expect(defaultPermissionMap(role, type)).toEqual({
      orders: ['get', 'getOne', 'exportExcel'],
      customers: ['get'],
      orderFlow: ['nextNewDeal', 'nextDone'],
      niches: ['get'],
    });
  });

  it('takes a missing role or type as empty', () => {
    expect(defaultPermissionMap(null, { niches: ['get'] })).toEqual({ niches: ['get'] });
    expect(defaultPermissionMap({ niches: ['get'] }, undefined)).toEqual({ niches: ['get'] });
    expect(defaultPermissionMap(null, null)).toEqual({});
  });

  it('keeps only real grants of either map', () => {
    const role = { orders: ['get', 'fly'], nowhere: ['get'], customers: 'get' };
    const type = JSON.parse(
      '{"__proto__": ["get"], "orders": ["get", 3], "users": ["getDesigners", "dealPrice"]}',
    ) as Record<string, unknown>;
    expect(defaultPermissionMap(role, type)).toEqual({ orders: ['get'], users: ['getDesigners'] });
  });
});

describe('malformed maps', () => {
  it('never reads a string entry as a list of actions', () => {
    const user = staff({ orders: 'getDelete' as unknown as string[], logs: 3 as unknown as string[] });
    expect(canAny(user, 'getDelete')).toBe(false);
  });
});

describe('an API token', () => {
  const readOnly = { readOnly: true, permission: null };
  const chosen = { readOnly: false, permission: { orders: ['get'], customers: ['get', 'create'] } };

  it('read-only: lets through what its owner holds (the route refuses its writes)', () => {
    const user = { ...staff({ orders: ['get', 'update'] }), token: readOnly };
    expect(can(user, 'orders', 'get')).toBe(true);
    expect(can(user, 'customers', 'get')).toBe(false);
  });

  it('of chosen keys: only those, and only while the owner holds them', () => {
    const user = { ...staff({ orders: ['get', 'update'], customers: ['get'] }), token: chosen };
    expect(can(user, 'orders', 'get')).toBe(true);
    expect(can(user, 'orders', 'update')).toBe(false);
    expect(can(user, 'customers', 'create')).toBe(false);
    expect(canAny(user, 'create')).toBe(false);
    expect(canAny(user, 'get')).toBe(true);
  });

  it("of a manager's: the chosen keys, none of a manager's powers, every row still in reach", () => {
    const user = { ...manager, token: chosen };
    expect(can(user, 'customers', 'create')).toBe(true);
    expect(can(user, 'orders', 'delete')).toBe(false);
    expect(isManager(user)).toBe(false);
    expect(reachesEveryRow(user)).toBe(true);
    expect(isManager({ ...manager, token: readOnly })).toBe(true);
  });
});
