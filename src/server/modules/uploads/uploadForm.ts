import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES, UPLOAD_TEXTS } from '../../../shared/api/uploads';
import { HttpError } from '../../plugins/httpErrors';
import { readMultipartForm, type MultipartSpec } from './multipartForm';

/** The field that carries the files. */
const FILES_FIELD = 'images';

/** Limits handed to busboy: a file must stay under 5 MB, at most ten of them, a few short fields. */
export const MULTIPART_LIMITS = {
  fileSize: MAX_UPLOAD_BYTES - 1,
  files: MAX_UPLOAD_FILES,
  fields: 20,
  fieldSize: 1000,
  parts: MAX_UPLOAD_FILES + 20,
  fieldNameSize: 50,
  headerPairs: 50,
} as const;

/** POST /uploadFile's form: `images`, and `type`, `orderId`, `channelId` and `tags` (comma-separated or repeated). */
const UPLOAD_FORM: MultipartSpec = {
  fileField: FILES_FIELD,
  fieldNames: new Set(['type', 'orderId', 'channelId', 'tags']),
  listFields: new Set(['tags']),
  limits: MULTIPART_LIMITS,
  texts: {
    notMultipart: 'Send the images as multipart/form-data.',
    noFile: `Choose at least one image to upload in the '${FILES_FIELD}' field.`,
    tooManyFiles: `Upload at most ${MAX_UPLOAD_FILES} files at once.`,
  },
  tooLarge: () => new HttpError(413, UPLOAD_TEXTS.tooLarge),
};

/** What one multipart request carried: the file bytes (names and types ignored) and the text fields. */
export interface UploadForm {
  readonly files: Buffer[];
  readonly fields: Record<string, string | string[]>;
}

/** Reads the whole multipart body of POST /uploadFile into memory (at most ten files under 5 MB). */
export async function readUploadForm(request: FastifyRequest): Promise<UploadForm> {
  const { files, fields } = await readMultipartForm(request, UPLOAD_FORM);
  return { files, fields };
}
