import { Intent } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';

/** The timeline mark of a history entry (spec section 4). */
export interface HistoryMark {
  readonly icon: IconName;
  readonly intent: Intent;
}

/** Waiting (null) is a green clock, accepted a blue tick, rejected a red cross. */
export function historyMark(accept: boolean | null): HistoryMark {
  if (accept === true) return { icon: 'tick-circle', intent: Intent.PRIMARY };
  if (accept === false) return { icon: 'cross-circle', intent: Intent.DANGER };
  return { icon: 'time', intent: Intent.SUCCESS };
}

/** How many entries the timeline shows after `loads` clicks on 'load more', 5 at a time. */
export function visibleCount(loads: number, total: number, pageSize: number): number {
  return Math.min(total, (loads + 1) * pageSize);
}
