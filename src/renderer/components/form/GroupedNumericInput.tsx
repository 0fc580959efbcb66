import { Classes, NumericInput } from '@blueprintjs/core';
import { useLayoutEffect, useReducer, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

/** The locale whose thousands separators the number inputs show (`1,650,000`). */
export const NUMBER_LOCALE = 'en-US';

/**
 * Blueprint's NumericInput with thousands separators. On its first render the input takes
 * the min/max as changed bounds and shows the clamped value without separators (`1650000`);
 * any later render shows the value it is given. One render more, before the browser paints,
 * so the first value is shown as it is given.
 *
 * Its step buttons point `aria-controls` at an id Blueprint generates, which the input no
 * longer has once it is given its own (the form label's `htmlFor`), and are named in English
 * only: after each render they are pointed at the input and named in the current language.
 */
export function GroupedNumericInput(props: Omit<ComponentProps<typeof NumericInput>, 'inputRef'>) {
  const { t } = useTranslation();
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useLayoutEffect(rerender, [rerender]);
  const [field, setField] = useState<HTMLInputElement | null>(null);
  useLayoutEffect(() => {
    const steps = field?.closest(`.${Classes.NUMERIC_INPUT}`)?.querySelectorAll(`.${Classes.BUTTON_GROUP} button`);
    if (!field || !steps || steps.length !== 2) return;
    [t('form.increment'), t('form.decrement')].forEach((label, i) => {
      steps[i].setAttribute('aria-label', label);
      steps[i].setAttribute('aria-controls', field.id);
    });
  });
  return <NumericInput locale={NUMBER_LOCALE} {...props} inputRef={setField} />;
}
