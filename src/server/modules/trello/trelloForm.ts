import type { FastifyRequest } from 'fastify';
import { TRELLO_COOKIE_MAX_LENGTH, TRELLO_FILE_FIELD, trelloImportFieldsShape } from '../../../shared/api/trello';
import { BOARD_REFUSAL_TEXTS, TRELLO_EXPORT_MAX_BYTES } from '../../../shared/domain/trello/board';
import { badRequest } from '../../plugins/httpErrors';
import { readMultipartForm, type MultipartForm, type MultipartSpec } from '../uploads/multipartForm';

const FIELD_NAMES = Object.keys(trelloImportFieldsShape.shape);

/** POST /orders/trello-upload's form: one export of at most 20 MB and the import's fields. */
export const TRELLO_FORM: MultipartSpec = {
  fileField: TRELLO_FILE_FIELD,
  fieldNames: new Set(FIELD_NAMES),
  limits: {
    fileSize: TRELLO_EXPORT_MAX_BYTES,
    files: 1,
    fields: FIELD_NAMES.length,
    // The cookie and the list mapping are the long fields.
    fieldSize: Math.max(TRELLO_COOKIE_MAX_LENGTH, 64 * 1024),
    parts: FIELD_NAMES.length + 1,
    fieldNameSize: 50,
    headerPairs: 50,
  },
  texts: {
    notMultipart: 'Send the board export as multipart/form-data.',
    noFile: `Choose the board export (JSON) to upload in the '${TRELLO_FILE_FIELD}' field.`,
    tooManyFiles: 'Send one board export at a time.',
  },
  tooLarge: () => badRequest(BOARD_REFUSAL_TEXTS.tooLarge, { refusal: 'tooLarge' }),
};

/** Reads the import's form; the route's permission was checked before the first byte. */
export const readTrelloForm = (request: FastifyRequest): Promise<MultipartForm> =>
  readMultipartForm(request, TRELLO_FORM);
