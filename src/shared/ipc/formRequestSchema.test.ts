import { describe, expect, it } from 'vitest';
import { API } from '../api/api';
import { isMultipart, type Endpoint } from '../api/endpoint';
import { FORM_KEYS } from '../api/formCaller';
import type { FormPart, FormPartValue } from '../api/multipart';
import { formRequestSchema } from './contract';

const ENDPOINTS = Object.entries(API as Readonly<Record<string, Endpoint>>);

/** The smallest value a part accepts: one byte of file, the first choice, a digit. */
const sample = (part: FormPart): FormPartValue => {
  const file = { name: 'f', type: 'application/octet-stream', bytes: new Uint8Array(1) };
  if (part.kind === 'file') return file;
  if (part.kind === 'files') return [file];
  return part.values?.[0] ?? '1';
};

describe('formRequestSchema', () => {
  it('admits every multipart endpoint of the catalogue, with the parts its description names', () => {
    const multipart = ENDPOINTS.filter(([, e]) => isMultipart(e.body)).map(([key]) => key);
    expect([...FORM_KEYS].sort()).toEqual(multipart.sort());
    expect(multipart.length).toBeGreaterThanOrEqual(3);
    for (const [key, endpoint] of ENDPOINTS) {
      if (!isMultipart(endpoint.body)) continue;
      const parts = Object.fromEntries(Object.entries(endpoint.body.parts).map(([name, p]) => [name, sample(p)]));
      expect(formRequestSchema.safeParse({ key, parts }).success, key).toBe(true);
      const required = Object.entries(endpoint.body.parts).filter(([, p]) => !p.optional);
      for (const [name] of required) {
        const without = Object.fromEntries(Object.entries(parts).filter(([n]) => n !== name));
        expect(formRequestSchema.safeParse({ key, parts: without }).success, `${key} without ${name}`).toBe(false);
      }
    }
  });

  it('refuses every JSON endpoint of the catalogue', () => {
    for (const [key, endpoint] of ENDPOINTS) {
      if (isMultipart(endpoint.body)) continue;
      expect(formRequestSchema.safeParse({ key, parts: {} }).success, key).toBe(false);
    }
  });

  it('bounds each file by its part: the upload limit is under 5 MB, names at 255 characters', () => {
    const image = (bytes: number, name = 'a.png') => ({ name, type: 'image/png', bytes: new Uint8Array(bytes) });
    const search = (img: unknown) =>
      formRequestSchema.safeParse({ key: 'POST /orders/searchByImage', parts: { image: img } });
    expect(search(image(5 * 1024 * 1024 - 1)).success).toBe(true);
    const tooLarge = search(image(5 * 1024 * 1024));
    expect(tooLarge.error?.issues[0]).toMatchObject({
      path: ['parts', 'image', 'bytes'],
      message: 'File over size limit, only upload file <5MB',
    });
    expect(search(image(1, 'x'.repeat(256))).success).toBe(false);
    expect(search({ ...image(1), data: new Uint8Array(1) }).success).toBe(false);
  });
});
