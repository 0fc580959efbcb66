import { describe, expect, it } from 'vitest';
import { API } from './api';
import { errorStatusesOf, operationIdOf } from './operations';

describe('operationIdOf', () => {
  it('spells the catalogue key as one camel-case name', () => {
    expect(operationIdOf({ method: 'POST', path: '/orders/:id/clone' })).toBe('postOrdersByIdClone');
    expect(operationIdOf({ method: 'GET', path: '/auth/sso-key' })).toBe('getAuthSsoKey');
    expect(operationIdOf({ method: 'DELETE', path: '/niches/sortDelete/:id' })).toBe('deleteNichesSortDeleteById');
  });
});

describe('errorStatusesOf', () => {
  it('gives a public sign-in its wrong-password 401 and its throttle', () => {
    expect(errorStatusesOf(API['POST /auth/login'])).toEqual([400, 401, 403, 409, 413, 415, 426, 429]);
  });

  it('gives a generic read by id the session, permission and missing-row errors', () => {
    expect(errorStatusesOf(API['GET /orders/:id'])).toEqual([400, 401, 403, 404, 426]);
  });

  it('refuses the redo of a resource that deletes for good with 405, not of one that soft-deletes', () => {
    expect(errorStatusesOf(API['PUT /payments/:id'])).toContain(405);
    expect(errorStatusesOf(API['PUT /orders/:id'])).not.toContain(405);
  });

  it('names 501 where the contract says the server may lack what it needs', () => {
    expect(errorStatusesOf(API['POST /upload/signedUrlS3'])).toContain(501);
    expect(errorStatusesOf(API['GET /users/me'])).toEqual([400, 401, 403, 426]);
  });
});
