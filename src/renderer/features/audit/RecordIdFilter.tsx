import { InputGroup } from '@blueprintjs/core';
import { useState } from 'react';

export interface RecordIdFilterProps {
  readonly id: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
}

/** The record id the trail narrows to, applied on Enter or when the field loses focus. */
export function RecordIdFilter({ id, value, onChange }: RecordIdFilterProps) {
  const [text, setText] = useState(value);
  const commit = () => {
    if (text.trim() !== value) onChange(text.trim());
  };
  return (
    <InputGroup
      id={id}
      leftIcon="numerical"
      inputMode="numeric"
      placeholder="#"
      value={text}
      onValueChange={(next) => setText(next.replace(/\D/g, ''))}
      onBlur={commit}
      onKeyDown={(e) => e.key === 'Enter' && commit()}
    />
  );
}
