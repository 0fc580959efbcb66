import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/connection';
import { createMailer, type Mailer } from '../mail/mailer';
import { drizzleAuthRepository } from './auth.repository';
import { authRoutes } from './auth.routes';
import { AuthThrottle } from './authThrottle';
import type { AuthDeps } from './deps';
import { drizzleInstallationsRepository } from './installations.repository';
import { installationsRoutes } from './installations.routes';
import { permissionsRoutes } from './permissions.routes';
import { drizzleRateLimitStore } from './rateLimits.repository';
import { randomSsoSecret } from './sso';
import { usersRoutes } from './users.routes';

/** What the demo seed uses to make its accounts and roles. */
export { hashPassword } from './password';
export { permissionCatalogue } from './permissionCatalogue';
/** What setting another user's password (modules/people) uses of the accounts. */
export { revokeAuthTokens } from './authTokens.repository';
export { deleteUserSessions } from './sessions.repository';
export { findUserById, updateUser } from './users.repository';

export interface AuthModuleOptions {
  readonly db: Db;
  /** Sends reset and invite mail; by default SMTP with `smtpUrl`, else the outbox and the log. */
  readonly mailer?: Mailer;
  readonly smtpUrl?: string;
  /** Origin of the links in mails, or a function asked per mail (the port may be known only after listen). @default 'http://127.0.0.1:8787' */
  readonly publicBaseUrl?: string | (() => string);
  /** Signs single-sign-on keys; a random secret per process when unset. */
  readonly ssoSecret?: string;
  /** The finance site the single-sign-on key opens; unset, there is none. */
  readonly financeUrl?: string;
  /** Clock of sessions, tokens and keys (tests move it). @default () => new Date() */
  readonly now?: () => Date;
  /** Limits of sign-in, reset mail and registration. @default counters in the database, on `now` */
  readonly throttle?: AuthThrottle;
}

/**
 * Auth and user routes of spec section 7 (login, logout, users/me, register, invitations,
 * password reset and change, installations, permissions, sso-key). Register inside the
 * `/api/v1` prefix, after the auth plugin that sets `request.user`.
 */
export const authModule: FastifyPluginAsync<AuthModuleOptions> = (app, options) => {
  const now = options.now ?? (() => new Date());
  const deps: AuthDeps = {
    repo: drizzleAuthRepository(options.db),
    installations: drizzleInstallationsRepository(options.db),
    mailer: options.mailer ?? createMailer({ db: options.db, log: app.log, smtpUrl: options.smtpUrl }),
    throttle: options.throttle ?? new AuthThrottle(drizzleRateLimitStore(options.db), now),
    now,
    publicBaseUrl: () => {
      const base = options.publicBaseUrl ?? 'http://127.0.0.1:8787';
      return (typeof base === 'function' ? base() : base).replace(/\/+$/, '');
    },
    ssoSecret: options.ssoSecret ?? randomSsoSecret(),
    financeUrl: options.financeUrl ?? null,
  };
  authRoutes(app, deps);
  usersRoutes(app, deps);
  permissionsRoutes(app, deps);
  installationsRoutes(app, deps);
  return Promise.resolve();
};
