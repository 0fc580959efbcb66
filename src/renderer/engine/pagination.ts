/** A page button, or a gap between distant pages. */
export type PageItem = number | 'gap';

/**
 * The page buttons to show: first, last, and the pages around the current one, with gaps
 * where pages are skipped (1 … 4 5 6 … 20).
 */
export function pageItems(current: number, count: number, around = 1): PageItem[] {
  const pages = new Set([1, count]);
  for (let p = current - around; p <= current + around; p++) if (p >= 1 && p <= count) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: PageItem[] = [];
  sorted.forEach((page, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && page - prev === 2) out.push(prev + 1);
    else if (prev !== undefined && page - prev > 2) out.push('gap');
    out.push(page);
  });
  return out;
}

/** The page a typed number asks for, kept inside 1…count; null when it is not a number. */
export function jumpTarget(text: string, count: number): number | null {
  const n = Number(text.trim());
  if (!Number.isInteger(n) || text.trim() === '') return null;
  return Math.min(Math.max(n, 1), count);
}
