import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../shared/domain/resources';
import type { AuthUser } from '../plugins/auth';
import { HttpError } from '../plugins/httpErrors';
import { assertFieldActions } from './fieldActions';

const editor = (actions: readonly string[], isOutsource = false): AuthUser => ({
  id: 4,
  email: 'e@x.io',
  displayName: 'Editor',
  roleId: 3,
  customerId: null,
  scope: 'staff',
  isOutsource,
  permission: { orders: ['update', ...actions] },
});

const stored = {
  priceOrder: 1_000_000,
  deadline: new Date('2026-11-24T08:00:00.000Z'),
  note: 'old',
};

const refusal = (user: AuthUser, values: Record<string, unknown>) => {
  try {
    assertFieldActions(user, RESOURCES.orders, stored, values);
    return null;
  } catch (error) {
    return error instanceof HttpError ? { status: error.statusCode, message: error.message } : error;
  }
};

describe('assertFieldActions', () => {
  it('lets update alone change the core fields', () => {
    expect(refusal(editor([]), { note: 'new', customerId: 2 })).toBeNull();
  });

  it('refuses a guarded field changed without its own key, naming the key', () => {
    expect(refusal(editor([]), { priceOrder: 2_000_000 })).toEqual({
      status: 403,
      message: 'Changing priceOrder needs the orders priceOrder permission.',
    });
    expect(refusal(editor([]), { deadline: new Date('2026-11-25T08:00:00.000Z') })).toMatchObject({ status: 403 });
  });

  it('passes a guarded field sent back unchanged (a whole form saved)', () => {
    expect(refusal(editor([]), { priceOrder: 1_000_000, deadline: new Date(stored.deadline), note: 'x' })).toBeNull();
  });

  it('passes a guarded field with its key, but never a staff-only one from an outsourced user', () => {
    expect(refusal(editor(['priceOrder', 'deadLine']), { priceOrder: 5, deadline: null })).toBeNull();
    expect(refusal(editor(['deadLine'], true), { deadline: null })).toEqual({
      status: 403,
      message: 'Outsourced users cannot change the deadline.',
    });
  });
});
