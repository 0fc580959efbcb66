import type { Db } from '../../db/connection';
import type { Mailer } from '../mail/mailer';
import type { AuthThrottle } from './authThrottle';

/** What the auth services need, built once by the plugin and passed to every call. */
export interface AuthDeps {
  readonly db: Db;
  readonly mailer: Mailer;
  /** Limits of sign-in, password-reset mail and registration. */
  readonly throttle: AuthThrottle;
  readonly now: () => Date;
  /** Origin of the links in mails, without a trailing slash. */
  readonly publicBaseUrl: () => string;
  /** Key of the HMAC that signs single-sign-on keys. */
  readonly ssoSecret: string;
  /** The finance site the key opens, or null when none is configured. */
  readonly financeUrl: string | null;
}
