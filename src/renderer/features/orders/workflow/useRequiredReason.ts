import { useState } from 'react';

/** A reason the user must give before an action is sent (spec section 5). */
export interface RequiredReason {
  readonly value: string;
  /** The user tried to submit a blank reason. */
  readonly missing: boolean;
  readonly change: (value: string) => void;
  /** Calls `onValid` with the trimmed reason, or marks it missing when blank. */
  readonly submit: (onValid: (reason: string) => void) => void;
}

/** State of a required reason: its text and whether a blank one was submitted. */
export function useRequiredReason(): RequiredReason {
  const [value, setValue] = useState('');
  const [missing, setMissing] = useState(false);
  return {
    value,
    missing,
    change: (next) => {
      setValue(next);
      setMissing(false);
    },
    submit: (onValid) => {
      const reason = value.trim();
      if (reason) onValid(reason);
      else setMissing(true);
    },
  };
}
