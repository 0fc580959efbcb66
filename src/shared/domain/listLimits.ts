/** The limits of a list query (`GET /{resource}`): its page, offset, search, sort and filter operators. */

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 500;
export const MAX_OFFSET = 1_000_000_000;
export const MAX_SEARCH_LENGTH = 200;
export const MAX_SORT_KEYS = 5;

/** Filter operators the engine understands. */
export const FILTER_OPERATORS = ['$eq', '$ne', '$gt', '$gte', '$lt', '$lte', '$in', '$nin', '$like', '$all'] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];
