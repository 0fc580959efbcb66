import { z } from 'zod';
import { MAX_UPLOAD_FILES, STORED_UPLOAD_PATH, UPLOAD_TYPES } from '../../../shared/api/uploads';
import { INT_MAX } from '../../../shared/domain/resourceSchema';

const optionalId = z.coerce.number().int().min(1).max(INT_MAX).optional();

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

/** POST /deleteFile: the URL as /uploadFile answered it (absolute URLs are reduced to their path). */
export const deleteFileBody = z.strictObject({
  url: z
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
    .pipe(z.string().regex(STORED_UPLOAD_PATH, 'url is not a file this server stored')),
});
