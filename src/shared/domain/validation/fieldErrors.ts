import type { z } from 'zod';
import { FORMAT, REQUIRED } from './messages';

/** Spec section 5's messages for a registry field, and the API's for what it refuses. */
export const FIELD_MESSAGES = {
  required: REQUIRED,
  format: FORMAT,
  readOnly: 'The field cannot be changed here.',
  unknown: 'Unknown field.',
} as const;

/** One problem with one field of a form or request body. */
export interface FieldError {
  /** Dotted path of the field (`name`, `orderFeature.2`); empty for the body itself. */
  readonly path: string;
  readonly message: string;
}

/** Flattens a zod error into one entry per field, unknown keys named one by one. */
export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.flatMap((issue) => {
    const path = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ path: path ? `${path}.${key}` : key, message: FIELD_MESSAGES.unknown }));
    }
    return [{ path, message: issue.message }];
  });
}

/** One line naming every bad field, for an error answer's message. */
export function describeFieldErrors(errors: readonly FieldError[]): string {
  return errors.map((e) => (e.path ? `${e.path}: ${e.message}` : e.message)).join(' ');
}
