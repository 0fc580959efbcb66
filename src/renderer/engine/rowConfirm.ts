import { useCallback, useSyncExternalStore } from 'react';

/**
 * A row's delete confirmation, kept outside the row's component: Table2 mounts a list's cells
 * anew whenever its rows change (any refetch, such as the one after an edit is saved), so state
 * held in a cell was lost with the cell, and a confirmation opened just before closed by itself,
 * its delete never sent. Keyed by resource and id; a remounted row finds its state here.
 */
export type RowConfirmState = 'confirming' | 'deleting';

const states = new Map<string, RowConfirmState>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function setState(key: string, state: RowConfirmState | undefined): void {
  if (state) states.set(key, state);
  else states.delete(key);
  for (const listener of listeners) listener();
}

/** The confirmation of one row (`resource:id`), and how to change it. */
export function useRowConfirm(
  key: string,
): [RowConfirmState | undefined, (state: RowConfirmState | undefined) => void] {
  const state = useSyncExternalStore(subscribe, () => states.get(key));
  const set = useCallback((next: RowConfirmState | undefined) => setState(key, next), [key]);
  return [state, set];
}
