import { z } from 'zod';
import type { SessionUser } from '../../core/session/currentUser';
import { OUTSOURCE_PROFILE_FIELDS, profileBody as profileBodySchema } from '../../../shared/api/endpoints/auth';

/** Profile fields a user edits on /profile (PUT /users/me), in form order. */
export const PROFILE_FIELDS = [
  'displayName',
  'fullName',
  'firstName',
  'lastName',
  'phone',
  'birthday',
  'linkFB',
  'note',
  'trelloKey',
  'trelloToken',
] as const;

export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileValues = Record<ProfileField, string>;

/** The secrets the API never sends back: left blank, they stay as they are. */
export const WRITE_ONLY_FIELDS: readonly ProfileField[] = ['trelloKey', 'trelloToken'];

/** The only fields an outsourced user may change (spec section 2, Users). */
export const OUTSOURCE_EDITABLE: readonly string[] = OUTSOURCE_PROFILE_FIELDS;

/** A field's rule is PUT /users/me's, after the text is trimmed and a blank left as "unchanged" or cleared. */
function fieldRule(name: ProfileField): z.ZodType {
  const blank = name === 'displayName' ? '' : WRITE_ONLY_FIELDS.includes(name) ? undefined : null;
  const tidy = (value: unknown) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return trimmed === '' ? blank : trimmed;
  };
  return z.preprocess(tidy, profileBodySchema.shape[name]);
}

/** Checks the profile form with the registry's rules for each user field, before submit. */
export const profileForm = z.object(Object.fromEntries(PROFILE_FIELDS.map((name) => [name, fieldRule(name)])));

/** The form's starting values from GET /users/me; secrets start blank. */
export function profileValues(user: SessionUser): ProfileValues {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    displayName: user.displayName,
    fullName: text(user.fullName),
    firstName: text(user.firstName),
    lastName: text(user.lastName),
    phone: text(user.phone),
    birthday: text(user.birthday).slice(0, 10),
    linkFB: text(user.linkFB),
    note: text(user.note),
    trelloKey: '',
    trelloToken: '',
  };
}

/** The PUT /users/me body: what the user may change, secrets only when typed. */
export function profileBody(data: Record<string, unknown>, isOutsource: boolean): Record<string, unknown> {
  const allowed = isOutsource ? OUTSOURCE_EDITABLE : PROFILE_FIELDS;
  return Object.fromEntries(allowed.filter((name) => data[name] !== undefined).map((name) => [name, data[name]]));
}
