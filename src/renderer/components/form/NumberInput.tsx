import { useState } from 'react';
import { PRICE_MIN, PRICE_STEP } from '../../../shared/domain/constants';
import type { FieldDef } from '../../../shared/domain/fields';
import { GroupedNumericInput, NUMBER_LOCALE as LOCALE } from './GroupedNumericInput';

export interface NumberInputProps {
  readonly id: string;
  readonly field: FieldDef;
  readonly value: number | null;
  readonly onChange: (value: number | null) => void;
  readonly disabled?: boolean;
}

/** A number input with thousands separators; money steps by 10 000 from 0 (spec section 5). */
export function NumberInput({ id, field, value, onChange, disabled }: NumberInputProps) {
  const [text, setText] = useState(value === null ? '' : value.toLocaleString(LOCALE));
  const money = field.type === 'money';
  const whole = money || field.type === 'int';
  return (
    <GroupedNumericInput
      id={id}
      fill
      value={text}
      min={money ? PRICE_MIN : field.min}
      max={field.type === 'int' ? field.max : undefined}
      stepSize={money ? PRICE_STEP : 1}
      minorStepSize={whole ? null : 0.01}
      majorStepSize={money ? PRICE_STEP * 10 : 10}
      disabled={disabled}
      onValueChange={(n, s) => {
        setText(s);
        onChange(s.trim() === '' || !Number.isFinite(n) ? null : n);
      }}
      // Typed digits get their thousands separators once the field is left.
      onBlur={() => setText(value === null ? '' : value.toLocaleString(LOCALE))}
    />
  );
}
