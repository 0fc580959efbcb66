import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../constants';
import { permissionMapSchema } from '../permissionKeys';
import { uploadPath } from './fieldSchema';
import { emailField, newPasswordField, passwordField, requestBody, requiredText } from './primitives';

/**
 * Request bodies of the auth and permission endpoints of spec section 7, as the server
 * validates them. Unknown keys are refused, naming the key.
 */

const TOKEN_MAX_LENGTH = 512;
const USER_ID_MESSAGE = 'userId must be a positive whole number';
const userId = () =>
  z.number({ error: USER_ID_MESSAGE }).int({ error: USER_ID_MESSAGE }).positive({ error: USER_ID_MESSAGE });

export const loginBody = requestBody({ email: requiredText(EMAIL_MAX_LENGTH), password: passwordField() });

export const registerBody = requestBody({ email: emailField(), password: newPasswordField() });

export const registerByTokenBody = requestBody({
  password: newPasswordField(),
  firstName: requiredText(NAME_MAX_LENGTH),
  lastName: requiredText(NAME_MAX_LENGTH),
  avatar: uploadPath().optional(),
  token: requiredText(TOKEN_MAX_LENGTH),
});

export const resetPasswordBody = requestBody({
  password: newPasswordField(),
  resetPasswordToken: requiredText(TOKEN_MAX_LENGTH),
});

export const forgotPasswordBody = requestBody({ email: emailField() });

export const changePasswordBody = requestBody({ password: newPasswordField() });

export const installationBody = requestBody({ oneSignalUserId: requiredText(255) });

export const permissionsBody = requestBody({ userId: userId(), permission: permissionMapSchema });

export const permissionsDefaultBody = requestBody({ userId: userId() });

export type LoginBody = z.infer<typeof loginBody>;
export type RegisterBody = z.infer<typeof registerBody>;
export type RegisterByTokenBody = z.infer<typeof registerByTokenBody>;
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;
export type InstallationBody = z.infer<typeof installationBody>;
export type PermissionsBody = z.infer<typeof permissionsBody>;
export type PermissionsDefaultBody = z.infer<typeof permissionsDefaultBody>;
