import { useState } from 'react';

/** The page and page size of a list whose paging is not kept in the URL (a tab, a panel). */
export interface Paging {
  readonly page: number;
  readonly limit: number;
  /** The rows before the page: `(page - 1) × limit`. */
  readonly offset: number;
  /** Back to the first page (the list's filter changed). */
  readonly reset: () => void;
  /** What {@link ListPagination} takes besides the total. */
  readonly pagination: {
    readonly page: number;
    readonly limit: number;
    readonly pageSizes: readonly number[];
    readonly onPage: (page: number) => void;
    readonly onLimit: (limit: number) => void;
  };
}

/** Paging held in the component: a new page size starts again at page 1. */
export function usePaging(pageSizes: readonly number[], initialLimit: number = pageSizes[0]): Paging {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(initialLimit);
  return {
    page,
    limit,
    offset: (page - 1) * limit,
    reset: () => setPage(1),
    pagination: {
      page,
      limit,
      pageSizes,
      onPage: setPage,
      onLimit: (next) => {
        setLimit(next);
        setPage(1);
      },
    },
  };
}
