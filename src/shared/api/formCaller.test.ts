import { describe, expect, it, vi } from 'vitest';
import { createFormCaller, toFormApiRequest } from './formCaller';
import { toFormData } from './multipart';

const png = { name: 'a.png', type: 'image/png', bytes: new Uint8Array([137, 80]) };

describe('the form caller', () => {
  it('hands the platform the key, never a path, with the parts as given', async () => {
    const send = vi.fn(() => Promise.resolve({ results: [] }));
    const callForm = createFormCaller(send);
    expect(await callForm('POST /orders/searchByImage', { parts: { image: png } })).toEqual({ results: [] });
    expect(send).toHaveBeenCalledWith({ key: 'POST /orders/searchByImage', parts: { image: png } });
  });

  it('turns a form into the endpoint’s request with a multipart body', () => {
    const request = toFormApiRequest({ key: 'POST /uploadFile', parts: { images: [png, png], type: 'order' } });
    expect(request).toMatchObject({ method: 'POST', path: '/uploadFile' });
    const form = request.body as FormData;
    expect(form.getAll('images')).toHaveLength(2);
    expect(form.get('type')).toBe('order');
  });

  it('refuses a key that is not a multipart endpoint', () => {
    expect(() => toFormApiRequest({ key: 'POST /orders' as never, parts: {} })).toThrow(/not a multipart endpoint/);
  });
});

describe('toFormData', () => {
  it('puts the text fields first and the files last, leaving out what is undefined', async () => {
    const form = toFormData({
      file: { ...png, name: '' },
      cookie: undefined,
      finishedDate: '2026-12-20',
      status: 'done',
    });
    expect([...form.keys()]).toEqual(['finishedDate', 'status', 'file']);
    const file = form.get('file') as File;
    expect(file.name).toBe('file');
    expect(file.type).toBe('image/png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(png.bytes);
  });
});
