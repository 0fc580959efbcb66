import { NumericInput } from '@blueprintjs/core';
import { useLayoutEffect, useReducer, type ComponentProps } from 'react';

/** The locale whose thousands separators the number inputs show (`1,650,000`). */
export const NUMBER_LOCALE = 'en-US';

/**
 * Blueprint's NumericInput with thousands separators. On its first render the input takes
 * the min/max as changed bounds and shows the clamped value without separators (`1650000`);
 * any later render shows the value it is given. One render more, before the browser paints,
 * so the first value is shown as it is given.
 */
export function GroupedNumericInput(props: ComponentProps<typeof NumericInput>) {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useLayoutEffect(rerender, [rerender]);
  return <NumericInput locale={NUMBER_LOCALE} {...props} />;
}
