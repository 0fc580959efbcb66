import type { ReviewDecisionBody } from '../../shared/domain/designReview';
import type { ReviewTextKey } from './reviewTexts';

/**
 * The review page's decisions, kept pure: where the token is, whether a decision may be sent,
 * and what an answer of the API means to the customer.
 */

/** The token of `/review/<token>`, or null. */
export function tokenOf(pathname: string): string | null {
  const parts = pathname.split('/').filter(Boolean);
  const at = parts.indexOf('review');
  const token = at >= 0 ? parts[at + 1] : undefined;
  return token && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : null;
}

/** What the decision form holds. */
export interface DecisionInput {
  readonly decision: 'approve' | 'changes';
  /** 1-5, or null when no star is chosen. */
  readonly rate: number | null;
  readonly comment: string;
  readonly name: string;
  /** How many marks the customer left on this page. */
  readonly marksMade: number;
}

/** The body to send, or the text that says what is missing. */
export function decisionBody(
  input: DecisionInput,
): { ok: true; body: ReviewDecisionBody } | { ok: false; error: ReviewTextKey } {
  const comment = input.comment.trim();
  const name = input.name.trim();
  const extra = { ...(comment ? { comment } : {}), ...(name ? { name } : {}) };
  if (input.decision === 'approve') {
    if (input.rate === null || !Number.isInteger(input.rate) || input.rate < 1 || input.rate > 5) {
      return { ok: false, error: 'rateRequired' };
    }
    return { ok: true, body: { decision: 'approve', rate: input.rate, ...extra } };
  }
  if (!comment && input.marksMade === 0) return { ok: false, error: 'changesRequired' };
  return { ok: true, body: { decision: 'changes', ...extra } };
}

/** What the page says for a failed call: the API's own plain message where it gives one the customer should read. */
export type Failure = { readonly key: ReviewTextKey } | { readonly message: string };

export function failureOf(status: number, message: string | undefined): Failure {
  if (status === 404) return { key: 'notFound' };
  if (status === 429) return { key: 'tooMany' };
  // 410 (moved on, expired, revoked) and 409 (someone decided first) carry a sentence for the customer.
  if ((status === 410 || status === 409) && message) return { message };
  return { key: 'failed' };
}
