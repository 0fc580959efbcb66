import type { QueryKey } from '@tanstack/react-query';
import type { ServerEvent } from '../../../shared/api/events';
import { baseResource, getResource } from '../../../shared/domain/resources';

/**
 * Records open in a form on screen. A live event leaves their loaded row as it is (the form
 * would start over from the other person's values and lose the user's) and tells the form
 * instead, which shows who changed what.
 */

type Listener = (event: ServerEvent) => void;

const held = new Map<string, Set<Listener>>();

const keyOf = (resource: string, id: number) => `${baseOf(resource)}:${id}`;

function baseOf(resource: string): string {
  const def = getResource(resource);
  return def ? baseResource(def).name : resource;
}

/** Holds a record while its form is open; answers how to let go. */
export function holdRecord(resource: string, id: number, listener: Listener): () => void {
  const key = keyOf(resource, id);
  const listeners = held.get(key) ?? new Set<Listener>();
  listeners.add(listener);
  held.set(key, listeners);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) held.delete(key);
  };
}

/** Tells the open forms of the event's record; true when one holds it. */
export function tellHolders(event: ServerEvent): boolean {
  if (event.recordId === null) return false;
  const listeners = held.get(keyOf(event.resource, event.recordId));
  listeners?.forEach((listener) => listener(event));
  return (listeners?.size ?? 0) > 0;
}

/** Query kinds that load one row for a page: the generic `one` and the order page's `edit`. */
const ROW_QUERIES = new Set<unknown>(['one', 'edit']);

/** True for the query of one held row (`['resources', name, 'one' | 'edit', id]`), which a live event leaves alone. */
export function isHeldQuery(queryKey: QueryKey): boolean {
  const [root, resource, kind, id] = queryKey;
  return root === 'resources' && ROW_QUERIES.has(kind) && typeof resource === 'string' && typeof id === 'number'
    ? held.has(keyOf(resource, id))
    : false;
}
