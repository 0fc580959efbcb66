import type { MenuEntry } from '../../../shared/domain/menu';

/** The letter that follows `g` to go to each side-menu entry (`g o`: orders), as in Gmail and GitHub. */
export const GO_TO_LETTERS: Readonly<Record<string, string>> = {
  dashboard: 'd',
  workingRegisters: 'w',
  customers: 'c',
  users: 'u',
  packages: 'k',
  orders: 'o',
  payments: 'p',
  mistakeRecords: 'm',
  reports: 'r',
  logs: 'l',
  settings: 's',
};

/** How long after `g` its letter is awaited. */
export const SEQUENCE_MS = 1500;

/** One `g` shortcut: the menu entry, its letter and its path. */
export interface GoToTarget {
  readonly key: string;
  readonly letter: string;
  readonly path: string;
}

/** The `g` shortcuts of the menu entries the user sees, in menu order. */
export function goToTargets(entries: readonly MenuEntry[]): GoToTarget[] {
  return entries.flatMap((entry) => {
    const letter = GO_TO_LETTERS[entry.key];
    return letter ? [{ key: entry.key, letter, path: entry.path }] : [];
  });
}

/** The sequence after one key: when `g` was pressed (null when not waiting), and the path to go to, if any. */
export interface SequenceStep {
  readonly armedAt: number | null;
  readonly path: string | null;
}

/**
 * One key of a `g` sequence, pressed at `time` (ms): `g` starts waiting; a letter within
 * {@link SEQUENCE_MS} goes to its target; anything else, or too late, starts over.
 */
export function stepSequence(
  armedAt: number | null,
  key: string,
  time: number,
  targets: readonly GoToTarget[],
): SequenceStep {
  const letter = key.toLowerCase();
  if (armedAt !== null && time - armedAt <= SEQUENCE_MS) {
    return { armedAt: null, path: targets.find((target) => target.letter === letter)?.path ?? null };
  }
  return { armedAt: letter === 'g' ? time : null, path: null };
}
