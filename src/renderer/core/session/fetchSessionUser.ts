import type { ApiCaller } from '../../../shared/api/apiCaller';
import { toSessionUser, type SessionUser } from './currentUser';

/** GET /users/me as a {@link SessionUser}. */
export async function fetchSessionUser(call: ApiCaller): Promise<SessionUser> {
  return toSessionUser(await call('GET /users/me'));
}
