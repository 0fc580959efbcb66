import type { CurrentUser } from '../../../shared/api/endpoints/auth';
import type { Principal } from '../../../shared/domain/permissions';

/** The signed-in user of GET /users/me, ready for the permission checks of spec section 6. */
export type SessionUser = CurrentUser & Principal;

/** Query key of the session; cleared on logout and on a 401. */
export const SESSION_QUERY_KEY = ['session', 'me'] as const;

/** GET /users/me's answer with `isOutsource` settled to a boolean, as `Principal` wants it. */
export function toSessionUser(me: CurrentUser): SessionUser {
  return { ...me, isOutsource: me.isOutsource === true };
}
