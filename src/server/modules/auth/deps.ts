import type { Db } from '../../db/connection';
import type { Mailer } from '../mail/mailer';
import type { LoginThrottle } from './loginThrottle';

/** What the auth services need, built once by the plugin and passed to every call. */
export interface AuthDeps {
  readonly db: Db;
  readonly mailer: Mailer;
  readonly throttle: LoginThrottle;
  readonly now: () => Date;
  /** Origin of the links in mails, without a trailing slash. */
  readonly publicBaseUrl: () => string;
  /** Key of the HMAC that signs single-sign-on keys. */
  readonly ssoSecret: string;
}
