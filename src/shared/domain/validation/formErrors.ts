import type { z } from 'zod';

/** Outcome of validating a form: the parsed values, or one message per field. */
export type FormValidation<T> =
  { readonly ok: true; readonly data: T } | { readonly ok: false; readonly errors: Readonly<Record<string, string>> };

/**
 * Validates form values and keeps the first message of each field (dotted path, `''` for
 * the form as a whole), the way a form shows one error under each input.
 */
export function validateForm<T>(schema: z.ZodType<T>, values: unknown): FormValidation<T> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
