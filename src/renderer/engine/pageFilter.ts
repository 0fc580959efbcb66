import type { ReactNode } from 'react';
import type { ListFilter } from './listFilter';
import type { ListState, SetListState } from './listState';

/**
 * A filter of a page's own beyond its columns' (the mistake records' "waiting for my
 * acceptance"): its value lives in the URL like the others, under a name no field has.
 */
export interface PageFilter {
  /** The conditions it adds to the list's `filter` for `state`; none when it is off. */
  readonly conditions: (state: ListState) => ListFilter;
  /** Its input, after the columns' in the filter panel. */
  readonly input: (state: ListState, onChange: SetListState) => ReactNode;
}
