import { clipboardFile, formFile } from '../../components/uploadImages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/errors';
import { droppedImageUrl, firstFile, refuseSearchFile, searchFailure } from './searchImageInput';

const file = (bytes: number, type: string) => new File([new Uint8Array(bytes)], 'a', { type });
const httpError = (statusCode: number, message: string) => new ApiError({ kind: 'http', statusCode, message });

describe('refuseSearchFile', () => {
  it('takes an image under 5 MB', () => {
    expect(refuseSearchFile(file(10, 'image/png'))).toBeNull();
    expect(refuseSearchFile(file(10, 'image/webp'))).toBeNull();
  });

  it('refuses an empty file, what is not an image, a Photoshop file and 5 MB or more', () => {
    expect(refuseSearchFile(file(0, 'image/png'))).toBe('imageSearch.errors.empty');
    expect(refuseSearchFile(file(10, 'text/plain'))).toBe('imageSearch.errors.notImage');
    expect(refuseSearchFile(file(10, ''))).toBe('imageSearch.errors.notImage');
    expect(refuseSearchFile(file(10, 'image/vnd.adobe.photoshop'))).toBe('imageSearch.errors.notImage');
    expect(refuseSearchFile({ type: 'image/png', size: 5 * 1024 * 1024 })).toBe('upload.tooLarge');
  });
});

describe('images from the clipboard, a drop or a file', () => {
  it('takes the first file of a transfer', () => {
    const png = file(3, 'image/png');
    expect(firstFile({ files: [png] as unknown as FileList })).toBe(png);
    expect(firstFile({ files: [] as unknown as FileList })).toBeNull();
    expect(firstFile(null)).toBeNull();
  });

  it('turns a clipboard image read by main into a file, and a file into what the form caller sends', async () => {
    const clip = clipboardFile({ type: 'image/png', data: new Uint8Array([1, 2]) });
    expect(clip.name).toBe('clipboard.png');
    expect(clip.type).toBe('image/png');
    expect(await formFile(clip)).toEqual({ name: 'clipboard.png', type: 'image/png', bytes: new Uint8Array([1, 2]) });
  });

  it('follows an image dragged from this app, never one from another site', () => {
    const transfer = (links: string) => ({ getData: (type: string) => (type === 'text/uri-list' ? links : '') });
    const origin = 'http://127.0.0.1:4100';
    expect(droppedImageUrl(transfer('# comment\r\n/uploads/2026/11/a.png'), origin)).toBe(
      'http://127.0.0.1:4100/uploads/2026/11/a.png',
    );
    expect(droppedImageUrl(transfer('https://evil.example/a.png'), origin)).toBeNull();
    expect(droppedImageUrl(transfer(''), origin)).toBeNull();
    expect(droppedImageUrl(null, origin)).toBeNull();
  });
});

describe('searchFailure', () => {
  it("names the server's refusals by their texts and passes other answers on", () => {
    expect(searchFailure(httpError(413, 'File over size limit, only upload file <5MB'))).toEqual({
      key: 'upload.tooLarge',
    });
    expect(searchFailure(httpError(400, 'The image file is empty.'))).toEqual({ key: 'imageSearch.errors.empty' });
    expect(searchFailure(httpError(415, 'The image could not be read.'))).toEqual({
      key: 'imageSearch.errors.unreadable',
    });
    expect(searchFailure(httpError(415, 'Only image files can be uploaded.'))).toEqual({
      key: 'imageSearch.errors.notImage',
    });
    expect(searchFailure(httpError(403, 'Missing permission: orders.get'))).toEqual({
      message: 'Missing permission: orders.get',
    });
  });

  it('leaves server failures and lost connections to the generic text', () => {
    expect(searchFailure(httpError(500, 'boom'))).toBeNull();
    expect(searchFailure(new ApiError({ kind: 'network', statusCode: 404, message: 'x' }))).toBeNull();
    expect(searchFailure(new Error('x'))).toBeNull();
  });
});
