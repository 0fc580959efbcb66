import { MAX_UPLOAD_BYTES, UPLOAD_TEXTS } from '../uploads';
import { access, endpoint } from '../endpoint';
import { formPart } from '../multipart';
import {
  IMAGE_SEARCH_FIELD,
  IMAGE_SEARCH_PATH,
  MAX_IMAGE_SEARCH_RESULTS,
  imageSearchResponseSchema,
} from '../imageSearch';

export const imageSearchEndpoints = [
  endpoint({
    method: 'POST',
    path: IMAGE_SEARCH_PATH,
    access: access.permission('orders', 'get'),
    summary: `The orders (at most ${MAX_IMAGE_SEARCH_RESULTS}, within the caller's order scope) whose thumbnail or history product image looks most like the image sent, best first. 400 for an empty file, 413 at ${MAX_UPLOAD_BYTES / 1024 / 1024} MB or more, 415 for a file that is not a PNG, JPEG, GIF or WebP image.`,
    tag: 'Orders',
    body: {
      multipart: true,
      parts: {
        [IMAGE_SEARCH_FIELD]: formPart.file('one image file (PNG, JPEG, GIF or WebP) under 5 MB', {
          maxBytes: MAX_UPLOAD_BYTES - 1,
          tooLarge: UPLOAD_TEXTS.tooLarge,
        }),
      },
    },
    response: imageSearchResponseSchema,
  }),
] as const;
