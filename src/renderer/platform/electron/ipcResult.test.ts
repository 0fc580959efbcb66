import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/errors';
import { toIpcRequest, unwrapIpcResult } from './ipcResult';

describe('unwrapIpcResult', () => {
  it('returns the data of a success', () => {
    expect(unwrapIpcResult({ ok: true, data: { userId: 3 } })).toEqual({ userId: 3 });
  });

  it('throws the failure as an ApiError', () => {
    const failure = { kind: 'http', statusCode: 403, message: 'Missing permission orders.create' } as const;
    let caught: unknown;
    try {
      unwrapIpcResult({ ok: false, error: failure });
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(ApiError);
    expect((caught as ApiError).toFailure()).toEqual({ ...failure, details: undefined });
  });
});

describe('toIpcRequest', () => {
  it('leaves out query entries without a value', () => {
    const req = toIpcRequest({ method: 'GET', path: '/orders', query: { limit: 1, q: undefined, filter: null } });
    expect(req).toEqual({ method: 'GET', path: '/orders', body: undefined, query: { limit: 1, filter: null } });
  });

  it('sends no query when there is none', () => {
    expect(toIpcRequest({ method: 'POST', path: '/auth/logout' })).toEqual({
      method: 'POST',
      path: '/auth/logout',
      body: undefined,
    });
  });
});
