/** What the deleted page shows of a row's deletion. */
export interface Deletion {
  /** The deleter's name, `#id` for a user out of the caller's sight; null for the server itself. */
  readonly by: string | null;
  readonly at: string;
}

/** A delete event as this reads it. */
export interface DeleteEvent {
  readonly id: number;
  readonly recordId: number | null;
  readonly createdAt: string;
  readonly userId: number | null;
  readonly user?: { readonly displayName?: string | null } | null;
}

const newer = (a: DeleteEvent, b: DeleteEvent) =>
  Date.parse(a.createdAt) > Date.parse(b.createdAt) || (a.createdAt === b.createdAt && a.id > b.id);

const byOf = (event: DeleteEvent) => event.user?.displayName ?? (event.userId === null ? null : `#${event.userId}`);

/** The latest deletion of each record: a row deleted, restored and deleted again shows the last one. */
export function latestDeletions(events: readonly DeleteEvent[]): ReadonlyMap<number, Deletion> {
  const latest = new Map<number, DeleteEvent>();
  for (const event of events) {
    if (event.recordId === null) continue;
    const known = latest.get(event.recordId);
    if (!known || newer(event, known)) latest.set(event.recordId, event);
  }
  return new Map([...latest].map(([id, event]) => [id, { by: byOf(event), at: event.createdAt }] as const));
}
