import { Classes } from '@blueprintjs/core';
import type { KeyboardEvent } from 'react';

/**
 * Where a single-key shortcut must not act: the user is typing (a text input, a text area, a
 * select or an editable region), or works in a dialog or another overlay above the page.
 */
export function isKeyboardBusy(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest(`.${Classes.OVERLAY}`)) return true;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !NON_TEXT_INPUTS.has(target.type);
}

const NON_TEXT_INPUTS = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image']);

/**
 * A keydown handler that runs `activate` on Enter or Space pressed on the element itself, for a
 * row or card that opens something on click (a button inside it keeps its own keys).
 */
export function onActivateKey(activate: () => void): (event: KeyboardEvent) => void {
  return (event) => {
    if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    activate();
  };
}
