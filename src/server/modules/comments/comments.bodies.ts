import { z } from 'zod';
import { RATING_MAX, RATING_MIN } from '../../../shared/domain/constants';
import { INT_MAX } from '../../../shared/domain/resourceSchema';

/** PUT /comments/{id} (and the customer and user kinds): the author edits content and rating. */
export const editCommentBody = z.strictObject({
  id: z.number().int().min(1).max(INT_MAX).optional(),
  content: z.string().trim().min(1).max(5000).optional(),
  rate: z.number().int().min(RATING_MIN).max(RATING_MAX).nullable().optional(),
  updatedAt: z.iso.datetime({ offset: true }).optional(),
});

export type EditCommentBody = z.infer<typeof editCommentBody>;

/** Spec section 5: a rated comment needs at least one star. */
export const RATE_REQUIRED_MESSAGE = 'Please rating star.';
export const RATE_REQUIRED_CODE = 'comments.requireRate';
