import type { BridgeApi } from '../../../shared/ipc/bridge';
import type { CurrentUser } from '../../../shared/domain/entities';
import { toSessionUser, type SessionUser } from './currentUser';

/** GET /users/me as a {@link SessionUser}. */
export async function fetchSessionUser(bridge: BridgeApi): Promise<SessionUser> {
  return toSessionUser(await bridge.request<CurrentUser>({ method: 'GET', path: '/users/me' }));
}
