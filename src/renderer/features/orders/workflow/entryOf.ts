import type { OrderHistory } from '../history';
import type { WorkflowEntry } from '../../../../shared/domain/workflow/types';

/** A loaded history entry as the shared workflow rules read it. */
export function entryOf(entry: OrderHistory | null): WorkflowEntry | null {
  return (
    entry && { status: entry.status, assignedUser: entry.assignedUser ?? [], accept: entry.accept, note: entry.note }
  );
}
