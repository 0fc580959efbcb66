import '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError, badRequest } from '../../plugins/httpErrors';

/** Limits handed to busboy for one endpoint's form. */
export interface MultipartLimits {
  readonly fileSize: number;
  readonly files: number;
  readonly fields: number;
  readonly fieldSize: number;
  readonly parts: number;
  readonly fieldNameSize: number;
  readonly headerPairs: number;
}

/** What one multipart endpoint accepts: its file part, its text fields, its limits and its refusals. */
export interface MultipartSpec {
  /** The part that carries the files. */
  readonly fileField: string;
  readonly fieldNames: ReadonlySet<string>;
  /** Fields that may repeat or hold comma-separated values, gathered into a list. */
  readonly listFields?: ReadonlySet<string>;
  readonly limits: MultipartLimits;
  readonly texts: {
    /** The request is not multipart (415). */
    readonly notMultipart: string;
    /** No file was sent (400). */
    readonly noFile: string;
    /** More files than `limits.files` (400). */
    readonly tooManyFiles: string;
  };
  /** The answer to a file over `limits.fileSize`. */
  readonly tooLarge: () => HttpError;
}

/** What one multipart request carried: the file bytes (in order) and the text fields. */
export interface MultipartForm {
  readonly files: Buffer[];
  /** Each file's name as the client gave it (never used to store anything). */
  readonly fileNames: string[];
  readonly fields: Record<string, string | string[]>;
}

function addField(spec: MultipartSpec, fields: MultipartForm['fields'], name: string, value: string): void {
  if (!spec.fieldNames.has(name)) throw badRequest(`Unknown field '${name}'.`);
  const before = fields[name];
  if (spec.listFields?.has(name)) {
    const values = value
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
    fields[name] = [...(Array.isArray(before) ? before : []), ...values];
  } else if (before !== undefined) throw badRequest(`The field '${name}' is sent twice.`);
  else fields[name] = value;
}

/** Turns the multipart plugin's own errors into the API's messages. */
function toFormError(spec: MultipartSpec, error: unknown): unknown {
  switch ((error as { code?: unknown }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return spec.tooLarge();
    case 'FST_FILES_LIMIT':
      return badRequest(spec.texts.tooManyFiles);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return badRequest('The form carries too many fields.');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpError(415, spec.texts.notMultipart);
    default:
      // Our own refusals pass; anything else the parser threw is a body that is not a form.
      return error instanceof HttpError ? error : badRequest('The multipart body is malformed.');
  }
}

/**
 * Reads a whole multipart body into memory under the endpoint's limits. Call it from the
 * handler: the route's access rule has been checked before a byte of the body is read.
 */
export async function readMultipartForm(request: FastifyRequest, spec: MultipartSpec): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new HttpError(415, spec.texts.notMultipart);
  const form: MultipartForm = { files: [], fileNames: [], fields: {} };
  try {
    for await (const part of request.parts({ limits: spec.limits })) {
      if (part.type === 'file') {
        if (part.fieldname !== spec.fileField) {
          part.file.resume();
          throw badRequest(`Send files in the '${spec.fileField}' field.`);
        }
        form.files.push(await part.toBuffer());
        form.fileNames.push(part.filename);
      } else {
        if (part.valueTruncated || typeof part.value !== 'string')
          throw badRequest(`The field '${part.fieldname}' is too long.`);
        addField(spec, form.fields, part.fieldname, part.value);
      }
    }
  } catch (error) {
    throw toFormError(spec, error);
  }
  if (form.files.length === 0) throw badRequest(spec.texts.noFile);
  return form;
}
