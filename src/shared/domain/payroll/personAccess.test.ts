import { describe, expect, it } from 'vitest';
import type { Principal } from '../permissions';
import { mayReadRegistersOf, mayReadSalariesOf } from './personAccess';

const staff = (permission: Principal['permission'], more: Partial<Principal> = {}): Principal => ({
  id: 7,
  scope: null,
  isOutsource: false,
  permission,
  ...more,
});

describe('whose registers and salaries a user reads', () => {
  it('reads their own without any permission', () => {
    expect(mayReadRegistersOf(staff({}), 7)).toBe(true);
    expect(mayReadSalariesOf(staff({}), 7)).toBe(true);
  });

  it('needs get on the resource for someone else', () => {
    expect(mayReadRegistersOf(staff({}), 8)).toBe(false);
    expect(mayReadSalariesOf(staff({ workingRegisters: ['get'] }), 8)).toBe(false);
    expect(mayReadRegistersOf(staff({ workingRegisters: ['get'] }), 8)).toBe(true);
    expect(mayReadSalariesOf(staff({ salaryHistories: ['get'] }), 8)).toBe(true);
  });

  it('lets a manager read anyone’s', () => {
    const manager = staff(null, { scope: 'manager' });
    expect(mayReadRegistersOf(manager, 8)).toBe(true);
    expect(mayReadSalariesOf(manager, 8)).toBe(true);
  });

  it('opens no registers to an outsourced user, even their own', () => {
    const outsourced = staff({ workingRegisters: ['get'] }, { isOutsource: true });
    expect(mayReadRegistersOf(outsourced, 7)).toBe(false);
    expect(mayReadSalariesOf(outsourced, 7)).toBe(true);
  });
});
