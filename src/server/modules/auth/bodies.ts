import { z } from 'zod';
import { RESOURCES } from '../../../shared/domain/resources';
import { fieldSchema, INT_MAX } from '../../../shared/domain/resourceSchema';
import { emailField, requestBody } from '../../../shared/domain/validation';

const id = () => z.number({ error: 'The field is error format.' }).int().min(1).max(INT_MAX);

export const inviteInput = requestBody({ email: emailField(), roleId: id().optional() });

/** Fields a user may change on their own profile (PUT /users/me). */
export const PROFILE_FIELDS = [
  'displayName',
  'fullName',
  'firstName',
  'lastName',
  'birthday',
  'phone',
  'linkFB',
  'avatar',
  'note',
  'trelloKey',
  'trelloToken',
] as const;

/** The only profile fields an outsourced user may change (spec section 2, Users). */
export const OUTSOURCE_PROFILE_FIELDS: readonly string[] = ['trelloKey', 'trelloToken'];

const userFields = RESOURCES.users.fields;
export const profileInput = requestBody(
  Object.fromEntries(
    PROFILE_FIELDS.map((name) => {
      const field = userFields[name];
      // displayName may be changed but never emptied; the rest may be cleared with null.
      const schema = field.required ? fieldSchema(name, field, true) : fieldSchema(name, field).nullable();
      return [name, schema.optional()];
    }),
  ),
);

/** Path and query parameters. */
export const idParams = z.strictObject({
  id: z.coerce.number({ error: 'The id must be a number.' }).int().min(1).max(INT_MAX),
});
export const permissionsQuery = z.strictObject({
  userId: z.coerce.number({ error: 'userId must be a number' }).int().min(1).max(INT_MAX).optional(),
});
