/**
 * The order page's address of the Designs tab, focused on some marks: `?tab=designs&marks=4,7`.
 * The history timeline and the reject form link to it; the tab reads which marks to show.
 */

/** The search parameter that names the order page's open tab. */
export const ORDER_TAB_PARAM = 'tab';
export const DESIGNS_TAB = 'designs';
const MARKS_PARAM = 'marks';

/** The search string that opens the Designs tab on those marks (none: on the newest version). */
export function designsSearch(markIds: readonly number[] = []): string {
  const params = new URLSearchParams({ [ORDER_TAB_PARAM]: DESIGNS_TAB });
  if (markIds.length > 0) params.set(MARKS_PARAM, markIds.join(','));
  return `?${params.toString()}`;
}

/** The mark ids the address asks the tab to show; bad ones are left out. */
export function focusedMarks(params: URLSearchParams): number[] {
  return (params.get(MARKS_PARAM) ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
}
