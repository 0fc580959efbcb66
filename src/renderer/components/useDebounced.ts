import { useEffect, useState } from 'react';
import { DEBOUNCE_MS } from '../../shared/domain/constants';

/** The value once it has stopped changing for the search debounce (spec section 9). */
export function useDebounced(value: string): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), DEBOUNCE_MS.search);
    return () => clearTimeout(timer);
  }, [value]);
  return debounced;
}
