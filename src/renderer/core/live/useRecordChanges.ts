import { useEffect, useState } from 'react';
import type { ServerEvent } from '../../../shared/api/events';
import { holdRecord } from './heldRecords';

/**
 * Others' writes to a record open in a form, newest last. While the form is open its loaded
 * row stays as it was (nothing of the user's is lost); `clear` forgets them, after a reload.
 */
export function useRecordChanges(resource: string, id: number): { changes: ServerEvent[]; clear: () => void } {
  const [changes, setChanges] = useState<ServerEvent[]>([]);
  useEffect(() => holdRecord(resource, id, (event) => setChanges((prev) => [...prev, event])), [resource, id]);
  return { changes, clear: () => setChanges([]) };
}
