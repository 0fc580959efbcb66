import { describe, expect, it } from 'vitest';
import type { Principal } from '../../shared/domain/permissions';
import { RESOURCES } from '../../shared/domain/resources';
import { resourceAbilities, settledState } from './resourceAbilities';

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

describe('settledState', () => {
  it('freezes a confirmed payment (its note is its only editable field, and settled)', () => {
    expect(settledState(RESOURCES.payments, { id: 1, isConfirm: true })).toEqual({ settled: true, frozen: true });
    expect(settledState(RESOURCES.payments, { id: 1, isConfirm: false })).toEqual({ settled: false, frozen: false });
  });

  it('keeps an accepted fine editable where its note is not settled, but never deleted', () => {
    expect(settledState(RESOURCES.mistakeRecords, { id: 1, isAccept: true })).toEqual({ settled: true, frozen: false });
  });

  it('leaves a resource without the rule alone', () => {
    expect(settledState(RESOURCES.niches, { id: 1 })).toEqual({ settled: false, frozen: false });
  });
});
