import { z } from 'zod';
import { RATING_MAX, RATING_MIN } from '../../domain/constants';
import { listedRowSchema, listResultSchema, rowSchema } from '../../domain/rowSchema';
import { idSchema } from '../../domain/validation/fieldSchema';
import { access, endpoint } from '../endpoint';
import { listQuerySchema } from '../listQuery';
import { idParam, idParams, requestBody, versionField } from './common';

const tag = 'Comments and mistakes';

/** The comment resources: all comments, and the customer and user kinds (views). */
export const COMMENT_RESOURCES = ['comments', 'customerComments', 'userComments'] as const;
export type CommentResource = (typeof COMMENT_RESOURCES)[number];

/** Spec section 5: a rated comment needs at least one star. */
export const RATE_REQUIRED_MESSAGE = 'Please rating star.';
export const RATE_REQUIRED_CODE = 'comments.requireRate';

/** A comment about a customer or a user carries a 1-5 rating. */
export const isRatedComment = (row: { customerId?: number | null; userId?: number | null }) =>
  row.customerId != null || row.userId != null;

const rate = z
  .number()
  .int()
  .max(RATING_MAX, { error: `The field must be at most ${RATING_MAX}.` });

/** Adds spec section 5's rule: a rated comment (about a customer or a user) needs 1 to 5 stars. */
function withRating<T extends z.ZodType<{ rate?: number | null; customerId?: number | null; userId?: number | null }>>(
  schema: T,
  rated: (value: z.output<T>) => boolean,
) {
  return schema.superRefine((value, ctx) => {
    const stars = value.rate;
    if (rated(value) && (stars == null || stars < RATING_MIN)) {
      ctx.addIssue({
        code: 'custom',
        path: ['rate'],
        message: RATE_REQUIRED_MESSAGE,
        params: { code: RATE_REQUIRED_CODE },
      });
    } else if (stars != null && stars < RATING_MIN) {
      ctx.addIssue({ code: 'custom', path: ['rate'], message: `The field must be at least ${RATING_MIN}.` });
    }
  });
}

const content = z.string().trim().min(1, { error: 'The field is required' }).max(5000);

/** POST /comments, /customerComments, /userComments: the reviewer is always the signed-in user. */
export const createCommentBody = withRating(
  requestBody({
    content,
    rate: rate.nullable().optional(),
    orderId: idSchema().nullable().optional(),
    userId: idSchema().nullable().optional(),
    customerId: idSchema().nullable().optional(),
  }),
  isRatedComment,
);
export type CreateCommentBody = z.infer<typeof createCommentBody>;

/** PUT /comments/{id} (and the customer and user kinds): the author edits content and rating. */
export const editCommentBody = requestBody({
  id: idSchema().optional(),
  content: content.optional(),
  rate: rate.nullable().optional(),
  ...versionField,
});
export type EditCommentBody = z.infer<typeof editCommentBody>;

const commentRow = rowSchema('comments');

const commentEndpoints = (name: CommentResource) =>
  [
    endpoint({
      method: 'POST',
      path: `/${name}`,
      access: access.resource(name, 'create'),
      summary: `Adds a ${name === 'comments' ? 'comment' : name.replace('Comments', ' review')}; the reviewer is the signed-in user.`,
      tag,
      body: createCommentBody,
      response: commentRow,
      status: 201,
    }),
    endpoint({
      method: 'PUT',
      path: `/${name}/:id`,
      access: access.rules('only the author'),
      summary: 'Edits the content or rating of a comment; only its author may.',
      tag,
      params: idParams,
      body: editCommentBody,
      response: commentRow,
    }),
    endpoint({
      method: 'DELETE',
      path: `/${name}/:id`,
      access: access.rules('only the author'),
      summary: 'Deletes a comment; only its author may.',
      tag,
      params: idParams,
      response: commentRow,
    }),
  ] as const;

export const commentsEndpoints = [
  ...commentEndpoints('comments'),
  ...commentEndpoints('customerComments'),
  ...commentEndpoints('userComments'),
  endpoint({
    method: 'GET',
    path: '/customerComments/order/:orderId',
    access: access.permission('customerComments', 'get'),
    summary: "The customer's reviews of an order.",
    tag,
    params: z.strictObject({ orderId: idParam('order id') }),
    query: listQuerySchema,
    response: listResultSchema(listedRowSchema('customerComments')),
  }),
] as const;

/** Spec section 8: the answer of an accepted mistake record. */
export const MISTAKE_ACCEPTED_MESSAGE = 'Accepted successfully!';

export const mistakesEndpoints = [
  endpoint({
    method: 'PUT',
    path: '/mistakeRecords/:id/accept',
    access: access.rules('only the victim'),
    summary: 'Accepts a mistake record; only its victim may.',
    tag,
    params: idParams,
    response: z.object({ message: z.string(), record: rowSchema('mistakeRecords') }),
  }),
] as const;
