import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/errors';
import type { FormCaller } from '../../shared/api/formCaller';
import { moved, refuseFiles, uploadFailureMessage, uploadFiles } from './uploadImages';

const file = (size: number, type = 'image/png', name = 'a.png') => new File([new Uint8Array(size)], name, { type });

describe('refuseFiles', () => {
  it('accepts images under 5 MB, up to the limit', () => {
    expect(refuseFiles([file(10), file(5 * 1024 * 1024 - 1, 'image/jpeg')])).toBeNull();
  });

  it('refuses non-images, Photoshop files, 5 MB or more, and too many files', () => {
    expect(refuseFiles([file(10, 'text/plain', 'a.txt')])).toBe('upload.notImage');
    expect(refuseFiles([file(10, 'image/vnd.adobe.photoshop', 'a.psd')])).toBe('upload.notImage');
    expect(refuseFiles([file(5 * 1024 * 1024)])).toBe('upload.tooLarge');
    expect(refuseFiles([file(1), file(1)], 1)).toBe('upload.tooMany');
  });
});

describe('uploadFailureMessage', () => {
  it("shows the server's message of a refusal, else nothing (the generic text is due)", () => {
    const refusal = new ApiError({
      kind: 'http',
      statusCode: 413,
      message: 'File over size limit, only upload file <5MB',
    });
    expect(uploadFailureMessage(refusal)).toBe('File over size limit, only upload file <5MB');
    expect(uploadFailureMessage(new ApiError({ kind: 'http', statusCode: 500, message: 'boom' }))).toBeNull();
    expect(uploadFailureMessage(new ApiError({ kind: 'timeout', statusCode: 408, message: 'late' }))).toBeNull();
    expect(uploadFailureMessage(new Error('x'))).toBeNull();
  });
});

describe('uploadFiles', () => {
  it('sends the bytes, names and options to POST /uploadFile through the form caller', async () => {
    const callForm = vi.fn(() => Promise.resolve([{ image: '/uploads/a.png', previewImage: '/uploads/a.png' }]));
    const results = await uploadFiles(callForm as unknown as FormCaller, [file(3)], { type: 'product', orderId: 9 });
    expect(results).toHaveLength(1);
    expect(callForm).toHaveBeenCalledWith('POST /uploadFile', {
      parts: {
        type: 'product',
        orderId: '9',
        images: [{ name: 'a.png', type: 'image/png', bytes: new Uint8Array(3) }],
      },
    });
  });
});

describe('moved', () => {
  it('moves one image earlier or later, keeping the others in order', () => {
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b'], 1, 5)).toEqual(['a', 'b']);
  });
});
