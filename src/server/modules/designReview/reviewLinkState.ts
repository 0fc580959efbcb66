import type { ReviewLinkState } from '../../../shared/domain/designReview';
import { newToken } from '../../plugins/sessionToken';

/** Review tokens: a prefix that says what they are, then 32 random bytes in base64url. */
export const REVIEW_TOKEN_PREFIX = 'bo_rev_';
const TOKEN_SHAPE = /^bo_rev_[A-Za-z0-9_-]{43}$/;

export const newReviewToken = (): string => `${REVIEW_TOKEN_PREFIX}${newToken()}`;
export const isReviewTokenShaped = (token: string): boolean => TOKEN_SHAPE.test(token);

/** What decides a link's state. */
export interface LinkFacts {
  readonly historyId: number;
  readonly expiresAt: Date;
  readonly revokedAt: Date | null;
  readonly decision: string | null;
}

/**
 * A link's state: revoked, used (the customer decided), expired, moved (the order's current
 * history entry is no longer the one the link was sent at), else open. The first that holds wins.
 */
export function linkStateOf(link: LinkFacts, currentEntryId: number | null, now: Date): ReviewLinkState {
  if (link.revokedAt) return 'revoked';
  if (link.decision) return 'used';
  if (link.expiresAt.getTime() <= now.getTime()) return 'expired';
  return currentEntryId === link.historyId ? 'open' : 'moved';
}
