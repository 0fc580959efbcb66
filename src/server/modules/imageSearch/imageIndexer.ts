import type { StoredImage, UploadListener } from '../uploads/uploadListener';
import type { ImageFeaturesRepository } from './imageFeatures.repository';
import type { StoredImageIndex } from './storedImageIndex';

/** Upload types whose images orders show (order thumbnails, product images); avatars and catalog images are not searched. */
export const INDEXED_UPLOAD_TYPES = ['order', 'product'] as const;

const BATCH = 50;

const isIndexed = (type: string) => (INDEXED_UPLOAD_TYPES as readonly string[]).includes(type);

/**
 * Writes the descriptor of each order image as it is uploaded and deletes it with the file
 * (an UploadListener), and describes in the background the uploads stored before (a fresh
 * database's seed images, or uploads of an older descriptor layout).
 */
export class ImageIndexer implements UploadListener {
  constructor(
    private readonly features: ImageFeaturesRepository,
    private readonly index: StoredImageIndex,
    private readonly describe: (data: Uint8Array) => Promise<Int8Array>,
  ) {}

  async stored(images: readonly StoredImage[]): Promise<void> {
    for (const image of images) {
      if (isIndexed(image.type)) await this.features.save(image.path, await this.describe(image.data));
    }
  }

  async removed(path: string): Promise<void> {
    await this.features.remove(path);
    this.index.forget(path);
  }

  /**
   * Describes every indexed upload that has no descriptor, a few at a time, until done or
   * `signal` aborts; a file that is missing or does not decode is passed over. Answers how
   * many it described.
   */
  async backfill(read: (path: string) => Promise<Uint8Array | null>, signal: AbortSignal): Promise<number> {
    let described = 0;
    let after = 0;
    while (!signal.aborted) {
      const rows = await this.features.unindexed(INDEXED_UPLOAD_TYPES, after, BATCH);
      if (rows.length === 0) break;
      for (const row of rows) {
        if (signal.aborted) break;
        after = row.id;
        const data = await read(row.path).catch(() => null);
        const descriptor = data && (await this.describe(data).catch(() => null));
        if (!descriptor) continue;
        await this.features.save(row.path, descriptor);
        described += 1;
      }
    }
    return described;
  }
}
