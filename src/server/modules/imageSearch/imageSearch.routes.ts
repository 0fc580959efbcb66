import type { FastifyInstance } from 'fastify';
import { IMAGE_SEARCH_FIELD } from '../../../shared/api/imageSearch';
import { MAX_UPLOAD_BYTES, UPLOAD_TEXTS } from '../../../shared/api/uploads';
import { route } from '../../plugins/contractRoutes';
import { HttpError } from '../../plugins/httpErrors';
import { readMultipartForm, type MultipartSpec } from '../uploads/multipartForm';
import type { ImageSearchService } from './imageSearch.service';

/** POST /orders/searchByImage's form: one file in `image`, under 5 MB, nothing else. */
export const SEARCH_FORM: MultipartSpec = {
  fileField: IMAGE_SEARCH_FIELD,
  fieldNames: new Set(),
  limits: {
    fileSize: MAX_UPLOAD_BYTES - 1,
    files: 1,
    fields: 0,
    fieldSize: 100,
    parts: 1,
    fieldNameSize: 50,
    headerPairs: 50,
  },
  texts: {
    notMultipart: 'Send the image as multipart/form-data.',
    noFile: `Choose an image to search with in the '${IMAGE_SEARCH_FIELD}' field.`,
    tooManyFiles: 'Search with one image at a time.',
  },
  tooLarge: () => new HttpError(413, UPLOAD_TEXTS.tooLarge),
};

export function imageSearchRoutes(app: FastifyInstance, service: ImageSearchService): void {
  // The access rule (orders.get) is checked before a byte of the multipart body is read.
  route(app, 'POST /orders/searchByImage', async ({ user, request }) => {
    const { files } = await readMultipartForm(request, SEARCH_FORM);
    return { results: await service.search(user, files[0]) };
  });
}
