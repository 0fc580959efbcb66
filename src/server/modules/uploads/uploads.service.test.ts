import { describe, expect, it } from 'vitest';
import { UPLOAD_TEXTS } from '../../../shared/api/uploads';
import { previewPathOf, renderPathOf } from '../../../shared/domain/uploadPath';
import { testUser } from '../../plugins/testUsers';
import { newUploadPath, type FileStore } from './fileStore';
import { imageCodec } from './imageCodec';
import type { ImageKind } from './imageType';
import type { UploadListener } from './uploadListener';
import type { StoredUpload, UploadRecord, UploadsRepository } from './uploads.repository';
import { UploadsService } from './uploads.service';

/** Uploads with the table and the file store in memory: checks, thumbnails, records, listeners, deletion. */

const designer = testUser({ id: 7, scope: 'staff', permission: { products: ['create'] } });
const viewer = testUser({ id: 8, scope: 'staff', permission: {} });
const manager = testUser();

class MemoryStore implements FileStore {
  files = new Map<string, Uint8Array>();
  save(data: Uint8Array, kind: ImageKind) {
    const path = newUploadPath(kind);
    this.files.set(path, data);
    return Promise.resolve(path);
  }
  put(path: string, data: Uint8Array) {
    this.files.set(path, data);
    return Promise.resolve();
  }
  read(path: string) {
    return Promise.resolve(this.files.get(path) ?? null);
  }
  remove(path: string) {
    this.files.delete(path);
    return Promise.resolve();
  }
}

class MemoryUploads implements UploadsRepository {
  rows: (UploadRecord & { id: number })[] = [];
  failNext = false;
  insert(records: readonly UploadRecord[]) {
    if (this.failNext) return Promise.reject(new Error('the database is gone'));
    this.rows.push(...records.map((r, i) => ({ ...r, id: this.rows.length + i + 1 })));
    return Promise.resolve();
  }
  findByPath(path: string): Promise<StoredUpload | null> {
    return Promise.resolve(this.rows.find((r) => r.path === path) ?? null);
  }
  remove(id: number) {
    this.rows = this.rows.filter((r) => r.id !== id);
    return Promise.resolve();
  }
}

const png = async () =>
  new Uint8Array(
    await (
      await imageCodec()
    )({ create: { width: 8, height: 6, channels: 3, background: '#2d72d2' } })
      .png()
      .toBuffer(),
  );

function setup() {
  const store = new MemoryStore();
  const repo = new MemoryUploads();
  const told: string[] = [];
  const failures: unknown[] = [];
  const listener: UploadListener = {
    stored: (images) => {
      told.push(...images.map((i) => `stored ${i.path}`));
      return Promise.reject(new Error('the index is busy'));
    },
    removed: (path) => {
      told.push(`removed ${path}`);
      return Promise.resolve();
    },
  };
  const service = new UploadsService(repo, store, [listener], (error) => failures.push(error));
  return { store, repo, told, failures, service };
}

describe('UploadsService', () => {
  it('keeps an image with its thumbnail and its record, and tells the listeners, whose failure is only reported', async () => {
    const { service, store, repo, told, failures } = setup();
    const [result] = await service.upload(designer, { files: [Buffer.from(await png())], fields: { type: 'product' } });
    expect(result?.previewImage).toBe(previewPathOf(result.image));
    expect([...store.files.keys()]).toEqual([result.image, result.previewImage]);
    expect(repo.rows).toMatchObject([{ path: result.image, userId: 7, type: 'product' }]);
    expect(told).toEqual([`stored ${result.image}`]);
    expect(failures).toHaveLength(1);
  });

  it('refuses a type the user may not upload, a file that is no image, and an image that does not decode', async () => {
    const { service, store } = setup();
    const image = Buffer.from(await png());
    await expect(service.upload(viewer, { files: [image], fields: { type: 'product' } })).rejects.toMatchObject({
      statusCode: 403,
    });
    await expect(
      service.upload(designer, { files: [Buffer.from('not an image')], fields: { type: 'product' } }),
    ).rejects.toMatchObject({ statusCode: 415, message: UPLOAD_TEXTS.notImage });
    const truncated = image.subarray(0, 40);
    await expect(service.upload(designer, { files: [truncated], fields: { type: 'product' } })).rejects.toMatchObject({
      statusCode: 415,
    });
    expect(store.files.size).toBe(0);
  });

  it('removes the stored files again when the record cannot be written', async () => {
    const { service, store, repo } = setup();
    repo.failNext = true;
    await expect(
      service.upload(designer, { files: [Buffer.from(await png())], fields: { type: 'product' } }),
    ).rejects.toThrow('the database is gone');
    expect(store.files.size).toBe(0);
  });

  it('deletes a file, its thumbnail and its rendering for its uploader or a manager only', async () => {
    const { service, store, repo, told } = setup();
    const [first] = await service.upload(designer, { files: [Buffer.from(await png())], fields: { type: 'product' } });
    const path = first.image;
    store.files.set(renderPathOf(path), new Uint8Array([1]));
    await expect(service.remove(viewer, path)).rejects.toMatchObject({ statusCode: 403 });
    await expect(service.remove(designer, '/uploads/2026/11/none.png')).rejects.toMatchObject({ statusCode: 404 });
    expect(await service.remove(manager, path)).toEqual({ url: path, deleted: true });
    expect(store.files.size).toBe(0);
    expect(repo.rows).toEqual([]);
    expect(told.at(-1)).toBe(`removed ${path}`);
  });

  it('answers 501 for a presigned upload without S3, after the permission check', async () => {
    const { service } = setup();
    const body = { key: 'logo.png', type: 'image/png' as const, uploadType: 'product' as const };
    await expect(service.signedUrl(viewer, body)).rejects.toMatchObject({ statusCode: 403 });
    await expect(service.signedUrl(designer, body)).rejects.toMatchObject({ statusCode: 501 });
  });
});
