import { FormGroup, InputGroup, Intent, type InputGroupProps } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/** Props of {@link TextField}. */
export interface TextFieldProps extends Omit<InputGroupProps, 'value' | 'onChange' | 'intent' | 'id'> {
  /** Input id, also the label's target so tests and screen readers find the field by label. */
  readonly id: string;
  readonly label: ReactNode;
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  /**
   * Error text shown under the field in red; an empty string marks the field red without
   * text; `undefined` means valid.
   */
  readonly error?: string;
  /** Hint shown under the field when there is no error text. */
  readonly helperText?: ReactNode;
  readonly required?: boolean;
}

/** A labelled Blueprint text input with the form's validation state. */
export function TextField({ id, label, value, onValueChange, error, helperText, required, ...input }: TextFieldProps) {
  const invalid = error !== undefined;
  return (
    <FormGroup
      label={label}
      labelFor={id}
      className={required ? 'bo-required' : undefined}
      intent={invalid ? Intent.DANGER : Intent.NONE}
      helperText={error || helperText}
    >
      <InputGroup
        {...input}
        id={id}
        value={value}
        onValueChange={onValueChange}
        intent={invalid ? Intent.DANGER : Intent.NONE}
        aria-invalid={invalid}
        aria-required={required}
      />
    </FormGroup>
  );
}
