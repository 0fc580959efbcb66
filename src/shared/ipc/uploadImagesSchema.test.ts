import { describe, expect, it } from 'vitest';
import { uploadImagesSchema } from './contract';

const file = (bytes = 4, name = 'a.png') => ({ name, type: 'image/png', data: new Uint8Array(bytes) });

describe('uploadImagesSchema', () => {
  it('takes one to ten files with a type and an order id', () => {
    expect(uploadImagesSchema.safeParse({ files: [file()] }).success).toBe(true);
    expect(
      uploadImagesSchema.safeParse({ files: Array.from({ length: 10 }, () => file()), type: 'order', orderId: 3 })
        .success,
    ).toBe(true);
  });

  it('refuses no files, more than ten, and bytes that are not a Uint8Array', () => {
    expect(uploadImagesSchema.safeParse({ files: [] }).success).toBe(false);
    expect(uploadImagesSchema.safeParse({ files: Array.from({ length: 11 }, () => file()) }).success).toBe(false);
    expect(uploadImagesSchema.safeParse({ files: [{ ...file(), data: [1, 2] }] }).success).toBe(false);
  });

  it('refuses a file of 5 MB or more with the spec text', () => {
    const result = uploadImagesSchema.safeParse({ files: [file(5 * 1024 * 1024)] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('File over size limit, only upload file <5MB');
    expect(uploadImagesSchema.safeParse({ files: [file(5 * 1024 * 1024 - 1)] }).success).toBe(true);
  });

  it('refuses long names, unknown types and order ids, and extra keys', () => {
    expect(uploadImagesSchema.safeParse({ files: [file(4, 'x'.repeat(201))] }).success).toBe(false);
    expect(uploadImagesSchema.safeParse({ files: [file()], type: 'secret' }).success).toBe(false);
    expect(uploadImagesSchema.safeParse({ files: [file()], orderId: 0 }).success).toBe(false);
    expect(uploadImagesSchema.safeParse({ files: [file()], path: '/etc' }).success).toBe(false);
  });
});
