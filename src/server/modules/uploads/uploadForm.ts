import '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES, UPLOAD_TEXTS } from '../../../shared/api/uploads';
import { HttpError, badRequest } from '../../plugins/httpErrors';

/** The field that carries the files. */
const FILES_FIELD = 'images';
const FIELD_NAMES = new Set(['type', 'orderId', 'channelId', 'tags']);

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

/** What one multipart request carried: the file bytes (names and types ignored) and the text fields. */
export interface UploadForm {
  readonly files: Buffer[];
  readonly fields: Record<string, string | string[]>;
}

function addField(fields: UploadForm['fields'], name: string, value: string): void {
  if (!FIELD_NAMES.has(name)) throw badRequest(`Unknown field '${name}'.`);
  const values =
    name === 'tags'
      ? value
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean)
      : [value];
  const before = fields[name];
  if (name === 'tags') fields.tags = [...(Array.isArray(before) ? before : []), ...values];
  else if (before !== undefined) throw badRequest(`The field '${name}' is sent twice.`);
  else fields[name] = value;
}

/** Turns the multipart plugin's own errors into the API's messages. */
function toUploadError(error: unknown): unknown {
  const code = (error as { code?: unknown }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, UPLOAD_TEXTS.tooLarge);
    case 'FST_FILES_LIMIT':
      return badRequest(`Upload at most ${MAX_UPLOAD_FILES} files at once.`);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return badRequest('The upload carries too many fields.');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpError(415, 'Send the images as multipart/form-data.');
    default:
      return error;
  }
}

/** Reads the whole multipart body of POST /uploadFile into memory (at most ten files under 5 MB). */
export async function readUploadForm(request: FastifyRequest): Promise<UploadForm> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the images as multipart/form-data.');
  const files: Buffer[] = [];
  const fields: UploadForm['fields'] = {};
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'file') {
        if (part.fieldname !== FILES_FIELD) {
          part.file.resume();
          throw badRequest(`Send files in the '${FILES_FIELD}' field.`);
        }
        files.push(await part.toBuffer());
      } else {
        if (part.valueTruncated || typeof part.value !== 'string')
          throw badRequest(`The field '${part.fieldname}' is too long.`);
        addField(fields, part.fieldname, part.value);
      }
    }
  } catch (error) {
    throw toUploadError(error);
  }
  if (files.length === 0) throw badRequest(`Choose at least one image to upload in the '${FILES_FIELD}' field.`);
  return { files, fields };
}
