import { Intent, OverlayToaster, Position, type Toaster } from '@blueprintjs/core';
import { createElement, Fragment } from 'react';
import { ERROR_TEXTS } from '../../shared/api/errors';
import { ERROR_TOAST_MS } from '../../shared/domain/constants';

/** Spec section 9: error toasts stay 15 seconds. */

let toaster: Promise<Toaster> | null = null;

function getToaster(): Promise<Toaster> {
  toaster ??= OverlayToaster.create({ position: Position.TOP_RIGHT, maxToasts: 5 });
  return toaster;
}

/** App-wide notices (spec section 8): success in green, errors in red for 15 seconds. */
export const notify = {
  /** A success notice, with a button when `action` is given (an export's 'Show in folder'). */
  success(message: string, action?: { readonly text: string; readonly onClick: () => void }): void {
    void getToaster().then((t) => t.show({ message, intent: Intent.SUCCESS, icon: 'tick-circle', action }));
  },
  error(error: unknown): void {
    const message = error instanceof Error && error.message ? error.message : ERROR_TEXTS.generic;
    void getToaster().then((t) => t.show({ message, intent: Intent.DANGER, icon: 'error', timeout: ERROR_TOAST_MS }));
  },
  /** An error toast with a bold title above its message (upload failures, spec section 8). */
  titledError(title: string, message: string): void {
    const content = createElement(Fragment, null, createElement('strong', null, title), createElement('br'), message);
    void getToaster().then((t) =>
      t.show({ message: content, intent: Intent.DANGER, icon: 'error', timeout: ERROR_TOAST_MS }),
    );
  },
  warning(message: string): void {
    void getToaster().then((t) => t.show({ message, intent: Intent.WARNING, icon: 'warning-sign' }));
  },
};
