import { z } from 'zod';
import type { OrderStatus } from './orderStatus';

/**
 * Design review (issue 38): the versions of an order's design, the marks reviewers pin on its
 * images, and the customer's review link. The shapes here are the contract's: the API, the
 * Designs tab and the customer's page all read them.
 */

/** What a mark draws: a point, a box (two corners), an arrow (tail, head) or a free line. */
export const MARK_KINDS = ['pin', 'box', 'arrow', 'path'] as const;
export type MarkKind = (typeof MARK_KINDS)[number];

/** A mark is a to-do: open until someone (the designer, with the next version) resolves it. */
export const MARK_STATUSES = ['open', 'resolved'] as const;
export type MarkStatus = (typeof MARK_STATUSES)[number];

/** Who wrote a mark or a reply: a member of staff, or the customer through a review link. */
export const MARK_AUTHOR_KINDS = ['staff', 'customer'] as const;
export type MarkAuthorKind = (typeof MARK_AUTHOR_KINDS)[number];

/** Most points a free line keeps; a drawing client thins its line to this. */
export const MAX_PATH_POINTS = 500;
/** Longest text of a mark or a reply. */
export const MARK_BODY_MAX = 5000;
/** Most images one version holds (a workflow step's products). */
export const MAX_VERSION_IMAGES = 200;

/** How many points each kind takes: [fewest, most]. */
export const MARK_POINTS: Readonly<Record<MarkKind, readonly [number, number]>> = {
  pin: [1, 1],
  box: [2, 2],
  arrow: [2, 2],
  path: [2, MAX_PATH_POINTS],
};

/** A coordinate relative to the image: 0 is its left or top edge, 1 its right or bottom edge. */
const unit = z.number().min(0, { error: 'Coordinates are between 0 and 1.' }).max(1, {
  error: 'Coordinates are between 0 and 1.',
});
export const markPointSchema = z.tuple([unit, unit]);
export type MarkPoint = z.infer<typeof markPointSchema>;

/** A mark's shape, its points relative to the image so it stays in place at any zoom and size. */
export const markShapeSchema = z
  .strictObject({ kind: z.enum(MARK_KINDS), points: z.array(markPointSchema).max(MAX_PATH_POINTS) })
  .superRefine((shape, ctx) => {
    const [fewest, most] = MARK_POINTS[shape.kind];
    if (shape.points.length < fewest || shape.points.length > most) {
      const count = fewest === most ? `${fewest}` : `${fewest} to ${most}`;
      ctx.addIssue({ code: 'custom', path: ['points'], message: `A ${shape.kind} takes ${count} point(s).` });
    }
  });
export type MarkShape = z.infer<typeof markShapeSchema>;

const body = z.string().trim().min(1, { error: 'The field is required' }).max(MARK_BODY_MAX);

/** The statuses at which a review link may be sent: the customer approves, or says what to change. */
export const REVIEW_LINK_STATUSES = ['waiting_approved', 'feedback'] as const satisfies readonly OrderStatus[];
/** How long a review link works unless said otherwise, and at most. */
export const REVIEW_LINK_DEFAULT_HOURS = 72;
export const REVIEW_LINK_MAX_HOURS = 24 * 30;
/** Most open links one order keeps at once. */
export const MAX_OPEN_REVIEW_LINKS = 20;
/** Most marks a customer leaves through one link: the public page is an open door, this bounds what it takes. */
export const MAX_LINK_MARKS = 100;

/** Where the customer's review page lives, outside /api/v1: `/review/<token>`. */
export const REVIEW_PAGE_PREFIX = '/review/';

/** The customer's decisions: approve (with stars) or request changes. */
export const REVIEW_DECISIONS = ['approve', 'changes'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** A review link's state as the order page lists it. */
export const REVIEW_LINK_STATES = ['open', 'used', 'expired', 'revoked', 'moved'] as const;
export type ReviewLinkState = (typeof REVIEW_LINK_STATES)[number];

/** The texts the API answers; the renderer and the page translate them by their key. */
export const DESIGN_REVIEW_TEXTS = {
  unknownVersion: 'That version of the design does not exist.',
  unknownImage: 'That version has no image at that position.',
  notYourMark: 'Only its author may delete a mark.',
  linkStep: 'A review link is sent while the order waits for the customer’s approval or feedback.',
  tooManyLinks: `This order already has ${MAX_OPEN_REVIEW_LINKS} open review links: revoke one first.`,
  linkUnknown: 'This review link does not exist.',
  linkExpired: 'This review link has expired: ask us for a new one.',
  linkRevoked: 'This review link was withdrawn: ask us for a new one.',
  linkMoved: 'This order has moved on since the link was sent: there is nothing left to decide here.',
  approveOnlyWaiting: 'The design can be approved only while it waits for your approval.',
  rateRequired: 'Please rating star.',
  reasonOrMarkRequired: 'Leave a note or at least one mark on the design to say what is wrong.',
  tooManyMarks: `This review link already holds ${MAX_LINK_MARKS} marks: say the rest in your comment.`,
} as const;

// ----- Staff requests -----

/** `GET /orders/{id}/annotations`: filter by version and status. */
export const marksQuery = z.strictObject({
  version: z.coerce.number().int().min(1).max(100_000).optional(),
  status: z.enum(MARK_STATUSES).optional(),
});

/** `POST /orders/{id}/annotations`. */
export const createMarkBody = z.strictObject({
  version: z.number().int().min(1).max(100_000),
  imageIndex: z
    .number()
    .int()
    .min(0)
    .max(MAX_VERSION_IMAGES - 1),
  shape: markShapeSchema,
  body,
  /** Shown on the customer's review page; staff marks are internal unless said so. */
  forCustomer: z.boolean().optional(),
});
export type CreateMarkBody = z.infer<typeof createMarkBody>;

/** `PUT /annotations/{id}`: the text (its author only) or the status (anyone who may see it). */
export const updateMarkBody = z
  .strictObject({
    body: body.optional(),
    status: z.enum(MARK_STATUSES).optional(),
    forCustomer: z.boolean().optional(),
  })
  .refine((b) => b.body !== undefined || b.status !== undefined || b.forCustomer !== undefined, {
    error: 'Send body, status or forCustomer.',
  });
export type UpdateMarkBody = z.infer<typeof updateMarkBody>;

/** `POST /annotations/{id}/replies`. */
export const createReplyBody = z.strictObject({ body });

/** `POST /orders/{id}/reviewLinks`. */
export const createReviewLinkBody = z.strictObject({
  email: z.email().max(254).optional(),
  expiresInHours: z.number().int().min(1).max(REVIEW_LINK_MAX_HOURS).optional(),
});
export type CreateReviewLinkBody = z.infer<typeof createReviewLinkBody>;

// ----- Public (customer) requests -----

/** `POST /review/{token}/annotations`: a customer's mark, on the version the page shows (always for the customer). */
export const publicMarkBody = createMarkBody.omit({ forCustomer: true });

/** `POST /review/{token}/decision`. Approve needs 1-5 stars; a request for changes, a comment or a mark. */
export const reviewDecisionBody = z
  .strictObject({
    decision: z.enum(REVIEW_DECISIONS),
    rate: z.number().int().min(1).max(5).optional(),
    comment: z.string().trim().max(MARK_BODY_MAX).optional(),
    /** The customer's name as they sign the decision. */
    name: z.string().trim().max(200).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.decision === 'approve' && b.rate === undefined) {
      ctx.addIssue({ code: 'custom', path: ['rate'], message: DESIGN_REVIEW_TEXTS.rateRequired });
    }
  });
export type ReviewDecisionBody = z.infer<typeof reviewDecisionBody>;

/**
 * The names design review's writes carry in the audit trail and the live events. They are not
 * resources of the registry: an event on them reaches whoever may read their order.
 */
export const DESIGN_REVIEW_RESOURCES = { marks: 'designMarks', links: 'reviewLinks' } as const;
export const DESIGN_REVIEW_RESOURCE_NAMES: readonly string[] = Object.values(DESIGN_REVIEW_RESOURCES);
