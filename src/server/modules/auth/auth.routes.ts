import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contractRoutes';
import { FORGOT_PASSWORD_ANSWER, forgotPassword, register, registerByToken, resetPassword } from './account.service';
import type { AuthDeps } from './deps';
import { changePassword, login, logout } from './session.service';
import {
  clearSessionCookie,
  isWebClient,
  presentedDeviceToken,
  setDeviceCookie,
  setSessionCookie,
} from './sessionCookie';

const PASSWORD_CHANGED = 'Password has been changed';

/** Sign-in, sign-out, registration and password routes of spec section 7. */
export function authRoutes(app: FastifyInstance, deps: AuthDeps): void {
  route(app, 'POST /auth/login', async ({ body, request, reply }) => {
    const session = await login(deps, body, request.ip, presentedDeviceToken(request));
    if (!isWebClient(request)) return { id: session.userId, token: session.token, deviceToken: session.device.token };
    setSessionCookie(request, reply, session.token, session.expiresAt);
    setDeviceCookie(request, reply, session.device.token, session.device.expiresAt);
    return { id: session.userId };
  });

  route(app, 'POST /auth/logout', async ({ request, reply }) => {
    await logout(deps, request.sessionId);
    clearSessionCookie(request, reply);
    return { success: true };
  });

  route(app, 'POST /auth/register', ({ body, request }) => register(deps, body, request.ip));

  route(app, 'POST /auth/registerByToken', ({ body }) => registerByToken(deps, body));

  route(app, 'POST /auth/forgotPassword', async ({ body, request }) => {
    await forgotPassword(deps, body.email, request.ip);
    return { success: true, message: FORGOT_PASSWORD_ANSWER };
  });

  route(app, 'POST /auth/resetPassword', async ({ body }) => {
    await resetPassword(deps, body);
    return { success: true, message: PASSWORD_CHANGED };
  });

  route(app, 'POST /auth/changePassword', async ({ user, body, request }) => {
    await changePassword(deps, user.id, request.sessionId, body.password);
    return { success: true, message: PASSWORD_CHANGED };
  });
}
