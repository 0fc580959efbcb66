import { z } from 'zod';
import { instant } from '../../domain/rowSchema';
import { idSchema } from '../../domain/validation/fieldSchema';
import { access, endpoint } from '../endpoint';
import { idParam, idParams, requestBody } from './common';
import { storedUploadUrl } from './uploads';

const tag = 'Files';

/** Where the customer's upload page lives, outside /api/v1: `/upload/<token>`. */
export const UPLOAD_PAGE_PREFIX = '/upload/';
/** How long a customer upload link works. */
export const UPLOAD_LINK_DAYS = 7;
/** Most links one order keeps open at once. */
export const MAX_OPEN_UPLOAD_LINKS = 20;

export const FILE_LINK_TEXTS = {
  notOrderImage: 'That image is not one of this order’s images.',
  tooManyLinks: `This order already has ${MAX_OPEN_UPLOAD_LINKS} open upload links: revoke one first.`,
} as const;

/** POST /file/render: an image of the order (its thumbnail, a product image, a file a customer sent). */
export const renderFileBody = requestBody({
  link: storedUploadUrl('link'),
  orderId: idSchema(),
});

/** POST /file/createLink: whom to mail the upload link to, for which order. */
export const createUploadLinkBody = requestBody({
  email: z.email().max(254),
  orderId: idSchema(),
});

export const UPLOAD_LINK_STATUSES = ['open', 'expired', 'revoked'] as const;

export const uploadLinkSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  status: z.enum(UPLOAD_LINK_STATUSES),
  uploadCount: z.number().int(),
  createdAt: instant,
  expiresAt: instant,
  revokedAt: instant.nullable(),
  createdBy: z.object({ id: z.number().int(), displayName: z.string().nullable() }).nullable(),
});

/** A file a customer sent through a link. */
export const receivedFileSchema = z.object({
  image: z.string(),
  previewImage: z.string(),
  linkId: z.number().int().nullable(),
  createdAt: instant,
});

export const fileLinksEndpoints = [
  endpoint({
    method: 'POST',
    path: '/file/render',
    access: access.resource('orders', 'get'),
    summary:
      'A shareable web-size rendering (JPEG, at most 1600 px) of one of the order’s images, at an absolute URL anyone with it can open.',
    tag,
    body: renderFileBody,
    response: z.object({ url: z.url() }),
  }),
  endpoint({
    method: 'POST',
    path: '/file/createLink',
    access: access.resource('orders', 'update'),
    summary: `Mails the customer a link to a page, without an account, where they upload the order’s original files; it works ${UPLOAD_LINK_DAYS} days unless revoked.`,
    tag,
    body: createUploadLinkBody,
    response: z.object({ id: z.number().int(), url: z.url(), expiresAt: instant }),
  }),
  endpoint({
    method: 'GET',
    path: '/file/links',
    access: access.resource('orders', 'get'),
    summary: 'The upload links of an order, newest first, and the files customers sent through them.',
    tag,
    query: z.strictObject({ orderId: idParam('orderId') }),
    response: z.object({ links: z.array(uploadLinkSchema), files: z.array(receivedFileSchema) }),
    // The order the query names may not exist, or be out of the caller's reach.
    errors: [404],
  }),
  endpoint({
    method: 'POST',
    path: '/file/links/:id/revoke',
    access: access.resource('orders', 'update'),
    summary: 'Revokes an upload link: its page then refuses uploads.',
    tag,
    params: idParams,
    response: uploadLinkSchema,
  }),
] as const;
