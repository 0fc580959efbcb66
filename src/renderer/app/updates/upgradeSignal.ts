import { ApiError } from '../../../shared/api/errors';

/** Why the update dialog opens: the server refused this copy (426), or the user asked. */
export type UpdateReason = 'required' | 'manual';

type Listener = (reason: UpdateReason) => void;

const listeners = new Set<Listener>();

const raise = (reason: UpdateReason) => {
  for (const listener of listeners) listener(reason);
};

/**
 * Opens the update dialog from anywhere. Spec section 8's 426: the query client's caches
 * report every failed query and mutation here, and the 'significant upgrades' answer opens
 * the dialog that offers the update; the user menu's "Check for updates" opens it too.
 */
export const upgradeSignal = {
  /** Opens the dialog when `error` is the server's 426 answer. */
  report(error: unknown): void {
    if (error instanceof ApiError && error.kind === 'upgrade') raise('required');
  },
  /** The user asked to check for updates. */
  open(): void {
    raise('manual');
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
