import { ApiError } from '../../../shared/api/errors';
import type { FieldDef } from '../../../shared/domain/fields';
import type { ResourceDef } from '../../../shared/domain/resources';
import { notify } from '../../core/toaster';
import { schemaFieldErrors, serverFieldErrors, validateForm, type FieldErrors } from './formValidation';
import { toPayload, type FormValues, type Row } from './formValues';

/**
 * A resource form's request body, and what is wrong with it before it is sent: spec section 5's
 * generic rules first, then the server's own schema on the body (create, or update of `row`).
 */
export function checkResourceForm(
  def: ResourceDef,
  fields: readonly [string, FieldDef][],
  values: FormValues,
  row?: Row,
): { readonly body: Record<string, unknown>; readonly errors: FieldErrors } {
  const body = toPayload(fields, values, row);
  const found = validateForm(fields, values);
  const names = fields.map(([name]) => name);
  const errors = Object.keys(found).length > 0 ? found : schemaFieldErrors(def, body, row ? 'update' : 'create', names);
  return { body, errors };
}

/** A failed save: the errors of a 400 that names the form's fields go under them, any other error to a toast. */
export function showSaveError(
  err: unknown,
  fields: readonly [string, FieldDef][],
  setErrors: (errors: FieldErrors) => void,
): void {
  const names = fields.map(([name]) => name);
  const mapped = err instanceof ApiError ? serverFieldErrors(err.details, names) : {};
  setErrors(mapped);
  if (Object.keys(mapped).length === 0) notify.error(err);
}
