/**
 * The ids a list page showed last, in order, per resource, so a record page reached from it
 * knows the record before and after it (issue 12: next and previous record). Kept in the
 * window's sessionStorage: across a reload, forgotten with the window, never shared between
 * windows.
 */

/** What {@link rememberListIds} and {@link rememberedListIds} need of sessionStorage. */
export type IdStorage = Pick<Storage, 'getItem' | 'setItem'>;

const KEY_PREFIX = 'bo.listIds.';

/** The most ids kept of one list: a page is at most 500 rows (MAX_PAGE_SIZE). */
const MAX_IDS = 500;

/** The records either side of one record in a list; null at an edge or when the list does not hold it. */
export interface Neighbours {
  readonly previous: number | null;
  readonly next: number | null;
  /** True when the list holds the record at all. */
  readonly listed: boolean;
}

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

/** The ids of the rows of a list answer, in order; rows without a positive whole id are skipped. */
export function idsOfRows(rows: readonly unknown[]): number[] {
  const ids: number[] = [];
  for (const row of rows) {
    const id: unknown = typeof row === 'object' && row !== null ? (row as { id?: unknown }).id : undefined;
    if (isId(id)) ids.push(id);
  }
  return ids.slice(0, MAX_IDS);
}

/** The records before and after `id` in `ids`. */
export function neighboursOf(ids: readonly number[], id: number): Neighbours {
  const at = ids.indexOf(id);
  if (at < 0) return { previous: null, next: null, listed: false };
  return { previous: ids[at - 1] ?? null, next: ids[at + 1] ?? null, listed: true };
}

/** Remembers the ids a list of `resource` shows now; a storage that refuses (full, disabled) keeps the old ones. */
export function rememberListIds(storage: IdStorage, resource: string, ids: readonly number[]): void {
  try {
    storage.setItem(KEY_PREFIX + resource, JSON.stringify(ids.slice(0, MAX_IDS)));
  } catch {
    // Without storage there are no neighbours: the record pages keep their buttons disabled.
  }
}

/** The ids the last list of `resource` showed, or none; anything but a list of ids reads as none. */
export function rememberedListIds(storage: IdStorage, resource: string): number[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(KEY_PREFIX + resource) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isId).slice(0, MAX_IDS) : [];
  } catch {
    return [];
  }
}

/**
 * The path of record `target` on the page of record `id`: the segment naming `id` replaced,
 * so `/orders/12/edit` becomes `/orders/13/edit` and `/auth/users/5/show` `/auth/users/6/show`.
 */
export function neighbourPath(pathname: string, id: number, target: number): string {
  const segments = pathname.split('/');
  const at = segments.lastIndexOf(String(id));
  if (at < 0) return pathname;
  segments[at] = String(target);
  return segments.join('/');
}
