import { describe, expect, it } from 'vitest';
import type { Principal } from '../../shared/domain/permissions';
import { RESOURCES } from '../../shared/domain/resources';
import { resourceAbilities } from './resourceAbilities';

const staff = (permission: Record<string, string[]>): Principal => ({
  id: 2,
  scope: 'staff',
  isOutsource: false,
  permission,
});

describe('resourceAbilities', () => {
  it('offers redo to those who may delete, as the server decides', () => {
    expect(resourceAbilities(staff({ customers: ['update'] }), RESOURCES.customers).redo).toBe(false);
    expect(resourceAbilities(staff({ customers: ['delete'] }), RESOURCES.customers).redo).toBe(true);
    expect(resourceAbilities(staff({ niches: ['delete'] }), RESOURCES.niches).redo).toBe(false);
  });

  it('offers no write on a read-only resource, even to a manager', () => {
    const manager: Principal = { id: 1, scope: 'manager', isOutsource: false, permission: null };
    expect(resourceAbilities(manager, RESOURCES.logs)).toMatchObject({ create: false, update: false, remove: false });
  });

  it('hides the sections outsourced users never open', () => {
    const outsourced: Principal = {
      id: 3,
      scope: 'staff',
      isOutsource: true,
      permission: { niches: ['get', 'create'] },
    };
    expect(resourceAbilities(outsourced, RESOURCES.niches)).toMatchObject({ create: false, show: false });
  });

  it('offers the export with exportExcel on the resource, as the server decides', () => {
    expect(resourceAbilities(staff({ orders: ['get'] }), RESOURCES.orders).exportExcel).toBe(false);
    expect(resourceAbilities(staff({ orders: ['get', 'exportExcel'] }), RESOURCES.orders).exportExcel).toBe(true);
    expect(resourceAbilities(staff({ customers: ['exportExcel'] }), RESOURCES.orders).exportExcel).toBe(false);
  });
});
