/**
 * The ranges of a filter's URL values (`dateRange` and `numberRange` inputs of the one table
 * of filters, `filterInputKind` in shared/domain/fieldQuery.ts).
 */

/** Separator of the two ends of a range in the URL: `createdAt=2026-01-01~2026-01-31`. */
export const RANGE_SEPARATOR = '~';

export function splitRange(value: string | undefined): [string, string] {
  const [from = '', to = ''] = (value ?? '').split(RANGE_SEPARATOR);
  return [from, to];
}

export function joinRange(from: string, to: string): string {
  return from || to ? `${from}${RANGE_SEPARATOR}${to}` : '';
}
