import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/errors';
import type { FormFile } from '../../../shared/api/multipart';
import { formRequestSchema } from '../../../shared/ipc/contract';
import { toIpcForm, toIpcParts, toIpcRequest, unwrapIpcResult } from './ipcResult';

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

describe('toIpcForm', () => {
  it('copies each file onto its own plain buffer, keeps the text and drops what is undefined', () => {
    const shared = new Uint8Array(new SharedArrayBuffer(8));
    const view = new Uint8Array(new ArrayBuffer(16), 4, 4);
    const form = toIpcForm({
      key: 'POST /uploadFile',
      parts: { images: [{ name: 'a.png', type: 'image/png', bytes: view }], type: 'order', orderId: undefined },
    });
    expect(form.parts).toEqual({
      images: [{ name: 'a.png', type: 'image/png', bytes: new Uint8Array(4) }],
      type: 'order',
    });
    const [copy] = form.parts.images as readonly FormFile[];
    expect(copy.bytes.buffer).not.toBe(view.buffer);
    expect(copy.bytes.byteLength).toBe(copy.bytes.buffer.byteLength);
    const search = toIpcForm({
      key: 'POST /orders/searchByImage',
      parts: { image: { name: 'b', type: '', bytes: shared } },
    });
    expect((search.parts.image as { bytes: Uint8Array }).bytes.buffer).toBeInstanceOf(ArrayBuffer);
    expect(formRequestSchema.safeParse(search).success).toBe(true);
  });
});

describe('toIpcParts', () => {
  it('passes whole buffers as they are and copies views of larger or shared ones', () => {
    const whole = new Uint8Array([1, 2, 3]);
    const view = new Uint8Array([0, 1, 2, 3, 4]).subarray(1, 3);
    const shared = new Uint8Array(new SharedArrayBuffer(2));
    const [a, b, c] = toIpcParts([whole, view, shared]);
    expect(a).toBe(whole);
    expect(b).toEqual(new Uint8Array([1, 2]));
    expect(b.buffer.byteLength).toBe(2);
    expect(c.buffer).toBeInstanceOf(ArrayBuffer);
    expect(c).toEqual(new Uint8Array(2));
  });
});
