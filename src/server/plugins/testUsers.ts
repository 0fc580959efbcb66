import type { AuthUser } from './auth';

/**
 * A signed-in user for the services' unit tests: a manager (every permission, every row)
 * unless `overrides` say otherwise, e.g. `testUser({ id: 2, scope: 'staff', permission: {…} })`.
 */
export function testUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    id: 1,
    email: 'manager@x.io',
    displayName: 'Manager',
    roleId: 1,
    customerId: null,
    scope: 'manager',
    isOutsource: false,
    permission: null,
    ...overrides,
  };
}
