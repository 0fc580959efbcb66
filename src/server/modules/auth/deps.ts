import type { Mailer } from '../mail/mailer';
import type { AuthRepository } from './auth.repository';
import type { AuthThrottle } from './authThrottle';
import type { InstallationsRepository } from './installations.repository';

/** What the auth services and routes need, built once by the plugin and passed to every call. */
export interface AuthDeps {
  /** Clock of sessions, link and device tokens, and single-sign-on keys. */
  readonly now: () => Date;
  /** Users, roles, sessions, link and device tokens, and the audit trail. */
  readonly repo: AuthRepository;
  /** The devices' push-notification installations. */
  readonly installations: InstallationsRepository;
  readonly mailer: Mailer;
  /** Limits of sign-in, password-reset mail and registration. */
  readonly throttle: AuthThrottle;
  /** Origin of the links in mails, without a trailing slash. */
  readonly publicBaseUrl: () => string;
  /** Key of the HMAC that signs single-sign-on keys. */
  readonly ssoSecret: string;
  /** The finance site the key opens, or null when none is configured. */
  readonly financeUrl: string | null;
}
