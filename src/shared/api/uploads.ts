import { z } from 'zod';
import { UPLOAD_MAX_BYTES } from '../domain/constants';

/**
 * The upload contract (spec section 7 "Uploads", section 8 texts): POST /uploadFile takes
 * multipart `images` and answers one result per file; POST /deleteFile removes one again.
 */

export const UPLOAD_FILE_PATH = '/uploadFile' as const;
export const DELETE_FILE_PATH = '/deleteFile' as const;
export const SIGNED_URL_S3_PATH = '/upload/signedUrlS3' as const;
export { STORED_UPLOAD_PATH, UPLOADS_URL_PREFIX } from '../domain/uploadPath';

/** Uploaded files are inert data: no script, style or frame may run from them. */
export const UPLOADS_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

/** What an upload is for; it decides the permission the caller needs. */
export const UPLOAD_TYPES = ['product', 'productCatalog', 'platform', 'avatar', 'order', 'channel'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

/** The upload type of the image fields of a registry resource: the one whose writers may upload them. */
const UPLOAD_TYPE_OF: Readonly<Record<string, UploadType>> = {
  productTypes: 'productCatalog',
  platforms: 'platform',
  channels: 'channel',
  users: 'avatar',
  orders: 'order',
};

/** The upload type of `resource`'s image fields (`product` for the rest: products, order histories). */
export function uploadTypeOf(resource: string): UploadType {
  return UPLOAD_TYPE_OF[resource] ?? 'product';
}

/** Most files one request may carry. */
export const MAX_UPLOAD_FILES = 10;
/** A file must be smaller than this (spec section 9: under 5 MB). */
export const MAX_UPLOAD_BYTES = UPLOAD_MAX_BYTES;
export const MAX_UPLOAD_NAME_LENGTH = 200;

/** Image types accepted, by the magic bytes the server checks. */
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

export const UPLOAD_TEXTS = {
  tooLarge: 'File over size limit, only upload file <5MB',
  notImage: 'Only image files can be uploaded.',
  noS3: 'Uploads are kept in the server’s data folder: S3 storage is not configured (S3_ENDPOINT).',
} as const;

/** One stored file: the image and its preview (the same file until thumbnails are rendered). */
export const uploadResultSchema = z.object({ image: z.string(), previewImage: z.string() });
export type UploadResult = z.infer<typeof uploadResultSchema>;
export const uploadResultsSchema = z.array(uploadResultSchema);

/** True when a file of `bytes` bytes is within the limit. */
export const isUploadSizeAllowed = (bytes: number): boolean => bytes < MAX_UPLOAD_BYTES;
