import { RATING_MIN } from '../../../shared/domain/constants';

/**
 * What keeps a new rated comment (of a customer, an order or a user) from being sent (spec section 5): no content, or a
 * rating under one star ('comments.requireRate'); null when it may go.
 */
export function reviewProblem(content: string, rate: number | null): 'form.required' | 'comments.requireRate' | null {
  if (content.trim() === '') return 'form.required';
  if (rate === null || rate < RATING_MIN) return 'comments.requireRate';
  return null;
}
