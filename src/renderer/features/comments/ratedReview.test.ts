import { describe, expect, it } from 'vitest';
import { reviewProblem } from './ratedReview';

describe('reviewProblem', () => {
  it('asks for content first, then for at least one star', () => {
    expect(reviewProblem('  ', 5)).toBe('form.required');
    expect(reviewProblem('Good', null)).toBe('comments.requireRate');
    expect(reviewProblem('Good', 0)).toBe('comments.requireRate');
    expect(reviewProblem('Good', 1)).toBeNull();
  });
});
