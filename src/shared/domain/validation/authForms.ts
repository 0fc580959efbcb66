import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../constants';
import {
  EMAIL_REQUIRED_KEY,
  PASSWORD_INCONSISTENT_KEY,
  PASSWORDS_DO_NOT_MATCH,
  PASSWORDS_INCONSISTENT,
  REQUIRED,
} from './messages';
import { emailField, missingOr, newPasswordField, passwordField, requiredText, withConfirmation } from './primitives';

/**
 * The public forms of spec section 5, validated before submit. Each error carries the spec's
 * message; `confirm` is the confirm-password field of every form that has one.
 */

const TOKEN_MAX_LENGTH = 512;
const token = () => requiredText(TOKEN_MAX_LENGTH);
const confirm = () => z.string({ error: missingOr(REQUIRED) }).min(1, { error: REQUIRED });

export const loginForm = z.object({
  email: requiredText(EMAIL_MAX_LENGTH, EMAIL_REQUIRED_KEY),
  password: passwordField(),
});

export const registerForm = withConfirmation(
  z.object({ email: emailField(), password: newPasswordField(), confirm: confirm() }),
  PASSWORDS_INCONSISTENT,
);

/** Registration from an invite; the token comes from the page's query. */
export const inviteForm = withConfirmation(
  z.object({
    firstName: requiredText(NAME_MAX_LENGTH),
    lastName: requiredText(NAME_MAX_LENGTH),
    password: newPasswordField(),
    confirm: confirm(),
    token: token(),
  }),
  PASSWORDS_INCONSISTENT,
);

export const resetPasswordForm = withConfirmation(
  z.object({ password: newPasswordField(), confirm: confirm(), token: token() }),
  PASSWORDS_DO_NOT_MATCH,
);

export const forgotPasswordForm = z.object({ email: emailField() });

export const changePasswordForm = withConfirmation(
  z.object({ password: newPasswordField(), confirm: confirm() }),
  PASSWORD_INCONSISTENT_KEY,
);

export type LoginForm = z.infer<typeof loginForm>;
export type RegisterForm = z.infer<typeof registerForm>;
export type InviteForm = z.infer<typeof inviteForm>;
export type ResetPasswordForm = z.infer<typeof resetPasswordForm>;
export type ForgotPasswordForm = z.infer<typeof forgotPasswordForm>;
export type ChangePasswordForm = z.infer<typeof changePasswordForm>;
