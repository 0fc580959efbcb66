import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { validateForm } from '../../shared/domain/validation/formErrors';
import { validationMessageKey } from './validationMessage';

/** Props for a `TextField` bound to one value of the form, its error translated. */
export interface FieldBinding {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  error: string | undefined;
}

/** What {@link useFormState} gives a form: field bindings and a submit handler. */
export interface FormState<V extends Record<string, string>, T> {
  readonly values: V;
  /** Props for a `TextField` bound to `name`. */
  field(name: keyof V & string): FieldBinding;
  /** Validates before submit (spec section 5) and calls `onValid` with the parsed values. */
  handleSubmit(onValid: (data: T) => void): (event: FormEvent) => void;
}

/**
 * Text form state checked against a shared schema of `shared/domain/validation` before
 * submit. `extra` joins values the form does not edit (the token of an invite link).
 */
export function useFormState<V extends Record<string, string>, T>(
  initial: V,
  schema: z.ZodType<T>,
  extra?: Readonly<Record<string, unknown>>,
): FormState<V, T> {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});

  const translate = (message: string) => {
    const known = validationMessageKey(message);
    if (!known) return message;
    return known.values ? t(known.key, known.values) : t(known.key);
  };

  return {
    values,
    field(name) {
      const message = errors[name];
      return {
        id: name,
        value: values[name],
        onValueChange: (value) => {
          setValues((prev) => ({ ...prev, [name]: value }));
          setErrors(({ [name]: _dropped, ...rest }) => rest);
        },
        error: message === undefined ? undefined : translate(message),
      };
    },
    handleSubmit(onValid) {
      return (event) => {
        event.preventDefault();
        const result = validateForm(schema, { ...values, ...extra });
        setErrors(result.ok ? {} : result.errors);
        if (result.ok) onValid(result.data);
      };
    },
  };
}
