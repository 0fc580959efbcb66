import { UPLOAD_TEXTS, type UploadResult } from '../../../shared/api/uploads';
import { isManager } from '../../../shared/domain/permissions';
import type { AuthUser } from '../../plugins/auth';
import { HttpError, forbidden, notFound } from '../../plugins/httpErrors';
import { IMAGE_KINDS, sniffImage, type ImageKind } from './imageType';
import { uploadFieldsSchema, type SignedUrlS3Request, type UploadFields } from '../../../shared/api/endpoints/uploads';
import type { UploadsRepository } from './uploads.repository';
import type { UploadForm } from './uploadForm';
import { missingUploadPermission } from './uploadPermission';
import type { UploadListener } from './uploadListener';
import { newUploadPath, type FileStore } from './fileStore';
import { makePreview } from './preview';
import { S3Store } from './s3Store';
import { previewPathOf, renderPathOf } from '../../../shared/domain/uploadPath';

/** Thumbnails are WebP (see preview.ts). */
const PREVIEW_MIME = 'image/webp';

/** POST /uploadFile and POST /deleteFile: checks, then the store and the uploads table. */
export class UploadsService {
  constructor(
    private readonly repo: UploadsRepository,
    private readonly store: FileStore,
    private readonly listeners: readonly UploadListener[] = [],
    private readonly onListenerError: (error: unknown) => void = () => undefined,
  ) {}

  /** Tells every listener; a listener that fails is reported, never the caller's failure. */
  private async tell(call: (listener: UploadListener) => Promise<void>): Promise<void> {
    const outcomes = await Promise.allSettled(this.listeners.map(call));
    for (const outcome of outcomes) if (outcome.status === 'rejected') this.onListenerError(outcome.reason);
  }

  async upload(user: AuthUser, form: UploadForm): Promise<UploadResult[]> {
    const fields = uploadFieldsSchema.parse(form.fields);
    const missing = missingUploadPermission(user, fields.type);
    if (missing) throw forbidden(`Missing permission: ${missing}`, { type: fields.type });
    const images = form.files.map((data) => {
      const kind = sniffImage(data);
      if (!kind) throw new HttpError(415, UPLOAD_TEXTS.notImage);
      return { data, kind };
    });
    return this.keep(user.id, images, fields);
  }

  /**
   * Stores images as uploads of `userId`, each with its thumbnail, and tells the listeners:
   * POST /uploadFile's files once checked, and images the server fetched itself (the Trello
   * import's attachments). An image whose bytes do not decode is refused with a 415.
   */
  async keep(
    userId: number,
    images: readonly { readonly data: Uint8Array; readonly kind: ImageKind }[],
    fields: Pick<UploadFields, 'type' | 'orderId' | 'channelId' | 'tags'>,
  ): Promise<UploadResult[]> {
    const files = images.map((image) => image.data);
    const kinds = images.map((image) => image.kind);
    // A file whose header says image but whose bytes do not decode is refused like any other.
    const previews = await Promise.all(
      files.map((data) =>
        makePreview(data).catch(() => {
          throw new HttpError(415, UPLOAD_TEXTS.notImage);
        }),
      ),
    );

    const saved: string[] = [];
    try {
      for (const [i, data] of files.entries()) {
        const path = await this.store.save(data, kinds[i]);
        saved.push(path);
        await this.store.put(previewPathOf(path), previews[i], PREVIEW_MIME);
      }
      await this.repo.insert(
        saved.map((path) => ({
          path,
          previewPath: previewPathOf(path),
          userId,
          type: fields.type,
          orderId: fields.orderId ?? null,
          channelId: fields.channelId ?? null,
          tags: fields.tags ?? null,
        })),
      );
    } catch (error) {
      await Promise.allSettled(
        saved.flatMap((path) => [this.store.remove(path), this.store.remove(previewPathOf(path))]),
      );
      throw error;
    }
    const stored = saved.map((path, i) => ({
      path,
      data: files[i],
      kind: kinds[i],
      type: fields.type,
      orderId: fields.orderId ?? null,
    }));
    await this.tell((listener) => listener.stored(stored));
    return saved.map((path) => ({ image: path, previewImage: previewPathOf(path) }));
  }

  /**
   * POST /upload/signedUrlS3: a presigned PUT for one image and the path it is served at,
   * recorded as the caller's upload (so they may delete it). The bytes never pass through
   * this server: the thumbnail and the search index follow when the server next starts.
   */
  async signedUrl(user: AuthUser, body: SignedUrlS3Request): Promise<{ uploadUrl: string; url: string }> {
    // Who may not upload this kind is refused first, whether or not the server has a bucket.
    const missing = missingUploadPermission(user, body.uploadType);
    if (missing) throw forbidden(`Missing permission: ${missing}`, { type: body.uploadType });
    if (!(this.store instanceof S3Store)) throw new HttpError(501, UPLOAD_TEXTS.noS3);
    const kind = IMAGE_KINDS[body.type];
    const url = newUploadPath(kind);
    const uploadUrl = await this.store.presignPut(url, kind.mime);
    await this.repo.insert([
      {
        path: url,
        previewPath: null,
        userId: user.id,
        type: body.uploadType,
        orderId: null,
        channelId: null,
        tags: null,
      },
    ]);
    return { uploadUrl, url };
  }

  /** Deletes a stored file: its uploader's or, for anyone's, a manager's call. */
  async remove(user: AuthUser, path: string): Promise<{ url: string; deleted: true }> {
    const row = await this.repo.findByPath(path);
    if (!row) throw notFound('There is no such uploaded file.');
    if (row.userId !== user.id && !isManager(user)) {
      throw forbidden('Only the uploader or a manager may delete this file.');
    }
    await this.store.remove(path);
    if (row.previewPath) await this.store.remove(row.previewPath);
    await this.store.remove(renderPathOf(path));
    await this.repo.remove(row.id);
    await this.tell((listener) => listener.removed(path));
    return { url: path, deleted: true };
  }
}
