import type { FastifyInstance } from 'fastify';
import type { LoginResult } from '../../../shared/api/contract';
import { requireUser } from '../../plugins/auth';
import { FORGOT_PASSWORD_ANSWER, forgotPassword, register, registerByToken, resetPassword } from './account.service';
import {
  changePasswordBody,
  forgotPasswordBody,
  loginBody,
  registerBody,
  registerByTokenBody,
  resetPasswordBody,
} from '../../../shared/domain/validation';
import type { AuthDeps } from './deps';
import { changePassword, login, logout } from './session.service';
import { clearSessionCookie, isWebClient, setSessionCookie } from './sessionCookie';

const PASSWORD_CHANGED = 'Password has been changed';

/** Sign-in, sign-out, registration and password routes of spec section 7. */
export function authRoutes(app: FastifyInstance, deps: AuthDeps): void {
  app.post('/auth/login', async (request, reply): Promise<LoginResult> => {
    const session = await login(deps, loginBody.parse(request.body), request.ip);
    if (!isWebClient(request)) return { id: session.userId, token: session.token };
    setSessionCookie(request, reply, session.token, session.expiresAt);
    return { id: session.userId };
  });

  app.post('/auth/logout', async (request, reply) => {
    await logout(deps, request.sessionId);
    clearSessionCookie(request, reply);
    return { success: true };
  });

  app.post('/auth/register', async (request, reply) => {
    const account = await register(deps, registerBody.parse(request.body));
    return reply.code(201).send(account);
  });

  app.post('/auth/registerByToken', async (request, reply) => {
    const account = await registerByToken(deps, registerByTokenBody.parse(request.body));
    return reply.code(201).send(account);
  });

  app.post('/auth/forgotPassword', async (request) => {
    await forgotPassword(deps, forgotPasswordBody.parse(request.body).email);
    return { success: true, message: FORGOT_PASSWORD_ANSWER };
  });

  app.post('/auth/resetPassword', async (request) => {
    await resetPassword(deps, resetPasswordBody.parse(request.body));
    return { success: true, message: PASSWORD_CHANGED };
  });

  app.post('/auth/changePassword', async (request) => {
    const user = requireUser(request);
    await changePassword(deps, user.id, request.sessionId, changePasswordBody.parse(request.body).password);
    return { success: true, message: PASSWORD_CHANGED };
  });
}
