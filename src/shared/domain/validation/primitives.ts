import { z } from 'zod';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { FORMAT, PASSWORD_TOO_SHORT, REQUIRED, tooLong } from './messages';

/** Type error of a required field: missing is `message`, any other type is a format error. */
export function missingOr(message: string) {
  return (issue: { readonly input?: unknown }): string =>
    issue.input === undefined || issue.input === null ? message : FORMAT;
}

/** A JSON-object body that refuses unknown keys; anything but an object is told so plainly. */
export const requestBody = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject(shape, {
    error: (issue) => (issue.code === 'invalid_type' ? 'The request body must be a JSON object.' : undefined),
  });

/** A required text, trimmed, that must not be empty or longer than `max`. */
export function requiredText(max: number, message: string = REQUIRED) {
  return z
    .string({ error: missingOr(message) })
    .trim()
    .min(1, { error: message })
    .max(max, { error: tooLong(max) });
}

/** A required, well-formed email address of at most 255 characters. */
export function emailField(requiredMessage: string = REQUIRED) {
  return requiredText(EMAIL_MAX_LENGTH, requiredMessage).pipe(z.email({ error: FORMAT }));
}

/** A required password, untrimmed, of at most 128 characters (login checks no minimum). */
export function passwordField() {
  return z
    .string({ error: missingOr(REQUIRED) })
    .min(1, { error: REQUIRED })
    .max(PASSWORD_MAX_LENGTH, { error: tooLong(PASSWORD_MAX_LENGTH) });
}

/** A new password: required, 6 to 128 characters. */
export function newPasswordField() {
  return passwordField().min(PASSWORD_MIN_LENGTH, { error: PASSWORD_TOO_SHORT });
}

/** Adds the "confirm must equal password" rule, reported on `confirm` with `message`. */
export function withConfirmation<T extends { password: string; confirm: string }>(
  schema: z.ZodType<T>,
  message: string,
) {
  return schema.refine((v) => v.password === v.confirm, {
    error: message,
    path: ['confirm'],
    when: (payload) => {
      const v = payload.value as Partial<Record<'password' | 'confirm', unknown>> | null;
      return typeof v?.password === 'string' && typeof v.confirm === 'string' && v.confirm !== '';
    },
  });
}
