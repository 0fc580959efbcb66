import type { ImageKind } from './imageType';

/** One image as POST /uploadFile stored it. */
export interface StoredImage {
  /** Public path of the original (uploads.path). */
  readonly path: string;
  readonly data: Uint8Array;
  readonly kind: ImageKind;
  readonly type: string;
  readonly orderId: number | null;
}

/**
 * Told of every image stored and removed, after the uploads table says so (the search-by-image
 * index is one). A listener's failure is logged by the caller and never fails the upload.
 */
export interface UploadListener {
  stored(images: readonly StoredImage[]): Promise<void>;
  removed(path: string): Promise<void>;
}
