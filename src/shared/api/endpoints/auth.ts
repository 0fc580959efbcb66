import { z } from 'zod';
import { permissionMapSchema } from '../../domain/permissionKeys';
import { instant, rowSchemaWith } from '../../domain/rowSchema';
import { RESOURCES } from '../../domain/resources';
import { fieldSchema, idSchema } from '../../domain/validation/fieldSchema';
import {
  changePasswordBody,
  emailField,
  forgotPasswordBody,
  installationBody,
  loginBody,
  permissionsBody,
  permissionsDefaultBody,
  registerBody,
  registerByTokenBody,
  resetPasswordBody,
} from '../../domain/validation';
import { access, endpoint } from '../endpoint';
import { idParam, idParams, messageSchema, requestBody, successSchema } from './common';

const tag = 'Auth and users';

/**
 * Answer of POST /auth/login. `token` (the session) and `deviceToken` (the known device, sent
 * back in the `x-bo-device` header on later sign-ins) are left out for cookie (web) sessions,
 * which get them as the HttpOnly cookies `bo_session` and `bo_device`.
 */
export const loginResultSchema = z.object({
  id: z.number(),
  token: z.string().optional(),
  deviceToken: z.string().optional(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

const accountSchema = z.object({ id: z.number(), email: z.string() });

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

const own = RESOURCES.users.fields;
const clearable = <D extends (typeof own)[(typeof PROFILE_FIELDS)[number]]>(field: D) =>
  fieldSchema(field).nullable().optional();

/** PUT /users/me: displayName may be changed but never emptied; the rest may be cleared with null. */
export const profileBody = requestBody({
  displayName: fieldSchema(own.displayName, true).optional(),
  fullName: clearable(own.fullName),
  firstName: clearable(own.firstName),
  lastName: clearable(own.lastName),
  birthday: clearable(own.birthday),
  phone: clearable(own.phone),
  linkFB: clearable(own.linkFB),
  avatar: clearable(own.avatar),
  note: clearable(own.note),
  trelloKey: clearable(own.trelloKey),
  trelloToken: clearable(own.trelloToken),
} satisfies Record<(typeof PROFILE_FIELDS)[number], z.ZodType>);

/** The signed-in user as GET /users/me answers: no secrets, with the role's id and name. */
export const profileSchema = rowSchemaWith('users', {
  role: z.object({ id: z.number(), name: z.string() }).nullable(),
});
export type CurrentUser = z.input<typeof profileSchema>;

/** One group of the permission matrix: a resource and the action keys it can carry. */
export const permissionEntrySchema = z.object({
  key: z.string(),
  title: z.string(),
  permissions: z.array(z.string()),
});
export type PermissionEntry = z.infer<typeof permissionEntrySchema>;

const storedPermissionsSchema = z.object({ userId: z.number(), permission: permissionMapSchema });

export const authEndpoints = [
  endpoint({
    method: 'POST',
    path: '/auth/login',
    access: access.public,
    summary: 'Signs in; answers the bearer token, or sets the session cookie for the web client.',
    tag,
    body: loginBody,
    response: loginResultSchema,
    errors: [401, 429],
  }),
  endpoint({
    method: 'POST',
    path: '/auth/logout',
    access: access.public,
    summary: 'Ends the current session.',
    tag,
    response: successSchema,
  }),
  endpoint({
    method: 'POST',
    path: '/auth/register',
    access: access.public,
    summary: 'Creates an account with an email and a password.',
    tag,
    body: registerBody,
    response: accountSchema,
    errors: [429],
    status: 201,
  }),
  endpoint({
    method: 'POST',
    path: '/auth/registerByToken',
    access: access.public,
    summary: 'Completes an invitation: names and password, with the token of the invitation mail.',
    tag,
    body: registerByTokenBody,
    response: accountSchema,
    status: 201,
  }),
  endpoint({
    method: 'POST',
    path: '/auth/forgotPassword',
    access: access.public,
    summary: 'Mails a single-use password-reset link, when the address has an account.',
    tag,
    body: forgotPasswordBody,
    response: messageSchema,
    errors: [429],
  }),
  endpoint({
    method: 'POST',
    path: '/auth/resetPassword',
    access: access.public,
    summary: 'Sets a new password with the token of a reset link.',
    tag,
    body: resetPasswordBody,
    response: messageSchema,
  }),
  endpoint({
    method: 'POST',
    path: '/auth/changePassword',
    sessionOnly: true,
    access: access.signedIn,
    summary: "Changes the signed-in user's password; their other sessions end.",
    tag,
    body: changePasswordBody,
    response: messageSchema,
  }),
  endpoint({
    method: 'GET',
    path: '/users/me',
    access: access.signedIn,
    summary: 'The signed-in user, with their role.',
    tag,
    response: profileSchema,
  }),
  endpoint({
    method: 'PUT',
    path: '/users/me',
    sessionOnly: true,
    access: access.signedIn,
    summary: "Changes the signed-in user's profile (outsourced users: only their Trello key and token).",
    tag,
    body: profileBody,
    response: profileSchema,
  }),
  endpoint({
    method: 'POST',
    path: '/users/invite',
    access: access.permission('users', 'create'),
    summary: 'Creates a user and mails them an invitation link.',
    tag,
    body: requestBody({ email: emailField(), roleId: idSchema().optional() }),
    response: z.object({ id: z.number(), email: z.string(), inviteStatus: z.string() }),
    status: 201,
  }),
  endpoint({
    method: 'GET',
    path: '/auth/permissions',
    access: access.signedIn,
    summary:
      "The permission matrix's groups and words; with userId, that user's map (their own, or with permissions.get).",
    tag,
    query: z.strictObject({ userId: idParam('userId').optional() }),
    response: z.object({
      stringtoWord: z.record(z.string(), z.string()),
      permissions: z.array(permissionEntrySchema),
      userPermission: permissionMapSchema.optional(),
    }),
    errors: [404],
  }),
  endpoint({
    method: 'POST',
    path: '/auth/permissions',
    access: access.permission('permissions', 'update'),
    summary: "Replaces a user's permission map; unknown resources and keys are dropped.",
    tag,
    body: permissionsBody,
    response: storedPermissionsSchema,
  }),
  endpoint({
    method: 'POST',
    path: '/auth/permissions/default',
    access: access.permission('permissions', 'update'),
    summary: "Resets a user's permission map to their role's default.",
    tag,
    body: permissionsDefaultBody,
    response: storedPermissionsSchema,
  }),
  endpoint({
    method: 'GET',
    path: '/auth/sso-key',
    sessionOnly: true,
    access: access.rules('staff: not outsourced, not customer users'),
    summary:
      "A five-minute single-sign-on key for the finance site, and the site's address carrying it (`url`, null when FINANCE_URL is not set). 403 to outsourced and customer users.",
    tag,
    response: z.object({ key: z.string(), expiresAt: instant, url: z.string().nullable() }),
  }),
  endpoint({
    method: 'GET',
    path: '/app/config',
    access: access.signedIn,
    summary:
      "The app's configuration for the signed-in user (spec section 3, Config): the order features, and whether the header offers the finance site to them.",
    tag,
    response: z.object({ orderFeatures: z.array(z.string()), financeSite: z.boolean() }),
  }),
  endpoint({
    method: 'POST',
    path: '/installations',
    sessionOnly: true,
    access: access.signedIn,
    summary:
      'Registers a device of the signed-in user for notifications (the app does on each sign-in); a device already registered gets its existing row back.',
    tag,
    body: installationBody,
    response: z.object({ id: z.number(), userId: z.number(), oneSignalUserId: z.string(), createdAt: instant }),
    status: 201,
  }),
  endpoint({
    method: 'DELETE',
    path: '/installations/:id',
    sessionOnly: true,
    access: access.signedIn,
    summary: "Removes one of the signed-in user's devices.",
    tag,
    params: idParams,
    response: successSchema,
  }),
] as const;
