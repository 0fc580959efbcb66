import type { MarkStatus } from '../../../shared/domain/designReview';

/** What the marks panel and the history timeline need of a mark. */
export interface MarkLike {
  readonly id: number;
  readonly version: number;
  readonly imageIndex: number;
  readonly status: MarkStatus;
  readonly historyId: number | null;
  readonly createdAt: string | Date;
}

/** The marks panel's filter. */
export const MARK_FILTERS = ['open', 'resolved', 'all'] as const;
export type MarkFilter = (typeof MARK_FILTERS)[number];

/** The marks a filter keeps. */
export function filterMarks<T extends MarkLike>(marks: readonly T[], filter: MarkFilter): T[] {
  return filter === 'all' ? [...marks] : marks.filter((m) => m.status === filter);
}

/** How many marks the panel lists at first, and how many more each "show more" adds. */
export const MARK_PAGE = 30;

/**
 * The marks the panel lists: the first `limit`, stretched to reach the selected mark (picked on
 * the image or from a link) so it is always listed. With hundreds of marks on an image, each a
 * thread with its buttons and reply field, listing them all costs seconds and thousands of elements.
 */
export function markPage<T extends { readonly id: number }>(
  marks: readonly T[],
  limit: number,
  selectedId: number | null,
): T[] {
  const at = selectedId === null ? -1 : marks.findIndex((m) => m.id === selectedId);
  return marks.slice(0, Math.max(limit, at + 1));
}

/** The marks on one image of one version, in the order they were made. */
export function marksOnImage<T extends MarkLike>(marks: readonly T[], version: number, imageIndex: number): T[] {
  return marks.filter((m) => m.version === version && m.imageIndex === imageIndex);
}

/** Each mark's number on its image (1, 2, … in the order made), as the image and the panel show it. */
export function markNumbers(marks: readonly MarkLike[]): Map<number, number> {
  const counters = new Map<string, number>();
  const numbers = new Map<number, number>();
  const ordered = [...marks].sort((a, b) => time(a.createdAt) - time(b.createdAt) || a.id - b.id);
  for (const mark of ordered) {
    const key = `${mark.version}:${mark.imageIndex}`;
    const n = (counters.get(key) ?? 0) + 1;
    counters.set(key, n);
    numbers.set(mark.id, n);
  }
  return numbers;
}

const time = (at: string | Date) => new Date(at).getTime();

/** The ids of the marks made during each step (history entry), for the timeline's tags. */
export function marksByHistory(marks: readonly MarkLike[]): Map<number, number[]> {
  const groups = new Map<number, number[]>();
  for (const mark of marks) {
    if (mark.historyId === null) continue;
    const ids = groups.get(mark.historyId) ?? [];
    ids.push(mark.id);
    groups.set(mark.historyId, ids);
  }
  return groups;
}

/** Counts of open and resolved marks. */
export function markCounts(marks: readonly MarkLike[]): Record<MarkStatus, number> {
  const counts: Record<MarkStatus, number> = { open: 0, resolved: 0 };
  for (const mark of marks) counts[mark.status]++;
  return counts;
}
