import { z } from 'zod';
import {
  createMarkBody,
  createReplyBody,
  createReviewLinkBody,
  MARK_AUTHOR_KINDS,
  MARK_KINDS,
  MARK_STATUSES,
  markPointSchema,
  marksQuery,
  publicMarkBody,
  REVIEW_DECISIONS,
  REVIEW_LINK_STATES,
  reviewDecisionBody,
  updateMarkBody,
} from '../../domain/designReview';
import { ORDER_STATUSES } from '../../domain/orderStatus';
import { instant } from '../../domain/rowSchema';
import { access, endpoint } from '../endpoint';
import { idParam, idParams, successSchema } from './common';

const tag = 'Design review';
const person = z.object({ id: z.number().int(), displayName: z.string().nullable() });

/** One image of a version: the original, a web-size rendering (at most 1600 px) and a thumbnail. */
export const designImageSchema = z.object({ image: z.string(), webImage: z.string(), previewImage: z.string() });

/** A version of the design: the products one workflow step attached, numbered from 1 in order. */
export const designVersionSchema = z.object({
  version: z.number().int(),
  /** The history entry the images came with. */
  historyId: z.number().int(),
  /** The step they were attached at (design_in_progress, gua_pd, feedback rework, a force update). */
  status: z.enum(ORDER_STATUSES),
  note: z.string().nullable(),
  author: person.nullable(),
  createdAt: instant,
  images: z.array(designImageSchema),
  marks: z.object({ open: z.number().int(), resolved: z.number().int() }),
});
export type DesignVersion = z.input<typeof designVersionSchema>;

export const markReplySchema = z.object({
  id: z.number().int(),
  authorKind: z.enum(MARK_AUTHOR_KINDS),
  /** Null for the customer, who signs with `customerName`. */
  author: person.nullable(),
  customerName: z.string().nullable(),
  body: z.string(),
  createdAt: instant,
});

/** A mark on an image of a version, with its thread. */
export const designMarkSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  version: z.number().int(),
  imageIndex: z.number().int(),
  shape: z.object({ kind: z.enum(MARK_KINDS), points: z.array(markPointSchema) }),
  body: z.string(),
  status: z.enum(MARK_STATUSES),
  forCustomer: z.boolean(),
  authorKind: z.enum(MARK_AUTHOR_KINDS),
  author: person.nullable(),
  customerName: z.string().nullable(),
  /** The history entry that was current when the mark was made: the step it belongs to. */
  historyId: z.number().int().nullable(),
  resolvedBy: person.nullable(),
  resolvedAt: instant.nullable(),
  createdAt: instant,
  updatedAt: instant,
  replies: z.array(markReplySchema),
});
export type DesignMark = z.input<typeof designMarkSchema>;

export const reviewLinkSchema = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  /** The order's status the link was sent at; it works while the order stays there. */
  status: z.enum(ORDER_STATUSES),
  state: z.enum(REVIEW_LINK_STATES),
  decision: z.enum(REVIEW_DECISIONS).nullable(),
  createdAt: instant,
  expiresAt: instant,
  lastUsedAt: instant.nullable(),
  revokedAt: instant.nullable(),
  createdBy: person.nullable(),
});
export type ReviewLink = z.input<typeof reviewLinkSchema>;

/** A mark as the customer's page shows it: no author's name or email, only who wrote it. */
export const publicMarkSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  imageIndex: z.number().int(),
  shape: z.object({ kind: z.enum(MARK_KINDS), points: z.array(markPointSchema) }),
  body: z.string(),
  status: z.enum(MARK_STATUSES),
  authorKind: z.enum(MARK_AUTHOR_KINDS),
  createdAt: instant,
});

/**
 * What a review link shows: the order's name and code, its versions and the marks meant for the
 * customer. Nothing else: no price, payment, staff contact, internal note or mark.
 */
export const publicReviewSchema = z.object({
  order: z.object({ code: z.string().nullable(), name: z.string().nullable(), status: z.enum(ORDER_STATUSES) }),
  /** What the customer may do here: decide (approve or request changes), or only comment (at feedback). */
  canApprove: z.boolean(),
  expiresAt: instant,
  versions: z.array(
    z.object({
      version: z.number().int(),
      createdAt: instant,
      images: z.array(z.object({ webImage: z.string(), previewImage: z.string() })),
    }),
  ),
  marks: z.array(publicMarkSchema),
});
export type PublicReview = z.input<typeof publicReviewSchema>;

const orderParams = z.strictObject({ id: idParam() });
/** A review link's token, as the page's address carries it. */
export const tokenParams = z.strictObject({ token: z.string().min(20).max(100) });
const orderRead = access.rules('the order’s read rules: orders.get or orders.getOne, outsourced designers their own');
const markRules = access.rules('anyone who may read the order; the text and deletion of a mark are its author’s');
const moveRules = access.rules('anyone who may move the order at its current step');
const PUBLIC_ERRORS = [404, 410, 429] as const;

export const designReviewEndpoints = [
  endpoint({
    method: 'GET',
    path: '/orders/:id/designs',
    access: orderRead,
    summary:
      'The versions of the order’s design, newest first, each with its images and its count of open and resolved marks.',
    tag,
    params: orderParams,
    response: z.object({ results: z.array(designVersionSchema) }),
  }),
  endpoint({
    method: 'GET',
    path: '/orders/:id/annotations',
    access: orderRead,
    summary: 'The marks on the order’s design, oldest first, with their replies; filter by version and status.',
    tag,
    params: orderParams,
    query: marksQuery,
    response: z.object({ results: z.array(designMarkSchema) }),
  }),
  endpoint({
    method: 'POST',
    path: '/orders/:id/annotations',
    access: markRules,
    summary:
      'Pins a mark (a point, box, arrow or free line, coordinates 0..1 of the image) with its comment on an image of a version.',
    tag,
    params: orderParams,
    body: createMarkBody,
    response: designMarkSchema,
    status: 201,
  }),
  endpoint({
    method: 'PUT',
    path: '/annotations/:id',
    access: markRules,
    summary: 'Resolves or reopens a mark, or edits its text (its author only).',
    tag,
    params: idParams,
    body: updateMarkBody,
    response: designMarkSchema,
  }),
  endpoint({
    method: 'DELETE',
    path: '/annotations/:id',
    access: markRules,
    summary: 'Deletes a mark and its replies: its author only.',
    tag,
    params: idParams,
    response: successSchema,
  }),
  endpoint({
    method: 'POST',
    path: '/annotations/:id/replies',
    access: markRules,
    summary: 'Replies in a mark’s thread.',
    tag,
    params: idParams,
    body: createReplyBody,
    response: designMarkSchema,
    status: 201,
  }),
  endpoint({
    method: 'GET',
    path: '/orders/:id/reviewLinks',
    access: orderRead,
    summary: 'The order’s review links, newest first, with their state and last use.',
    tag,
    params: orderParams,
    response: z.object({ results: z.array(reviewLinkSchema) }),
  }),
  endpoint({
    method: 'POST',
    path: '/orders/:id/reviewLinks',
    access: moveRules,
    summary:
      'Makes a link the customer opens without an account to see the design and approve it or ask for changes, and mails it when an email is given. Only at waiting_approved or feedback.',
    tag,
    params: orderParams,
    body: createReviewLinkBody,
    response: z.object({ id: z.number().int(), url: z.url(), expiresAt: instant }),
    status: 201,
  }),
  endpoint({
    method: 'DELETE',
    path: '/reviewLinks/:id',
    access: moveRules,
    summary: 'Revokes a review link: its page then answers 410.',
    tag,
    params: idParams,
    response: successSchema,
  }),
  endpoint({
    method: 'GET',
    path: '/review/:token',
    access: access.public,
    summary:
      'What a review link shows the customer: the order’s name and code, its versions and the marks meant for them (410 once it no longer works).',
    tag,
    params: tokenParams,
    response: publicReviewSchema,
    errors: [...PUBLIC_ERRORS],
  }),
  endpoint({
    method: 'POST',
    path: '/review/:token/annotations',
    access: access.public,
    summary: 'The customer pins a mark with a comment on an image of a version.',
    tag,
    params: tokenParams,
    body: publicMarkBody,
    response: publicMarkSchema,
    status: 201,
    errors: [...PUBLIC_ERRORS],
  }),
  endpoint({
    method: 'POST',
    path: '/review/:token/decision',
    access: access.public,
    summary:
      'The customer approves (waiting_approved → done, with 1-5 stars that become the order’s review) or asks for changes (→ feedback, with their comment and marks).',
    tag,
    params: tokenParams,
    body: reviewDecisionBody,
    response: z.object({ status: z.enum(ORDER_STATUSES) }),
    errors: [...PUBLIC_ERRORS, 409],
  }),
] as const;
