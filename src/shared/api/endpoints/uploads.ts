import { z } from 'zod';
import { idSchema } from '../../domain/validation/fieldSchema';
import { access, endpoint } from '../endpoint';
import { formPart } from '../multipart';
import {
  DELETE_FILE_PATH,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_FILES,
  MAX_UPLOAD_NAME_LENGTH,
  SIGNED_URL_S3_PATH,
  UPLOAD_IMAGE_TYPES,
  STORED_UPLOAD_PATH,
  UPLOAD_FILE_PATH,
  UPLOAD_TEXTS,
  UPLOAD_TYPES,
  uploadResultSchema,
} from '../uploads';
import { requestBody } from './common';

const tag = 'Uploads';
const optionalId = z.coerce.number().pipe(idSchema()).optional();

/** The text fields of POST /uploadFile, as multipart sends them (strings). */
export const uploadFieldsSchema = z.strictObject({
  type: z.enum(UPLOAD_TYPES).default('product'),
  orderId: optionalId,
  channelId: optionalId,
  /** Comma-separated, or the field repeated. */
  tags: z
    .array(z.string().trim().min(1).max(50))
    .max(MAX_UPLOAD_FILES * 2)
    .optional(),
});
export type UploadFields = z.output<typeof uploadFieldsSchema>;

/**
 * A stored upload as a client names it: the URL /uploadFile answered, an absolute URL reduced
 * to its path; anything else is refused, naming the field.
 */
export const storedUploadUrl = (field: string) =>
  z
    .string()
    .min(1)
    .max(2048)
    .transform((url) => {
      try {
        return new URL(url, 'http://uploads.invalid').pathname;
      } catch {
        return url;
      }
    })
    .pipe(z.string().regex(STORED_UPLOAD_PATH, `${field} is not a file this server stored`));

/** POST /deleteFile: the URL of the stored file. */
export const deleteFileBody = requestBody({ url: storedUploadUrl('url') });

/** POST /upload/signedUrlS3: the client's file name (kept for nothing but the log) and its image type. */
export const signedUrlS3Body = requestBody({
  key: z.string().trim().min(1).max(MAX_UPLOAD_NAME_LENGTH),
  type: z.enum(UPLOAD_IMAGE_TYPES),
  /** What the image is for: decides the permission, as for POST /uploadFile. */
  uploadType: z.enum(UPLOAD_TYPES).default('product'),
});

export type SignedUrlS3Request = z.output<typeof signedUrlS3Body>;

export const uploadsEndpoints = [
  endpoint({
    method: 'POST',
    path: UPLOAD_FILE_PATH,
    access: access.rules('signed in, with the permission the upload type needs'),
    summary: 'Stores up to ten images under 5 MB each, checked by their bytes.',
    tag,
    body: {
      multipart: true,
      parts: {
        images: formPart.files('the image files (PNG, JPEG, GIF or WebP), at most ten', {
          maxBytes: MAX_UPLOAD_BYTES - 1,
          maxCount: MAX_UPLOAD_FILES,
          tooLarge: UPLOAD_TEXTS.tooLarge,
        }),
        type: formPart.optional(
          formPart.choice(`what the images are for: ${UPLOAD_TYPES.join(', ')} (default product)`, UPLOAD_TYPES),
        ),
        orderId: formPart.optional(formPart.text('the order the images belong to (optional)', 10)),
        channelId: formPart.optional(formPart.text('the channel the images belong to (optional)', 10)),
        tags: formPart.optional(formPart.text('labels, comma-separated or repeated (optional)')),
      },
    },
    response: z.array(uploadResultSchema),
  }),
  endpoint({
    method: 'POST',
    path: DELETE_FILE_PATH,
    access: access.rules('the uploader, or with delete on what the file is for'),
    summary: 'Removes a stored upload.',
    tag,
    body: deleteFileBody,
    response: z.object({ url: z.string(), deleted: z.literal(true) }),
  }),
  endpoint({
    method: 'POST',
    path: SIGNED_URL_S3_PATH,
    access: access.rules('signed in, with the permission the upload type needs; only when S3 storage is configured'),
    summary:
      'A presigned URL to PUT one image to the S3 bucket directly (valid 600 s, the content type signed) and the path it will be served at.',
    tag,
    body: signedUrlS3Body,
    response: z.object({ uploadUrl: z.url(), url: z.string().regex(STORED_UPLOAD_PATH) }),
    // Without an S3 bucket configured the server cannot presign.
    errors: [501],
  }),
] as const;
