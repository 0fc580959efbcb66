import { describe, expect, it } from 'vitest';
import { operationIdOf } from './operations';

describe('operationIdOf', () => {
  it('spells the catalogue key as one camel-case name', () => {
    expect(operationIdOf({ method: 'POST', path: '/orders/:id/clone' })).toBe('postOrdersByIdClone');
    expect(operationIdOf({ method: 'GET', path: '/auth/sso-key' })).toBe('getAuthSsoKey');
    expect(operationIdOf({ method: 'DELETE', path: '/niches/sortDelete/:id' })).toBe('deleteNichesSortDeleteById');
  });
});
