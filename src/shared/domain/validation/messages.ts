/**
 * Validation messages of spec section 5. Some are i18n keys the renderer translates
 * (`input.email.validateMsg.required`, `passwordInconsistent`); the others are shown as they are.
 */
export const REQUIRED = 'The field is required';
export const REQUIRED_SELECT = 'This field is required';
export const FORMAT = 'The field is error format.';
export const EMAIL_REQUIRED_KEY = 'input.email.validateMsg.required';
export const USERNAME_REQUIRED = 'Please input your username!';
export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters.';
/** Register and invite forms. */
export const PASSWORDS_INCONSISTENT = 'Two passwords that you enter is inconsistent!';
/** Reset-password form. */
export const PASSWORDS_DO_NOT_MATCH = 'Your password and confirmation password do not match.';
/** Change-password form. */
export const PASSWORD_INCONSISTENT_KEY = 'passwordInconsistent';

export function tooLong(max: number): string {
  return `Must be at most ${max} characters.`;
}
