import type { ResourceDef } from '../../shared/domain/resources';
import type { Db } from '../db/connection';
import { hashPassword } from '../modules/auth/password';
import { conflict } from '../plugins/httpErrors';
import { baseOf } from './access';
import { findUserIdByEmail } from './resource.repository';

export const EMAIL_TAKEN_MESSAGE = 'Email already exists.';

/**
 * The account rules of a user row written through the engine: the email is kept trimmed
 * and lower-case and must be free (409), a password is stored only as its Argon2id hash.
 * Rows of other resources pass through unchanged.
 */
export async function prepareUserValues(
  db: Db,
  resource: ResourceDef,
  values: Record<string, unknown>,
  selfId: number | null,
): Promise<Record<string, unknown>> {
  const users = baseOf(resource);
  if (users.name !== 'users') return values;
  const prepared = { ...values };
  if (typeof prepared.email === 'string') {
    const email = prepared.email.trim().toLowerCase();
    prepared.email = email;
    const owner = await findUserIdByEmail(db, users, email);
    if (owner !== null && owner !== selfId) throw conflict(EMAIL_TAKEN_MESSAGE);
  }
  if (typeof prepared.password === 'string') prepared.password = await hashPassword(prepared.password);
  return prepared;
}
