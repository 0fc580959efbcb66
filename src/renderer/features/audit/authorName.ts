import type { TFunction } from 'i18next';

/** Who wrote an event, as the audit trail names them. */
export interface EventAuthor {
  readonly userId: number | null;
  readonly user?: { readonly displayName?: string | null } | null;
}

/** The author's display name; `System` for the server's own writes, `#id` for a user out of sight. */
export function authorName(event: EventAuthor, t: TFunction): string {
  if (event.userId === null) return t('audit.system');
  return event.user?.displayName ?? `#${event.userId}`;
}
