import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../shared/domain/resources';
import { ROLE_IDS } from '../../shared/domain/roles';
import type { AuthUser } from '../plugins/auth';
import { HttpError } from '../plugins/httpErrors';
import { assertGuardedFields } from './fieldGuards';

const user = (permission: Record<string, string[]>): AuthUser => ({
  id: 7,
  email: 'hr@demo.local',
  displayName: 'HR',
  scope: 'staff',
  isOutsource: false,
  permission,
  roleId: 5,
  customerId: null,
});

const usersOnly = user({ users: ['create', 'update'] });
const payroll = user({ users: ['create', 'update'], salaryInfos: ['update'] });
const stored = { id: 40, roleId: ROLE_IDS.pd, salaryScheme: 'A1', coef: 1.2, coefOT: 1.5 };

const status = (work: () => void): number | null => {
  try {
    work();
    return null;
  } catch (error) {
    return error instanceof HttpError ? error.statusCode : -1;
  }
};

describe("a user's salary terms (guardedFields)", () => {
  it('needs salaryInfos.update to set them on create or change them on update', () => {
    expect(status(() => assertGuardedFields(usersOnly, RESOURCES.users, null, { coef: 1.1 }))).toBe(403);
    expect(status(() => assertGuardedFields(usersOnly, RESOURCES.users, stored, { coefOT: 2 }))).toBe(403);
    expect(status(() => assertGuardedFields(payroll, RESOURCES.users, stored, { coefOT: 2 }))).toBeNull();
  });

  it('lets a form send them back unchanged, or leave them empty on create, without the permission', () => {
    expect(status(() => assertGuardedFields(usersOnly, RESOURCES.users, stored, { coef: 1.2, note: 'x' }))).toBeNull();
    expect(status(() => assertGuardedFields(usersOnly, RESOURCES.users, null, { coef: null }))).toBeNull();
  });

  it('keeps them empty on a customer-role user, whoever asks', () => {
    const customer = { ...stored, roleId: ROLE_IDS.customer, salaryScheme: null, coef: null, coefOT: null };
    expect(status(() => assertGuardedFields(payroll, RESOURCES.users, customer, { coef: 1 }))).toBe(400);
    expect(status(() => assertGuardedFields(payroll, RESOURCES.users, null, { roleId: 22, salaryScheme: 'A1' }))).toBe(
      400,
    );
    expect(status(() => assertGuardedFields(payroll, RESOURCES.users, customer, { coef: null }))).toBeNull();
  });

  it('holds on the user lookup views too', () => {
    expect(status(() => assertGuardedFields(usersOnly, RESOURCES.designers, stored, { coef: 3 }))).toBe(403);
  });
});

describe("an order's own keys (guardedFields)", () => {
  const editor = (actions: readonly string[], isOutsource = false): AuthUser => ({
    ...user({ orders: ['update', ...actions] }),
    isOutsource,
  });
  const order = { id: 9, priceOrder: 1_000_000, deadline: new Date('2026-11-24T08:00:00.000Z'), note: 'old' };
  const message = (work: () => void): string | null => {
    try {
      work();
      return null;
    } catch (error) {
      return error instanceof HttpError ? error.message : String(error);
    }
  };

  it('lets create set them, and update alone change the core fields', () => {
    expect(
      status(() => assertGuardedFields(editor([]), RESOURCES.orders, null, { priceOrder: 1, paymentStatus: 'TT' })),
    ).toBeNull();
    expect(
      status(() => assertGuardedFields(editor([]), RESOURCES.orders, order, { note: 'new', customerId: 2 })),
    ).toBeNull();
  });

  it('refuses a guarded field changed without its own key, naming the key', () => {
    expect(message(() => assertGuardedFields(editor([]), RESOURCES.orders, order, { priceOrder: 2_000_000 }))).toBe(
      'Setting priceOrder needs the orders priceOrder permission.',
    );
    const later = { deadline: new Date('2026-11-25T08:00:00.000Z') };
    expect(status(() => assertGuardedFields(editor([]), RESOURCES.orders, order, later))).toBe(403);
  });

  it('passes a guarded field sent back unchanged (a whole form saved)', () => {
    const same = { priceOrder: 1_000_000, deadline: new Date(order.deadline), note: 'x' };
    expect(status(() => assertGuardedFields(editor([]), RESOURCES.orders, order, same))).toBeNull();
  });

  it('passes a guarded field with its key, but never a staff-only one from an outsourced user', () => {
    const both = { priceOrder: 5, deadline: null };
    expect(
      status(() => assertGuardedFields(editor(['priceOrder', 'deadLine']), RESOURCES.orders, order, both)),
    ).toBeNull();
    expect(
      message(() => assertGuardedFields(editor(['deadLine'], true), RESOURCES.orders, order, { deadline: null })),
    ).toBe('Outsourced users cannot set deadline.');
  });
});
